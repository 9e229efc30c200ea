/**
 * A lead's reply from the lead page: a reply written in the desk's composer, stored and delivered
 * by the outbox (the first one sent stops the clock, at its sending: a reply that is never delivered
 * leaves the lead waiting), or the record that the lead was answered another way (a call, a
 * meeting), which stops the clock at once and whose note stays with the lead as one of its notes.
 * Both stay with the lead (erased with it, in its access report); the audit log says only who
 * replied or recorded the answer, when and how, never what the reply said.
 */
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { AnsweredOtherWay, LeadDetail } from '../../desk/contract/lead.ts';
import { NewReply } from '../../desk/contract/reply.ts';
import { IdParams } from '../../desk/contract/shared.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import type { LeadViews } from './lead-view.ts';

const NO_SUCH_LEAD = { error: 'No such lead (it may have been erased).' };

/** `kickOutbox` wakes the outbox worker, so a reply goes at once. */
export function replyRoutes(views: LeadViews, kickOutbox: () => void): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    scope.post(
      '/desk/api/leads/:id/answered',
      { schema: { params: IdParams, body: AnsweredOtherWay, response: answering(LeadDetail) } },
      async (request, reply) => {
        const submission = await context.store.getSubmission(request.params.id);
        if (!submission) return reply.code(404).send(NO_SUCH_LEAD);
        const member = context.member(request);
        const now = context.now();
        if (!(await desk.stopReplyClock(submission.id, 'other', member.email, now))) {
          return reply.code(409).send({ error: 'This lead has already been answered, or is spam.' });
        }
        await desk.addNote(submission.id, member.email, `Answered another way: ${request.body.note.trim()}`, now);
        await context.audit(member, 'answered', `lead:${submission.id}`, 'another way');
        return (await views.detailOf(submission, member.id)) ?? reply.code(404).send(NO_SUCH_LEAD);
      },
    );

    scope.post(
      '/desk/api/leads/:id/replies',
      { schema: { params: IdParams, body: NewReply, response: answering(LeadDetail) } },
      async (request, reply) => {
        const submission = await context.store.getSubmission(request.params.id);
        if (!submission) return reply.code(404).send(NO_SUCH_LEAD);
        const member = context.member(request);
        const [record] = await desk.inbox({ id: submission.id }, member.id);
        if (!record) return reply.code(404).send(NO_SUCH_LEAD);
        if (record.stage === 'spam') return reply.code(409).send({ error: 'A lead marked as spam gets no reply.' });
        if (!isEmailAddress(record.email)) {
          return reply
            .code(409)
            .send({ error: 'This lead gave no email address: record that it was answered another way.' });
        }
        const { subject, body } = request.body;
        await desk.addReply(
          { submissionId: submission.id, member: member.email, recipient: record.email, subject: subject.trim(), body },
          context.now(),
        );
        // Who and when, never the text; the clock stops when the outbox has sent it.
        await context.audit(member, 'replied', `lead:${submission.id}`, 'from the desk, queued for sending');
        kickOutbox();
        return (await views.detailOf(submission, member.id)) ?? reply.code(404).send(NO_SUCH_LEAD);
      },
    );
  };
}
