import type { Migration } from './migration.ts';

export const deskInbox: Migration = {
  version: 9,
  description:
    "the desk's inbox in one narrow table, written with each lead: what it is listed under, its status and assignee",
  sqlite: inboxTables({ timestamp: 'TEXT', term: 'TEXT', compact: ' WITHOUT ROWID' }, [
    `CREATE TRIGGER desk_inbox_on_submission AFTER INSERT ON submissions
       BEGIN
         INSERT INTO desk_inbox (submission_id, form_id, received_at, stage)
         VALUES (NEW.id, NEW.form_id, NEW.received_at, NEW.status);
       END`,
  ]),
  // Terms compare byte by byte ("C"), as SQLite's do, so a prefix is one range of the index.
  postgres: inboxTables({ timestamp: 'TIMESTAMPTZ', term: 'TEXT COLLATE "C"', compact: '' }, [
    `CREATE OR REPLACE FUNCTION desk_inbox_on_submission() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO desk_inbox (submission_id, form_id, received_at, stage)
         VALUES (NEW.id, NEW.form_id, NEW.received_at, NEW.status);
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER desk_inbox_on_submission AFTER INSERT ON submissions
       FOR EACH ROW EXECUTE FUNCTION desk_inbox_on_submission()`,
  ]),
};

/**
 * One row per lead, holding all the inbox orders, filters and counts by: a page or a count reads
 * this narrow table and its indexes, never the answers. A trigger writes the row with the lead,
 * whichever process or command stores it. What a lead is listed under (organisation, person,
 * email, priority) is read from its answers once, by the intake in the same transaction or later by
 * the desk; `listed_at` is NULL until then (found through the partial index). The search looks up
 * the words of those three in desk_inbox_terms, one row a word, by prefix: an index range per word
 * typed. The workflow status and assignee move here from desk_leads; the old search index goes
 * (every lead is listed again, with its words, at the first start).
 */
function inboxTables(
  types: { readonly timestamp: string; readonly term: string; readonly compact: string },
  trigger: readonly string[],
): string[] {
  return [
    `CREATE TABLE desk_inbox (
      submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      form_id TEXT NOT NULL,
      received_at ${types.timestamp} NOT NULL,
      stage TEXT NOT NULL,
      assignee_id TEXT REFERENCES desk_members (id) ON DELETE SET NULL,
      organisation TEXT,
      person TEXT,
      email TEXT,
      priority TEXT,
      listed_at ${types.timestamp},
      updated_at ${types.timestamp}
    )`,
    `CREATE TABLE desk_inbox_terms (
      term ${types.term} NOT NULL,
      submission_id TEXT NOT NULL REFERENCES desk_inbox (submission_id) ON DELETE CASCADE,
      PRIMARY KEY (term, submission_id)
    )${types.compact}`,
    // A lead's own words: what an erasure removes, and the probe of a search word most leads have.
    'CREATE INDEX desk_inbox_terms_lead ON desk_inbox_terms (submission_id, term)',
    `INSERT INTO desk_inbox (submission_id, form_id, received_at, stage, assignee_id, updated_at)
     SELECT s.id, s.form_id, s.received_at, COALESCE(l.stage, CASE WHEN s.status = 'spam' THEN 'spam' ELSE 'new' END),
            l.assignee_id, l.updated_at
     FROM submissions s LEFT JOIN desk_leads l ON l.submission_id = s.id`,
    'DROP TABLE desk_lead_index',
    'DROP TABLE desk_leads',
    'DROP INDEX submissions_newest',
    'DROP INDEX submissions_form_newest',
    // Newest first (id breaking ties), whole, per status, per form and per priority: a page stops after its rows.
    'CREATE INDEX desk_inbox_newest ON desk_inbox (received_at, submission_id)',
    'CREATE INDEX desk_inbox_stage ON desk_inbox (stage, received_at, submission_id)',
    'CREATE INDEX desk_inbox_form ON desk_inbox (form_id, received_at, submission_id)',
    'CREATE INDEX desk_inbox_priority ON desk_inbox (priority, received_at, submission_id)',
    'CREATE INDEX desk_inbox_assignee ON desk_inbox (assignee_id)',
    'CREATE INDEX desk_inbox_unlisted ON desk_inbox (submission_id) WHERE listed_at IS NULL',
    ...trigger,
  ];
}
