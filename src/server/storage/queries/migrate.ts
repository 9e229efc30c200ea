/** Applies the schema migrations (../migrations.ts) not yet recorded in schema_migrations. */
import type { Database } from '../database.ts';
import { MIGRATIONS } from '../migrations.ts';

export async function migrate(db: Database, through = Number.POSITIVE_INFINITY): Promise<void> {
  const { dialect } = db;
  await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL database: one migrates at a time.
    if (dialect.lockKey) await tx.all(dialect.lockKey, ['schema_migrations']);
    await tx.run(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at ${dialect.timestamp} NOT NULL)`,
    );
    const applied = new Set((await tx.all('SELECT version FROM schema_migrations')).map((row) => Number(row.version)));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version) || migration.version > through) continue;
      for (const statement of migration[dialect.kind]) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.description,
        new Date().toISOString(),
      ]);
    }
  });
}
