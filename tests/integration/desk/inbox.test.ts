/**
 * The desk's inbox table through the one store, on SQLite and (with DATABASE_URL) PostgreSQL:
 * every lead has its row whoever stored it; the intake lists it in the same transaction and the
 * desk lists the others once; the search finds leads by the beginnings of their words; a search
 * by a word most leads have is counted only so far; migration 9 keeps the desk's work on each lead.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { listUnlisted } from '../../../src/server/desk/listing.ts';
import type { Database } from '../../../src/server/storage/database.ts';
import { COUNT_LIMIT, DRIVING_WORD } from '../../../src/server/desk/storage/index.ts';
import { storeSubmission, submissionRecord } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';

const catalogue = loadCatalogue();
const contact = formById(catalogue, 'contact');
const READER = 'member-reading';

/** The store's own SQL layer: to write a database as an older release left it, or thousands of leads at once. */
const sqlOf = (opened: OpenedStore) => (opened.store as unknown as { db: Database }).db;

describe.each(storeFactories)('the desk’s inbox on $name', (factory) => {
  let opened: OpenedStore;
  afterEach(async () => opened.dispose());

  describe('a migrated store', () => {
    beforeEach(async () => {
      opened = await factory.open();
    });

    const ids = async (search: string) =>
      (await opened.store.desk.inbox({ search }, READER)).map((row) => row.person ?? row.id);

    it('lists a lead the intake stores at once, and one stored without its listing when the desk looks', async () => {
      const { store } = opened;
      const listed = submissionRecord({ formId: 'contact' });
      await store.insertSubmission(listed, ['email'], {
        organisation: null,
        person: 'Ana García',
        email: 'ana@example.org',
        priority: null,
      });
      const unlisted = await storeSubmission(store, {
        answers: JSON.stringify({
          [contact.form.payload.name]: 'Ben Okafor',
          [contact.form.payload.email]: 'ben@contoso.example',
          message: 'Hello',
        }),
      });
      // Every lead has its row (written by the database with the lead), listed or not yet.
      expect((await store.desk.inbox({}, READER)).map((row) => row.id).sort()).toEqual([listed.id, unlisted.id].sort());
      expect(await store.desk.unlistedLeads(10)).toEqual([expect.objectContaining({ id: unlisted.id })]);
      expect(await ids('ben')).toEqual([]);

      expect(await listUnlisted(store.desk, catalogue)).toBe(1);
      expect(await store.desk.unlistedLeads(10)).toEqual([]);
      expect(await ids('ben')).toEqual(['Ben Okafor']);
      expect(await ids('ana')).toEqual(['Ana García']);
      expect(await listUnlisted(store.desk, catalogue)).toBe(0);
    });

    it('lists a lead whose answers cannot be read under nothing, rather than stopping', async () => {
      const { store } = opened;
      const db = sqlOf(opened);
      await db.run(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status)
         VALUES ('odd', 'iso27001', '2026-10-01T10:00:00.000Z', ${db.dialect.json('?')}, 'r', 'new')`,
        ['null'],
      );
      expect(await listUnlisted(store.desk, catalogue)).toBe(1);
      expect(await store.desk.inbox({}, READER)).toEqual([
        expect.objectContaining({ id: 'odd', organisation: null, person: null, email: null, priority: null }),
      ]);
    });

    it('finds leads by the beginnings of their words, every word typed, accents and case aside', async () => {
      const { store } = opened;
      const lead = async (organisation: string, person: string, email: string) =>
        store.insertSubmission(submissionRecord(), ['email'], { organisation, person, email, priority: null });
      await lead('Müller & Söhne GmbH', 'Ana García', 'ana.garcia@muller.example');
      await lead('Northwind Traders', 'Ben Okafor', 'ben@northwind.example');
      await lead('Contoso Ltd', 'Ana Lima', 'ana.lima@contoso.example');

      expect(await ids('muller')).toEqual(['Ana García']);
      expect(await ids('SÖHNE')).toEqual(['Ana García']);
      expect(await ids('garc')).toEqual(['Ana García']);
      expect((await ids('ana')).sort()).toEqual(['Ana García', 'Ana Lima']);
      expect(await ids('ana contoso')).toEqual(['Ana Lima']);
      expect(await ids('ben@northwind.example')).toEqual(['Ben Okafor']);
      // A word's middle is no beginning; two words must both be found; punctuation alone finds nothing.
      expect(await ids('wind')).toEqual([]);
      expect(await ids('ana northwind')).toEqual([]);
      expect(await ids('@ & !')).toEqual([]);
      expect(await store.desk.inboxCount({ search: 'ana' })).toEqual({ total: 2, more: false });
    });

    it('counts a search by a word every lead has only so far, and still pages it newest first', async () => {
      const { store } = opened;
      const db = sqlOf(opened);
      const leads = Array.from({ length: DRIVING_WORD }, (_, index) =>
        submissionRecord({ receivedAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }),
      );
      await db.transaction(async (tx) => {
        for (const lead of leads) {
          await tx.run(
            `INSERT INTO submissions (id, form_id, received_at, answers, report, status)
             VALUES (?, ?, ?, ${db.dialect.json('?')}, ?, ?)`,
            [lead.id, lead.formId, lead.receivedAt, lead.answers, lead.report, lead.status],
          );
        }
      });
      await store.desk.listLeads(
        leads.map((lead, index) => ({
          submissionId: lead.id,
          listing: { organisation: null, person: `Person ${index}`, email: null, priority: null },
        })),
        new Date(),
      );

      expect(await store.desk.inboxCount({ search: 'person' })).toEqual({ total: COUNT_LIMIT, more: true });
      const page = await store.desk.inbox({ search: 'person', limit: 3 }, READER);
      expect(page.map((row) => row.person)).toEqual(['Person 4999', 'Person 4998', 'Person 4997']);
      // A rarer word among them leads the search, and its count is exact.
      expect(await store.desk.inboxCount({ search: 'person 4321' })).toEqual({ total: 1, more: false });
      expect(await store.desk.inboxCount({ search: 'person 43' })).toEqual({ total: 111, more: false });
    });
  });

  it('keeps each lead’s status and assignee through migration 9, and lists every lead again', async () => {
    opened = await factory.open({ migrated: false });
    const { store } = opened;
    await store.migrate(8);
    const db = sqlOf(opened);
    const member = randomUUID();
    const at = '2026-10-01T09:00:00.000Z';
    await db.run('INSERT INTO desk_members (id, email, role, created_at) VALUES (?, ?, ?, ?)', [
      member,
      'ana@firm.example',
      'consultant',
      at,
    ]);
    const answers = (name: string) =>
      JSON.stringify({
        [contact.form.payload.name]: name,
        [contact.form.payload.email]: 'x@example.org',
        message: 'Hi',
      });
    const leads = [
      { id: 'moved', status: 'new', name: 'Moved Lead' },
      { id: 'restored', status: 'spam', name: 'Restored Lead' },
      { id: 'untouched', status: 'new', name: 'Untouched Lead' },
      { id: 'junk', status: 'spam', name: 'Junk Lead' },
    ];
    for (const [index, lead] of leads.entries()) {
      await db.run(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status)
         VALUES (?, 'contact', ?, ${db.dialect.json('?')}, 'r', ?)`,
        [lead.id, `2026-10-0${index + 1}T10:00:00.000Z`, answers(lead.name), lead.status],
      );
    }
    await db.run('INSERT INTO desk_leads (submission_id, stage, assignee_id, updated_at) VALUES (?, ?, ?, ?)', [
      'moved',
      'proposal sent',
      member,
      at,
    ]);
    await db.run('INSERT INTO desk_leads (submission_id, stage, updated_at) VALUES (?, ?, ?)', ['restored', 'new', at]);
    await db.run(
      "INSERT INTO desk_lead_index (submission_id, organisation, person, email, search, priority) VALUES ('untouched', NULL, 'Untouched Lead', NULL, 'untouched lead', NULL)",
    );

    await store.migrate();
    const { desk } = store;
    expect(await desk.leadState('moved')).toEqual({ stage: 'proposal sent', assignee: 'ana@firm.example' });
    expect(await desk.leadState('restored')).toEqual({ stage: 'new', assignee: null });
    expect(await desk.leadState('untouched')).toEqual({ stage: 'new', assignee: null });
    expect(await desk.leadState('junk')).toEqual({ stage: 'spam', assignee: null });
    expect((await desk.inbox({}, READER)).map((row) => row.id)).toEqual(['untouched', 'restored', 'moved']);
    expect((await desk.inbox({ spam: true }, READER)).map((row) => row.id)).toEqual(['junk']);

    expect(await listUnlisted(desk, catalogue)).toBe(leads.length);
    expect((await desk.inbox({ search: 'lead' }, READER)).map((row) => row.person)).toEqual([
      'Untouched Lead',
      'Restored Lead',
      'Moved Lead',
    ]);
    // A lead stored after the migration gets its row from the database, whoever stores it.
    const later = await storeSubmission(store);
    expect(await desk.leadState(later.id)).toEqual({ stage: 'new', assignee: null });
  });
});
