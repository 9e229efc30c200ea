/**
 * SQLite through Node's built-in node:sqlite (no native addon): one file under DATA_DIR, WAL
 * journal with synchronous=FULL so a committed submission survives a power cut.
 *
 * node:sqlite is synchronous while the store's callers are async: every statement and transaction
 * takes its turn in one queue per file, so no statement of another request (or of another
 * connection to the same file in this process) ever runs inside a transaction waiting on an await.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Database, Dialect, Row, SqlConnection, SqlValue } from './database.ts';

export const sqliteDialect: Dialect = {
  kind: 'sqlite',
  singleProcess: true,
  timestamp: 'TEXT',
  skipLocked: '',
  json: (placeholder) => placeholder,
  // A JSON path: the key quoted, so any field name is read as it is.
  answerKey: (field) => `$.${JSON.stringify(field)}`,
  answerGiven: (column) => `COALESCE(json_extract(${column}, ?), '') <> ''`,
  // json_each also walks a single value (one row): one test for a choice and for a list of them.
  answerHolds: (column) =>
    `EXISTS (SELECT 1 FROM json_each(${column}, ?) AS item WHERE item.value = json_extract(?, '$'))`,
  aggregate: (expression, separator, orderBy) => `group_concat(${expression}, '${separator}' ORDER BY ${orderBy})`,
  lockKey: null,
  // SQLite reuses the pages an update frees; its planner needs no figures for these indexes.
  tidy: () => null,
};

/** The store's file name under DATA_DIR. */
export const SQLITE_FILE = 'submissions.sqlite';

/** The queue of each open file, shared by every connection to it in this process. */
const turns = new Map<string, { last: Promise<unknown>; users: number }>();

export class SqliteDatabase implements Database {
  readonly dialect = sqliteDialect;
  readonly file: string;
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly turn: { last: Promise<unknown>; users: number };
  private readonly direct: SqlConnection = {
    all: async (sql, params = []) => this.statement(sql).all(...params) as Row[],
    run: async (sql, params = []) => Number(this.statement(sql).run(...params).changes),
  };

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, SQLITE_FILE);
    this.db = new DatabaseSync(this.file);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = FULL');
    this.db.exec('PRAGMA foreign_keys = ON');
    this.db.exec('PRAGMA busy_timeout = 5000');
    this.turn = turns.get(this.file) ?? { last: Promise.resolve(), users: 0 };
    this.turn.users++;
    turns.set(this.file, this.turn);
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `work` once every earlier statement and transaction has finished. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.last.then(work);
    this.turn.last = result.catch(() => undefined);
    return result;
  }

  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return this.inTurn(() => this.direct.all(sql, params));
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.inTurn(() => this.direct.run(sql, params));
  }

  transaction<T>(work: (tx: SqlConnection) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.direct);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  /** PRAGMA integrity_check's answer ('ok' when the file is sound). */
  async integrityCheck(): Promise<string> {
    const [row] = await this.all('PRAGMA integrity_check');
    return String(row?.integrity_check);
  }

  close(): Promise<void> {
    return this.inTurn(async () => {
      if (!this.db.isOpen) return;
      this.db.close();
      if (--this.turn.users === 0) turns.delete(this.file);
    });
  }
}
