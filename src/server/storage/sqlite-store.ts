/** The store on SQLite (the default): one file under DATA_DIR, owned by one server process. */
import { SqliteDatabase } from './sqlite-database.ts';
import { SqlStore } from './sql-store.ts';

export class SqliteStore extends SqlStore {
  private readonly sqlite: SqliteDatabase;

  constructor(dataDir: string) {
    const db = new SqliteDatabase(dataDir);
    super(db);
    this.sqlite = db;
  }

  get file(): string {
    return this.sqlite.file;
  }

  /** PRAGMA integrity_check's answer ('ok' when the file is sound). */
  integrityCheck(): Promise<string> {
    return this.sqlite.integrityCheck();
  }
}
