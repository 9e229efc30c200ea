/**
 * One schema migration: a version applied once, in order, with one statement list per dialect. A
 * version once released is never edited, only followed by a new one.
 */
export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly sqlite: readonly string[];
  readonly postgres: readonly string[];
}
