/**
 * The desk's inbox and lead pages on the server: the leads newest first with filters and search,
 * one lead with its report (the one report generator), consent record, delivery, notes and
 * history, and the changes a consultant makes (status, assignee, notes). Every view and change is
 * a line of the audit log, naming the lead by id only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INBOX_PAGE_SIZE,
  isLeadStatus,
  LEAD_PRIORITIES,
  type InboxPage,
  type InboxRow,
  type LeadDetail,
  type LeadPrint,
  type LeadPriority,
} from '../../desk/contract.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { buildReport } from '../../questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../questionnaire/scoring.ts';
import type { DeskStore, InboxFilter, InboxRecord } from '../storage/desk-store.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { toCsv } from '../leads/csv.ts';
import { leadListing } from '../submissions/listing.ts';
import { requireRole, type DeskContext, type MemberRoutes } from './plugin.ts';

/** Longest note a member may write. */
export const NOTE_MAX_LENGTH = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

class BadQuery extends Error {}

function day(raw: unknown, name: string, next = false): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw new BadQuery(`${name} must be a date written YYYY-MM-DD.`);
  }
  const start = new Date(`${raw}T00:00:00.000Z`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** Leads listed per statement batch and transaction. */
const LIST_BATCH = 500;
/** Listing this many leads at a start leaves enough behind to tidy the table at once. */
const TIDY_AFTER = 1000;

/**
 * Lists the leads stored without a listing (before the inbox table existed, or by a process that
 * gave none), a batch at a time; resolves to how many. Cheap when there are none: a partial index.
 */
export async function listUnlisted(desk: DeskStore, catalogue: readonly FormDefinition[]): Promise<number> {
  const forms = new Map(catalogue.map((definition) => [definition.id, definition]));
  // Answers an older form took that the current one scores differently must not stop a start:
  // such a lead is listed with what could be read (nothing, at worst) and stays in the inbox.
  const listingOf = (lead: { formId: string; answers: string }) => {
    try {
      return leadListing(forms.get(lead.formId), JSON.parse(lead.answers) as Record<string, unknown>);
    } catch {
      return leadListing(undefined, {});
    }
  };
  let listed = 0;
  for (;;) {
    const leads = await desk.unlistedLeads(LIST_BATCH);
    if (leads.length === 0) return listed;
    await desk.listLeads(
      leads.map((lead) => ({ submissionId: lead.id, listing: listingOf(lead) })),
      new Date(),
    );
    listed += leads.length;
  }
}

/** `firmName` heads a lead's print view. */
export function leadRoutes(catalogue: readonly FormDefinition[], firmName: string): MemberRoutes {
  const forms = new Map(catalogue.map((definition) => [definition.id, definition]));

  function rowOf(record: InboxRecord): InboxRow {
    const priority = record.priority;
    return {
      id: record.id,
      formId: record.formId,
      formTitle: forms.get(record.formId)?.form.title ?? record.formId,
      receivedAt: record.receivedAt,
      organisation: record.organisation,
      person: record.person,
      email: record.email,
      priority: priority === 'high' || priority === 'medium' || priority === 'low' ? priority : null,
      status: isLeadStatus(record.stage) ? record.stage : 'new',
      assignee: record.assignee,
      delivery: record.delivery,
      unread: !record.read,
    };
  }

  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    // A store from before the inbox table is listed once as the server starts, not at a first view.
    scope.addHook('onReady', async () => {
      const listed = await listUnlisted(desk, catalogue);
      if (listed === 0) return;
      if (listed >= TIDY_AFTER) await desk.tidyInbox();
      scope.log.info({ leads: listed }, 'desk: leads listed for the inbox');
    });

    /** The inbox's view from the query string; a BadQuery for a value the desk does not know. */
    function viewOf(query: Record<string, unknown>) {
      const page = query.page === undefined ? 1 : Number(query.page);
      if (!Number.isSafeInteger(page) || page < 1) throw new BadQuery('page must be a whole number from 1.');
      const status = query.status === undefined || query.status === '' ? undefined : query.status;
      if (status !== undefined && !isLeadStatus(status)) throw new BadQuery('status is not a status of the desk.');
      const form = typeof query.form === 'string' && query.form !== '' ? query.form : undefined;
      if (form !== undefined && !forms.has(form)) throw new BadQuery('form is not a form of the catalogue.');
      let priority: LeadPriority | undefined;
      if (query.priority !== undefined && query.priority !== '') {
        if (!LEAD_PRIORITIES.includes(query.priority as LeadPriority)) {
          throw new BadQuery('priority is high, medium or low.');
        }
        priority = query.priority as LeadPriority;
      }
      const search = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.slice(0, 200) : undefined;
      const filter: InboxFilter = {
        form,
        stage: status,
        from: day(query.from, 'from'),
        to: day(query.to, 'to', true),
        priority,
        search,
      };
      return { page, filter };
    }

    /** The view's rows: one page, or all of them (`page` undefined), and how many there are. */
    async function rowsOf(view: ReturnType<typeof viewOf>, memberId: string, page: number | undefined) {
      await listUnlisted(desk, catalogue);
      const { filter } = view;
      const limit = page === undefined ? {} : { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };
      const rows = (await desk.inbox({ ...filter, ...limit }, memberId)).map(rowOf);
      return { rows, count: page === undefined ? { total: rows.length, more: false } : await desk.inboxCount(filter) };
    }

    scope.get('/desk/api/leads', async (request, reply) => {
      let view: ReturnType<typeof viewOf>;
      try {
        view = viewOf(request.query as Record<string, unknown>);
      } catch (error) {
        if (error instanceof BadQuery) return reply.code(400).send({ error: error.message });
        throw error;
      }
      const { rows, count } = await rowsOf(view, context.member(request).id, view.page);
      const answer: InboxPage = {
        rows,
        total: count.total,
        more: count.more,
        page: view.page,
        pageSize: INBOX_PAGE_SIZE,
        forms: catalogue.map((definition) => ({ id: definition.id, title: definition.form.title })),
      };
      return answer;
    });

    // The inbox's current view as CSV (the same formula-safe writer as `leads export`): owners only, logged.
    scope.get('/desk/api/leads.csv', { preHandler: requireRole('owner') }, async (request, reply) => {
      let view: ReturnType<typeof viewOf>;
      try {
        view = viewOf(request.query as Record<string, unknown>);
      } catch (error) {
        if (error instanceof BadQuery) return reply.code(400).send({ error: error.message });
        throw error;
      }
      const { rows } = await rowsOf(view, context.member(request).id, undefined);
      const query = new URLSearchParams(request.query as Record<string, string>);
      query.delete('page');
      // The searched text may be a name: the log says a search was made, not what it was.
      if (query.has('q')) query.set('q', '…');
      await context.audit(context.member(request), 'export', null, `${rows.length} leads ${query.toString() || 'all'}`);
      const csv = toCsv(
        ['id', 'received_at', 'form', 'organisation', 'person', 'email', 'priority', 'status', 'assignee', 'delivery'],
        rows.map((row) => [
          row.id,
          row.receivedAt,
          row.formId,
          row.organisation ?? '',
          row.person ?? '',
          row.email ?? '',
          row.priority ?? '',
          row.status,
          row.assignee ?? '',
          row.delivery,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(csv);
    });

    /** The lead of the request's :id, or a 404 sent. */
    async function leadOf(request: FastifyRequest, reply: FastifyReply) {
      const { id } = request.params as { id: string };
      const submission = await context.store.getSubmission(id);
      if (!submission) {
        await reply.code(404).send({ error: 'No such lead (it may have been erased).' });
        return null;
      }
      return submission;
    }

    /** The lead as its page shows it, to this member. */
    async function detailOf(submission: StoredSubmission, memberId: string): Promise<LeadDetail | null> {
      await listUnlisted(desk, catalogue);
      const [record] = await desk.inbox({ id: submission.id }, memberId);
      if (!record) return null;
      const definition = forms.get(submission.formId);
      const answers = JSON.parse(submission.answers) as Record<string, unknown>;
      const snapshot = definition ? readinessSnapshot(definition, answers) : null;
      const history = await desk.auditSince(new Date(0), `lead:${submission.id}`);
      return {
        row: rowOf(record),
        report: definition ? buildReport(definition, answers, new Date(submission.receivedAt)) : submission.report,
        snapshot: snapshot ? snapshotText(snapshot) : null,
        consent: { at: submission.consentAt, text: submission.consentText, noticeVersion: submission.noticeVersion },
        jobs: (await context.store.jobsOf(submission.id)).map((job) => ({
          kind: job.kind,
          status: job.status,
          attempts: job.attempts,
          sentAt: job.sentAt,
          lastError: job.lastError,
        })),
        notes: await desk.notes(submission.id),
        history: history.map((entry) => ({
          at: entry.at,
          actor: entry.actor,
          action: entry.action,
          detail: entry.detail,
        })),
        members: (await desk.members()).map((each) => each.email),
      };
    }

    /** After a change: the lead as it now stands (no second view in its history). */
    async function changed(request: FastifyRequest, reply: FastifyReply, submission: StoredSubmission) {
      const detail = await detailOf(submission, context.member(request).id);
      return detail ?? reply.code(404).send({ error: 'No such lead (it may have been erased).' });
    }

    scope.get('/desk/api/leads/:id', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const member = context.member(request);
      await desk.markRead(submission.id, member.id);
      await context.audit(member, 'view', `lead:${submission.id}`);
      return changed(request, reply, submission);
    });

    // The print view: what a consultant saves as PDF for a proposal; audited as a print, not a view.
    scope.get('/desk/api/leads/:id/print', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const member = context.member(request);
      const detail = await detailOf(submission, member.id);
      if (!detail) return reply.code(404).send({ error: 'No such lead (it may have been erased).' });
      const preparedAt = context.now().toISOString();
      await context.audit(member, 'print', `lead:${submission.id}`);
      const page: LeadPrint = {
        firm: firmName,
        row: detail.row,
        report: detail.report,
        snapshot: detail.snapshot,
        consent: detail.consent,
        preparedAt,
        preparedBy: member.email,
      };
      return page;
    });

    scope.post('/desk/api/leads/:id/status', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const status = (request.body as { status?: unknown } | null)?.status;
      if (!isLeadStatus(status)) return reply.code(400).send({ error: 'status is not a status of the desk.' });
      const before = (await desk.leadState(submission.id))?.stage ?? submission.status;
      await desk.setStage(submission.id, status, context.now());
      await context.audit(context.member(request), 'status', `lead:${submission.id}`, `${before} -> ${status}`);
      return changed(request, reply, submission);
    });

    scope.post('/desk/api/leads/:id/assignee', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const assignee = (request.body as { assignee?: unknown } | null)?.assignee;
      if (assignee !== null && typeof assignee !== 'string') {
        return reply.code(400).send({ error: 'assignee is a member’s email, or null.' });
      }
      if (!(await desk.setAssignee(submission.id, assignee, context.now()))) {
        return reply.code(400).send({ error: 'assignee is not a member of the desk.' });
      }
      await context.audit(context.member(request), 'assign', `lead:${submission.id}`, assignee ?? 'nobody');
      return changed(request, reply, submission);
    });

    scope.post('/desk/api/leads/:id/notes', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const body = (request.body as { body?: unknown } | null)?.body;
      if (typeof body !== 'string' || body.trim() === '' || body.length > NOTE_MAX_LENGTH) {
        return reply.code(400).send({ error: `A note is some text of at most ${NOTE_MAX_LENGTH} characters.` });
      }
      const member = context.member(request);
      await desk.addNote(submission.id, member.email, body.trim(), context.now());
      // The note's text stays with the lead (and goes with it at an erasure); the log only says one was written.
      await context.audit(member, 'note', `lead:${submission.id}`);
      return changed(request, reply, submission);
    });
  };
}
