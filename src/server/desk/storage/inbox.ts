/**
 * The desk's inbox: each lead's row in desk_inbox (made with the lead by a trigger) and what it is
 * listed under and found by, read newest first a page at a time with its workflow state and
 * delivery, and counted for the filter (inbox-search.ts).
 */
import { placeholders, type Database, type SqlConnection } from '../../storage/database.ts';
import { COUNT_LIMIT, inboxWhere } from './inbox-search.ts';
import { listingTerms } from './inbox-terms.ts';
import { answersText, iso, isoOrNull, replyOnItsWay, text } from './rows.ts';
import type { InboxFilter, InboxRecord, ListedLead } from './types.ts';

const NEWEST = 'i.received_at DESC, i.submission_id DESC';
/** Due is received plus the one promise, so the soonest due is the earliest received. */
const SOONEST_DUE = 'i.received_at ASC, i.submission_id ASC';

/** Rows a multi-row statement carries at once (well under either database's parameter limit). */
const BATCH = 200;

export interface InboxStore {
  /** Leads stored without a listing (their answers as JSON text), at most `limit`. */
  unlistedLeads(limit: number): Promise<{ id: string; formId: string; answers: string }[]>;
  listLeads(entries: readonly ListedLead[], now: Date): Promise<void>;
  /** After listing many leads at once: the inbox's tables tidied (PostgreSQL: vacuumed and analysed). */
  tidyInbox(): Promise<void>;
  /** Leads of the inbox, newest first, with their workflow state; see InboxFilter. */
  inbox(filter: InboxFilter, memberId: string): Promise<InboxRecord[]>;
  /**
   * How many leads the filter matches; a search by a word most leads have counts no further than
   * COUNT_LIMIT (then `more`: more leads than `total` match).
   */
  inboxCount(filter: InboxFilter): Promise<{ total: number; more: boolean }>;
}

/**
 * Writes what leads are listed under, and the words they are found by, inside the caller's
 * transaction: a batch a statement (the VALUES columns are column1... in both databases), so a first
 * start on a large store lists its leads in a few hundred statements rather than one per lead.
 */
export async function writeListings(tx: SqlConnection, entries: readonly ListedLead[], at: string): Promise<void> {
  for (let first = 0; first < entries.length; first += BATCH) {
    const batch = entries.slice(first, first + BATCH);
    await tx.run(
      `UPDATE desk_inbox SET organisation = v.column2, person = v.column3, email = v.column4,
              priority = v.column5, listed_at = ?
       FROM (VALUES ${batch.map(() => `(${placeholders(5)})`).join(', ')}) AS v
       WHERE desk_inbox.submission_id = v.column1`,
      [
        at,
        ...batch.flatMap(({ submissionId, listing }) => [
          submissionId,
          listing.organisation,
          listing.person,
          listing.email,
          listing.priority,
        ]),
      ],
    );
    const terms = batch.flatMap(({ submissionId, listing }) =>
      listingTerms(listing).map((term) => [term, submissionId]),
    );
    for (let start = 0; start < terms.length; start += BATCH * 2) {
      const some = terms.slice(start, start + BATCH * 2);
      await tx.run(
        `INSERT INTO desk_inbox_terms (term, submission_id) VALUES ${some.map(() => '(?, ?)').join(', ')}
         ON CONFLICT DO NOTHING`,
        some.flat(),
      );
    }
  }
}

