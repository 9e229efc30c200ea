/**
 * One lead on the desk: its page (report, consent record, delivery, notes and history), its print
 * view, and the changes a member makes (status, assignee, notes). Every view and change is a line
 * of the audit log, naming the lead by id only; a change answers with the lead as it now stands.
 */
import type { FastifyReply } from 'fastify';
import { AssigneeChange, LeadDetail, LeadPrint, NewNote, StatusChange } from '../../desk/contract/lead.ts';
import { IdParams } from '../../desk/contract/shared.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import type { LeadViews } from './lead-view.ts';

const NO_SUCH_LEAD = { error: 'No such lead (it may have been erased).' };

/** `firmName` heads a lead's print view. */
/** Tells a member a lead was assigned to them (the reminder sweep's notice). */
export type AssignmentNotice = (submissionId: string, assignee: string, by: string) => Promise<void>;

export function leadRoutes(views: LeadViews, firmName: string, notifyAssignee?: AssignmentNotice): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    /** The lead of this id, or null with a 404 sent. */
    async function leadOf(id: string, reply: FastifyReply): Promise<StoredSubmission | null> {
      const submission = await context.store.getSubmission(id);
      if (!submission) await reply.code(404).send(NO_SUCH_LEAD);
      return submission;
    }

    /** After a change: the lead as it now stands (no second view in its history). */
    async function current(submission: StoredSubmission, memberId: string, reply: FastifyReply) {
      return (await views.detailOf(submission, memberId)) ?? reply.code(404).send(NO_SUCH_LEAD);
    }

    const lead = { params: IdParams, response: answering(LeadDetail) };

    scope.get('/desk/api/leads/:id', { schema: lead }, async (request, reply) => {
      const submission = await leadOf(request.params.id, reply);
      if (!submission) return reply;
      const member = context.member(request);
      await desk.markRead(submission.id, member.id);
      await context.audit(member, 'view', `lead:${submission.id}`);
      return current(submission, member.id, reply);
    });

    // The print view: what a consultant saves as PDF for a proposal; audited as a print, not a view.
    scope.get(
      '/desk/api/leads/:id/print',
      { schema: { params: IdParams, response: answering(LeadPrint) } },
      async (request, reply) => {
        const submission = await leadOf(request.params.id, reply);
        if (!submission) return reply;
        const member = context.member(request);
        const detail = await views.detailOf(submission, member.id);
        if (!detail) return reply.code(404).send(NO_SUCH_LEAD);
        const preparedAt = context.now().toISOString();
        await context.audit(member, 'print', `lead:${submission.id}`);
        const page: LeadPrint = {
          firm: firmName,
          row: detail.row,
          report: detail.report,
          snapshot: detail.snapshot,
          structured: detail.structured,
          consent: detail.consent,
          preparedAt,
          preparedBy: member.email,
        };
        return page;
      },
    );

    scope.post('/desk/api/leads/:id/status', { schema: { ...lead, body: StatusChange } }, async (request, reply) => {
      const submission = await leadOf(request.params.id, reply);
      if (!submission) return reply;
      const { status } = request.body;
      const before = (await desk.leadState(submission.id))?.stage ?? submission.status;
      await desk.setStage(submission.id, status, context.now());
      await context.audit(context.member(request), 'status', `lead:${submission.id}`, `${before} -> ${status}`);
      return current(submission, context.member(request).id, reply);
    });

    scope.post(
      '/desk/api/leads/:id/assignee',
      { schema: { ...lead, body: AssigneeChange } },
      async (request, reply) => {
        const submission = await leadOf(request.params.id, reply);
        if (!submission) return reply;
        const { assignee } = request.body;
        const before = (await desk.leadState(submission.id))?.assignee ?? null;
        if (!(await desk.setAssignee(submission.id, assignee, context.now()))) {
          return reply.code(400).send({ error: 'assignee is not a member of the desk.' });
        }
        const member = context.member(request);
        await context.audit(member, 'assign', `lead:${submission.id}`, assignee ?? 'nobody');
        const after = (await desk.leadState(submission.id))?.assignee ?? null;
        if (after !== null && after !== before) await notifyAssignee?.(submission.id, after, member.email);
        return current(submission, context.member(request).id, reply);
      },
    );

    scope.post('/desk/api/leads/:id/notes', { schema: { ...lead, body: NewNote } }, async (request, reply) => {
      const submission = await leadOf(request.params.id, reply);
      if (!submission) return reply;
      const member = context.member(request);
      await desk.addNote(submission.id, member.email, request.body.body.trim(), context.now());
      // The note's text stays with the lead (and goes with it at an erasure); the log only says one was written.
      await context.audit(member, 'note', `lead:${submission.id}`);
      return current(submission, member.id, reply);
    });
  };
}
