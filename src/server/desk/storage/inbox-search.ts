/**
 * The WHERE clause of an inbox filter over desk_inbox `i`. A search looks its words up in
 * desk_inbox_terms (inbox-terms.ts): the rarest word typed, when few enough leads have it, gives
 * the leads to look at (IN), and each other word is checked on those alone (EXISTS). When every
 * word is common, each is checked lead by lead as the page is read newest first, which stops once
 * the page is full; the count then stops at COUNT_LIMIT (`common`).
 */
import type { SqlConnection } from '../../storage/database.ts';
import { prefixEnd, searchWords } from './inbox-terms.ts';
import type { InboxFilter } from './types.ts';

/** A search word this many words of leads begin with is too common to look its leads up. */
export const DRIVING_WORD = 5000;
/** A search by a common word is counted this far: finding the rest would read every lead. */
export const COUNT_LIMIT = 1000;

export interface InboxWhere {
  readonly where: string;
  readonly params: (string | number)[];
  /** Every word searched for is common: the count stops at COUNT_LIMIT. */
  readonly common: boolean;
}

/** How many words of leads begin with `word`, counted no further than DRIVING_WORD. */
async function wordCount(db: SqlConnection, word: string): Promise<number> {
  const [row] = await db.all(
    'SELECT COUNT(*) AS found FROM (SELECT 1 FROM desk_inbox_terms WHERE term >= ? AND term < ? LIMIT ?) AS t',
    [word, prefixEnd(word), DRIVING_WORD],
  );
  return Number(row?.found ?? 0);
}

async function searchClauses(
  db: SqlConnection,
  search: string,
): Promise<{ clauses: string[]; params: string[]; common: boolean }> {
  const typed = searchWords(search);
  // Nothing to look up (only punctuation typed): no lead has such a word.
  if (typed.length === 0) return { clauses: ['1 = 0'], params: [], common: false };
  const counts = await Promise.all(typed.map((word) => wordCount(db, word)));
  const fewest = Math.min(...counts);
  const driver = fewest < DRIVING_WORD ? typed[counts.indexOf(fewest)] : undefined;
  const clauses = typed.map((word) =>
    word === driver
      ? 'i.submission_id IN (SELECT t.submission_id FROM desk_inbox_terms t WHERE t.term >= ? AND t.term < ?)'
      : 'EXISTS (SELECT 1 FROM desk_inbox_terms t WHERE t.submission_id = i.submission_id AND t.term >= ? AND t.term < ?)',
  );
  return { clauses, params: typed.flatMap((word) => [word, prefixEnd(word)]), common: driver === undefined };
}

export async function inboxWhere(db: SqlConnection, filter: InboxFilter): Promise<InboxWhere> {
  if (filter.id !== undefined) return { where: 'WHERE i.submission_id = ?', params: [filter.id], common: false };
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, value?: string) => {
    clauses.push(clause);
    if (value !== undefined) params.push(value);
  };
  if (filter.stage) add('i.stage = ?', filter.stage);
  else add(filter.spam ? "i.stage = 'spam'" : "i.stage <> 'spam'");
  if (filter.form) add('i.form_id = ?', filter.form);
  if (filter.from) add('i.received_at >= ?', filter.from);
  if (filter.to) add('i.received_at < ?', filter.to);
  if (filter.priority) add('i.priority = ?', filter.priority);
  if (filter.awaiting) add("i.replied_at IS NULL AND i.stage <> 'spam'");
  if (filter.answered) add("(i.replied_at IS NOT NULL OR i.stage = 'spam')");
  if (filter.receivedBefore) add('i.received_at < ?', filter.receivedBefore);
  const search = filter.search === undefined ? undefined : await searchClauses(db, filter.search);
  if (search) {
    clauses.push(...search.clauses);
    params.push(...search.params);
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, params, common: search?.common ?? false };
}
