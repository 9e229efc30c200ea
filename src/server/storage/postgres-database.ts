/**
 * PostgreSQL through pg, for a firm running several server processes on one database: a pool of
 * connections; statements written with `?` get PostgreSQL's numbered placeholders.
 */
import pg from 'pg';
import type { Database, Dialect, Row, SqlConnection, SqlValue } from './database.ts';

export const postgresDialect: Dialect = {
  kind: 'postgres',
  singleProcess: false,
  timestamp: 'TIMESTAMPTZ',
  skipLocked: ' FOR UPDATE SKIP LOCKED',
  json: (placeholder) => `CAST(${placeholder} AS jsonb)`,
  answerKey: (field) => field,
  answerGiven: (column) => `(${column} -> CAST(? AS text)) NOT IN (CAST('null' AS jsonb), CAST('""' AS jsonb))`,
  // A list contains each of its items, and a single value itself: one test for both.
  answerHolds: (column) => `(${column} -> CAST(? AS text)) @> CAST(? AS jsonb)`,
  aggregate: (expression, separator, orderBy) => `string_agg(${expression}, '${separator}' ORDER BY ${orderBy})`,
  lockKey: 'SELECT pg_advisory_xact_lock(hashtext(?))',
  // An UPDATE leaves each old row version behind until a vacuum; autovacuum comes a minute or more later.
  tidy: (table) => `VACUUM (ANALYZE) ${table}`,
};

const numbered = new Map<string, string>();

/** `a = ? AND b = ?` → `a = $1 AND b = $2` (the store's statements hold no ? inside literals). */
export function numberPlaceholders(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    let index = 0;
    text = sql.replace(/\?/g, () => `$${++index}`);
    numbered.set(sql, text);
  }
  return text;
}

function connection(client: pg.Pool | pg.PoolClient): SqlConnection {
  return {
    async all(sql, params = []) {
      const result = await client.query(numberPlaceholders(sql), [...params]);
      return result.rows as Row[];
    },
    async run(sql, params = []) {
      const result = await client.query(numberPlaceholders(sql), [...params]);
      return result.rowCount ?? 0;
    },
  };
}

export class PostgresDatabase implements Database {
  readonly dialect = postgresDialect;
  private readonly pool: pg.Pool;
  private readonly pooled: SqlConnection;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 10 });
    this.pooled = connection(this.pool);
  }

  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return this.pooled.all(sql, params);
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.pooled.run(sql, params);
  }

  async transaction<T>(work: (tx: SqlConnection) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(connection(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
