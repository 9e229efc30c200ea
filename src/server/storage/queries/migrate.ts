/**
 * Applies the schema migrations (../migrations.ts) not yet recorded in schema_migrations. A
 * database already up to date is only read: the server may run as a role that cannot create or
 * change tables (docs/operations.md), and such a role, finding migrations to apply, stops with a
 * message naming the command that applies them as the tables' owner.
 */
import type { Database, Dialect, SqlConnection } from '../database.ts';
import { MIGRATIONS, type Migration } from '../migrations.ts';

/** PostgreSQL's SQLSTATE for a right the role does not have (permission denied, must be owner). */
const INSUFFICIENT_PRIVILEGE = '42501';

/** The migrations up to `through` that `connection` has not applied (all of them on a new database). */
async function pending(connection: SqlConnection, dialect: Dialect, through: number): Promise<Migration[]> {
  const wanted = MIGRATIONS.filter((migration) => migration.version <= through);
  const [found] = await connection.all(
    dialect.kind === 'postgres'
      ? "SELECT to_regclass('schema_migrations') IS NOT NULL AS found"
      : "SELECT COUNT(*) > 0 AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
  );
  if (!found?.found) return wanted;
  const applied = new Set(
    (await connection.all('SELECT version FROM schema_migrations')).map((row) => Number(row.version)),
  );
  return wanted.filter((migration) => !applied.has(migration.version));
}

/** The role may not apply the migrations a database needs: a setting to change, not a fault. */
export class MigrationRightsError extends Error {}

function isPrivilegeError(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && error.code === INSUFFICIENT_PRIVILEGE;
}

export async function migrate(db: Database, through = Number.POSITIVE_INFINITY): Promise<void> {
  const { dialect } = db;
  // What is left, as last read: a read refused under the lock keeps the first read's list.
  let left: Migration[] = [];
  try {
    left = await pending(db, dialect, through);
    if (left.length === 0) return;
    await db.transaction(async (tx) => {
      // Several processes may start at once on one PostgreSQL database: one migrates at a time.
      if (dialect.lockKey) await tx.all(dialect.lockKey, ['schema_migrations']);
      // Read again under the lock: another process may have applied them meanwhile.
      left = await pending(tx, dialect, through);
      if (left.length === 0) return;
      await tx.run(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at ${dialect.timestamp} NOT NULL)`,
      );
      for (const migration of left) {
        for (const statement of migration[dialect.kind]) await tx.run(statement);
        await tx.run('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)', [
          migration.version,
          migration.description,
          new Date().toISOString(),
        ]);
      }
    });
  } catch (error) {
    if (!isPrivilegeError(error)) throw error;
    const guide = '(docs/operations.md, The audit log on PostgreSQL), then start again.';
    if (left.length === 0) {
      throw new MigrationRightsError(
        `The database role cannot read which of the schema's migrations are applied: ${error.message}. ` +
          `Give it the rights of the guide's block for the server's role, run as the owner role ${guide}`,
        { cause: error },
      );
    }
    const versions = left.map((migration) => migration.version).join(', ');
    throw new MigrationRightsError(
      `The database role cannot apply the schema's pending migrations (${versions}): ${error.message}. ` +
        `Run migrations as the owner role: DATABASE_URL=<the owner role's URL> npm run leads -- status ${guide}`,
      { cause: error },
    );
  }
}
