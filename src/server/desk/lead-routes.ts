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
  type LeadPriority,
  type LeadStatus,
} from '../../desk/contract.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { buildReport } from '../../questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../questionnaire/scoring.ts';
import type { InboxFilter, InboxRecord, LeadIndexEntry } from '../storage/desk-store.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { toCsv } from '../leads/csv.ts';
import { requireRole, type DeskContext, type MemberRoutes } from './plugin.ts';

/** Longest note a member may write. */
export const NOTE_MAX_LENGTH = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

class BadQuery extends Error {}

function textAnswer(answers: Record<string, unknown>, field: string | null): string | null {
  if (!field) return null;
  const value = answers[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function day(raw: unknown, name: string, next = false): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw new BadQuery(`${name} must be a date written YYYY-MM-DD.`);
  }
  const start = new Date(`${raw}T00:00:00.000Z`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** How often the inbox looks for leads stored by other processes (PostgreSQL). */
const RECHECK_MS = 2000;

/** Set by the intake when this process stores a lead (app.ts): the inbox indexes it before the next view. */
export interface StoredSignal {
  dirty: boolean;
}

export function leadRoutes(catalogue: readonly FormDefinition[], stored: StoredSignal = { dirty: true }): MemberRoutes {
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

  /** What the inbox shows and searches of a lead, read from its answers once. */
  function indexEntry(lead: { id: string; formId: string; answers: string }): LeadIndexEntry {
    const definition = forms.get(lead.formId);
    const answers = JSON.parse(lead.answers) as Record<string, unknown>;
    const payload = definition?.form.payload;
    return {
      submissionId: lead.id,
      organisation: payload ? textAnswer(answers, payload.company) : null,
      person: payload ? textAnswer(answers, payload.name) : null,
      email: payload ? textAnswer(answers, payload.email) : null,
      priority: definition ? (readinessSnapshot(definition, answers)?.priority.level ?? null) : null,
    };
  }

  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    /**
     * Indexes the leads received since the last look (all of them the first time): at once after
     * this process stored one (`leadStored`), else at most every few seconds (another process's).
     */
    let lastLook = 0;
    async function indexNewLeads(): Promise<void> {
      const now = Date.now();
      if (!stored.dirty && now - lastLook < RECHECK_MS) return;
      stored.dirty = false;
      lastLook = now;
      for (;;) {
        const leads = await desk.unindexedLeads(500);
        if (leads.length === 0) return;
        await desk.indexLeads(leads.map(indexEntry));
      }
    }

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
      const search =
        typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim().toLowerCase().slice(0, 200) : undefined;
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
      await indexNewLeads();
      const { filter } = view;
      const limit = page === undefined ? {} : { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };
      const rows = (await desk.inbox({ ...filter, ...limit }, memberId)).map(rowOf);
      return { rows, total: page === undefined ? rows.length : await desk.inboxCount(filter) };
    }

    scope.get('/desk/api/leads', async (request, reply) => {
      let view: ReturnType<typeof viewOf>;
      try {
        view = viewOf(request.query as Record<string, unknown>);
      } catch (error) {
        if (error instanceof BadQuery) return reply.code(400).send({ error: error.message });
        throw error;
      }
      const { rows, total } = await rowsOf(view, context.member(request).id, view.page);
      const answer: InboxPage = {
        rows,
        total,
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
      await indexNewLeads();
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

    scope.post('/desk/api/leads/:id/status', async (request, reply) => {
      const submission = await leadOf(request, reply);
      if (!submission) return reply;
      const status = (request.body as { status?: unknown } | null)?.status;
      if (!isLeadStatus(status)) return reply.code(400).send({ error: 'status is not a status of the desk.' });
      const before: LeadStatus = ((await desk.leadState(submission.id)).stage ?? submission.status) as LeadStatus;
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
