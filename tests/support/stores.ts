/**
 * Fresh, migrated stores for tests that run unchanged against both databases: SQLite in a
 * temporary folder always, PostgreSQL too when DATABASE_URL is set (each store in a schema of its
 * own, dropped afterwards, so nothing leaks between tests or files).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresStore } from '../../src/server/storage/postgres-store.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import type { Store } from '../../src/server/storage/store.ts';

export interface OpenedStore {
  readonly store: Store;
  /** The data folder of the store (SQLite's file, and the .eml files of either store). */
  readonly dataDir: string;
  /** Another connection to the same database, as a second server process would have. */
  another(): Promise<Store>;
  /** Closes every store opened here and removes the database. */
  dispose(): Promise<void>;
}

export interface StoreFactory {
  readonly name: 'sqlite' | 'postgres';
  /** A migrated store; with `migrated: false` an empty database, for tests of a migration. */
  open(options?: { readonly migrated?: boolean }): Promise<OpenedStore>;
}

async function opened(
  dataDir: string,
  connect: () => Store,
  drop: () => Promise<void>,
  migrated = true,
): Promise<OpenedStore> {
  const stores: Store[] = [];
  let first = true;
  const open = async () => {
    const store = connect();
    stores.push(store);
    if (migrated || !first) await store.migrate();
    first = false;
    return store;
  };
  const store = await open();
  return {
    store,
    dataDir,
    another: open,
    async dispose() {
      for (const each of stores) await each.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sqliteFactory: StoreFactory = {
  name: 'sqlite',
  open(options) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-'));
    return opened(
      dataDir,
      () => new SqliteStore(dataDir),
      async () => undefined,
      options?.migrated,
    );
  },
};

export function postgresFactory(databaseUrl: string): StoreFactory {
  return {
    name: 'postgres',
    async open(options) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'store-'));
      const schema = `store_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return opened(
        dataDir,
        () => new PostgresStore(url.toString()),
        async () => {
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
        options?.migrated,
      );
    },
  };
}

export const storeFactories: readonly StoreFactory[] = [
  sqliteFactory,
  ...(process.env.DATABASE_URL ? [postgresFactory(process.env.DATABASE_URL)] : []),
];
