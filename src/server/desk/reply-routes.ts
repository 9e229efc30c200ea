/**
 * A lead's reply clock from the lead page: a member records that the lead was answered another way
 * (a call, a meeting). The note stays with the lead as one of its notes (erased with it, in its
 * access report); the audit log says only that the clock stopped and how.
 */
import { AnsweredOtherWay, LeadDetail } from '../../desk/contract/lead.ts';
import { IdParams } from '../../desk/contract/shared.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import type { LeadViews } from './lead-view.ts';

const NO_SUCH_LEAD = { error: 'No such lead (it may have been erased).' };

export function replyRoutes(views: LeadViews): MemberRoutes {
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
  };
}