export function inboxStore(db: Database): InboxStore {
  return {
    async unlistedLeads(limit) {
      const rows = await db.all(
        `SELECT s.id, s.form_id, s.answers FROM desk_inbox i JOIN submissions s ON s.id = i.submission_id
         WHERE i.listed_at IS NULL LIMIT ?`,
        [limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        formId: String(row.form_id),
        answers: answersText(row.answers),
      }));
    },

    async listLeads(entries, now) {
      if (entries.length === 0) return;
      await db.transaction((tx) => writeListings(tx, entries, now.toISOString()));
    },

    async tidyInbox() {
      // Both tables: the planner picks how to run a search from the words' figures.
      for (const table of ['desk_inbox', 'desk_inbox_terms']) {
        const statement = db.dialect.tidy(table);
        if (statement) await db.run(statement);
      }
    },

    async inbox(filter, memberId) {
      if (filter.order !== 'due') return readRows(db, filter, NEWEST, memberId);
      if (filter.awaiting) return readRows(db, filter, SOONEST_DUE, memberId);
      // By due time: the leads awaiting a reply, soonest due first, then the others newest first;
      // each part read by its own index, the page cut across the two.
      const waiting = { ...filter, awaiting: true };
      const rest = { ...filter, answered: true };
      if (filter.limit === undefined) {
        return [
          ...(await readRows(db, waiting, SOONEST_DUE, memberId)),
          ...(await readRows(db, rest, NEWEST, memberId)),
        ];
      }
      const offset = filter.offset ?? 0;
      const fromWaiting = await readRows(db, { ...waiting, limit: filter.limit, offset }, SOONEST_DUE, memberId);
      if (fromWaiting.length === filter.limit) return fromWaiting;
      // The page reaches past the waiting leads: how many there are says where the rest begin.
      const [counted] = await (async () => {
        const { where, params } = await inboxWhere(db, waiting);
        return db.all(`SELECT COUNT(*) AS total FROM desk_inbox i ${where}`, params);
      })();
      const after = await readRows(
        db,
        {
          ...rest,
          limit: filter.limit - fromWaiting.length,
          offset: Math.max(0, offset - Number(counted?.total ?? 0)),
        },
        NEWEST,
        memberId,
      );
      return [...fromWaiting, ...after];
    },

    async inboxCount(filter) {
      const { where, params, common } = await inboxWhere(db, filter);
      if (!common) {
        const [row] = await db.all(`SELECT COUNT(*) AS total FROM desk_inbox i ${where}`, params);
        return { total: Number(row?.total ?? 0), more: false };
      }
      const [row] = await db.all(
        `SELECT COUNT(*) AS total FROM (SELECT 1 FROM desk_inbox i ${where} LIMIT ${COUNT_LIMIT + 1}) AS found`,
        params,
      );
      const total = Number(row?.total ?? 0);
      return total > COUNT_LIMIT ? { total: COUNT_LIMIT, more: true } : { total, more: false };
    },
  };
}

/** A page of the inbox's rows (all of them without `limit`) in the order given. */
async function readRows(db: Database, filter: InboxFilter, order: string, memberId: string): Promise<InboxRecord[]> {
  const { where, params } = await inboxWhere(db, filter);
  const page = filter.limit === undefined ? '' : ` LIMIT ${Number(filter.limit)} OFFSET ${Number(filter.offset ?? 0)}`;
  const rows = await db.all(
    `SELECT i.submission_id AS id, i.form_id, i.received_at, i.organisation, i.person, i.email, i.priority,
            i.stage, m.email AS assignee, i.replied_at, i.reply_way,
            COALESCE((SELECT o.status FROM outbox o WHERE o.submission_id = i.submission_id AND o.kind = 'email' ORDER BY o.id DESC LIMIT 1), '-') AS delivery,
            (SELECT COUNT(*) FROM desk_reads r WHERE r.submission_id = i.submission_id AND r.member_id = ?) AS seen,
            CASE WHEN ${replyOnItsWay('i.submission_id')} THEN 1 ELSE 0 END AS sending
     FROM desk_inbox i
     LEFT JOIN desk_members m ON m.id = i.assignee_id
     ${where}
     ORDER BY ${order}${page}`,
    [memberId, ...params],
  );
  return rows.map((row) => ({
    id: String(row.id),
    formId: String(row.form_id),
    receivedAt: iso(row.received_at),
    organisation: text(row.organisation),
    person: text(row.person),
    email: text(row.email),
    priority: text(row.priority),
    stage: String(row.stage),
    assignee: row.assignee === null ? null : String(row.assignee),
    delivery: String(row.delivery),
    read: Number(row.seen) > 0,
    repliedAt: isoOrNull(row.replied_at),
    replyWay: text(row.reply_way),
    replySending: Number(row.sending) > 0,
  }));
}
