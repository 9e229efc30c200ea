/**
 * Unmigrated stores with their database at hand, for tests of a migration: each test migrates to
 * the version before, writes rows as that schema held them, and migrates on. SQLite in a temporary
 * folder always, PostgreSQL too when DATABASE_URL is set (in a schema of its own, dropped after).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';
import type { Database } from '../../src/server/storage/database.ts';
import { PostgresStore } from '../../src/server/storage/postgres-store.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import type { Store } from '../../src/server/storage/store.ts';

export interface RawStore extends Store {
  /** The store's own database, to write and read rows as a given schema holds them. */
  raw(): Database;
}

class RawSqlite extends SqliteStore implements RawStore {
  raw(): Database {
    return this.db;
  }
}
class RawPostgres extends PostgresStore implements RawStore {
  raw(): Database {
    return this.db;
  }
}

/** The databases a migration test runs on; every store opened is closed and removed after each test. */
export function rawStores(prefix: string): { readonly name: string; open(): Promise<RawStore> }[] {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function sqlite(): Promise<RawStore> {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    const store = new RawSqlite(dir);
    cleanups.push(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return store;
  }

  async function postgres(databaseUrl: string): Promise<RawStore> {
    const schema = `${prefix.replaceAll('-', '_')}_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const store = new RawPostgres(url.toString());
    cleanups.push(async () => {
      await store.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    });
    return store;
  }

  const databaseUrl = process.env.DATABASE_URL;
  return [
    { name: 'sqlite', open: sqlite },
    ...(databaseUrl ? [{ name: 'postgres', open: () => postgres(databaseUrl) }] : []),
  ];
}
