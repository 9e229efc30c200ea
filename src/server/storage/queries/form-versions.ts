/**
 * The form versions' statements: a version stored once (never rewritten), read back by name or
 * per form, and the leads stored before versions were kept given theirs.
 */
import { placeholders, type Database, type Row, type SqlValue } from '../database.ts';

export interface StoredFormVersion {
  /** The SHA-256 of the content: the version's name. */
  readonly id: string;
  readonly formId: string;
  /** The form's three files as canonical JSON. */
  readonly content: string;
  readonly firstServedAt: string;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

function versionFromRow(row: Row): StoredFormVersion {
  return {
    id: String(row.id),
    formId: String(row.form_id),
    content: String(row.content),
    firstServedAt: iso(row.first_served_at),
  };
}

/** Stores each version not yet stored; a stored one keeps its content and first time. */
export async function saveFormVersions(
  db: Database,
  versions: readonly Omit<StoredFormVersion, 'firstServedAt'>[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const version of versions) {
      await tx.run(
        'INSERT INTO form_versions (id, form_id, content, first_served_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
        [version.id, version.formId, version.content, at.toISOString()],
      );
    }
  });
}

export async function formVersionsById(db: Database, ids: readonly string[]): Promise<StoredFormVersion[]> {
  if (ids.length === 0) return [];
  const rows = await db.all(`SELECT * FROM form_versions WHERE id IN (${placeholders(ids.length)})`, [...ids]);
  return rows.map(versionFromRow);
}

/** A form's versions, the first served first. */
export async function formVersionsOf(db: Database, formId: string): Promise<StoredFormVersion[]> {
  const rows = await db.all('SELECT * FROM form_versions WHERE form_id = ? ORDER BY first_served_at, id', [formId]);
  return rows.map(versionFromRow);
}

/** Leads without a recorded version (stored before versions were kept): id, form and answers. */
export async function unversionedLeads(
  db: Database,
): Promise<{ readonly id: string; readonly formId: string; readonly answers: string }[]> {
  const rows = await db.all('SELECT id, form_id, answers FROM submissions WHERE form_version IS NULL');
  return rows.map((row) => ({
    id: String(row.id),
    formId: String(row.form_id),
    answers: typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers),
  }));
}

/** Records leads' versions where none is recorded yet: a recorded version is never changed. */
export async function recordLeadVersions(
  db: Database,
  versions: readonly { readonly id: string; readonly version: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, version } of versions) {
      await tx.run('UPDATE submissions SET form_version = ? WHERE id = ? AND form_version IS NULL', [version, id]);
    }
  });
}

/** An answered item: a question (answered at all) or one option of it (chosen, alone or in a list). */
export interface AnswerItem {
  readonly field: string;
  readonly value?: string | number;
}

/** How many of a form's stored leads answered each item, in the items' order (one pass over the leads). */
export async function leadsAnswering(db: Database, formId: string, items: readonly AnswerItem[]): Promise<number[]> {
  if (items.length === 0) return [];
  const { dialect } = db;
  const params: SqlValue[] = [];
  const sums = items.map((item, index) => {
    params.push(dialect.answerKey(item.field));
    if (item.value === undefined)
      return `SUM(CASE WHEN ${dialect.answerGiven('answers')} THEN 1 ELSE 0 END) AS c${index}`;
    params.push(JSON.stringify(item.value));
    return `SUM(CASE WHEN ${dialect.answerHolds('answers')} THEN 1 ELSE 0 END) AS c${index}`;
  });
  const [row] = await db.all(`SELECT ${sums.join(', ')} FROM submissions WHERE form_id = ?`, [...params, formId]);
  return items.map((_, index) => Number(row?.[`c${index}`] ?? 0));
}
