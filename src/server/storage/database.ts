/**
 * The small SQL layer under the store: one connection interface for both databases, statements
 * written once with `?` placeholders, and a dialect for what really differs between SQLite and
 * PostgreSQL. Everything else (ON CONFLICT ... DO NOTHING, RETURNING, UPDATE ... WHERE id IN
 * (SELECT ...)) is the same SQL in both.
 */

/** What a statement takes: timestamps travel as ISO 8601 text, JSON as text. */
export type SqlValue = string | number | null;
export type Row = Readonly<Record<string, unknown>>;

export interface SqlConnection {
  /** The rows a statement returns (SELECT, or anything with RETURNING). */
  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface Dialect {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Whether one process owns the database (SQLite: the file belongs to the server process).
   * Then a lease found at start is stale: its holder died.
   */
  readonly singleProcess: boolean;
  /** Column type of a point in time (SQLite keeps ISO 8601 text, which sorts as time does). */
  readonly timestamp: string;
  /** Locks the selected rows against other processes, skipping those already locked. */
  readonly skipLocked: string;
  /** A text parameter stored into a JSON column. */
  json(placeholder: string): string;
  /** The parameter that names an answer's key in answerGiven and answerHolds. */
  answerKey(field: string): string;
  /** Condition on a JSON column: an answer is given under the key `?` (present, not null, not empty text). */
  answerGiven(column: string): string;
  /** Condition on a JSON column: the answer under the key `?` is the JSON value `?`, or a list holding it. */
  answerHolds(column: string): string;
  /** Joins an expression's values of a group with a separator, in a given order. */
  aggregate(expression: string, separator: string, orderBy: string): string;
  /** Statement that serialises transactions on one key until commit (null: transactions already are serial). */
  readonly lockKey: string | null;
  /**
   * After many rows of a table changed at once, the statement that clears what they left behind and
   * refreshes the planner's figures (outside a transaction); null where nothing is needed.
   */
  tidy(table: string): string | null;
}

export interface Database extends SqlConnection {
  readonly dialect: Dialect;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `?, ?, ?` for an IN list of `count` values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
