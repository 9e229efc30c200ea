/** The form funnel's counts: page views that reached each step, per form and day. */
import type { Database } from '../database.ts';
import type { FormEventCount } from '../store.ts';

export async function addFormEvents(db: Database, counts: readonly FormEventCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { day, formId, step, reached } of counts) {
      await tx.run(
        `INSERT INTO form_events (day, form_id, step, reached) VALUES (?, ?, ?, ?)
         ON CONFLICT (form_id, day, step) DO UPDATE SET reached = form_events.reached + excluded.reached`,
        [day, formId, step, reached],
      );
    }
  });
}

export async function formEventTotals(db: Database, formId: string, sinceDay: string): Promise<Map<string, number>> {
  const rows = await db.all(
    'SELECT step, SUM(reached) AS reached FROM form_events WHERE form_id = ? AND day >= ? GROUP BY step',
    [formId, sinceDay],
  );
  return new Map(rows.map((row) => [String(row.step), Number(row.reached)]));
}
