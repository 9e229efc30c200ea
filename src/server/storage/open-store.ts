import { PostgresStore } from './postgres-store.ts';
import { SqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/** PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR; migrated before use. */
export async function openStore(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Store> {
  const store = options.databaseUrl ? new PostgresStore(options.databaseUrl) : new SqliteStore(options.dataDir);
  try {
    await store.migrate();
  } catch (error) {
    // A store that cannot be migrated is closed: its connections do not keep the process waiting.
    await store.close();
    throw error;
  }
  return store;
}
