/**
 * The store on PostgreSQL (DATABASE_URL), for a firm running several server processes on one
 * database: jobs are leased with FOR UPDATE SKIP LOCKED so no two processes send one.
 */
import { PostgresDatabase } from './postgres-database.ts';
import { SqlStore } from './sql-store.ts';

export class PostgresStore extends SqlStore {
  constructor(connectionString: string) {
    super(new PostgresDatabase(connectionString));
  }
}
