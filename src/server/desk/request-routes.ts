/**
 * Data subjects' requests, the firm's accountability record: a request (access, erasure,
 * correction) recorded with the requester's address, the day it was received and the due date
 * that implies (the period the firm's privacy notice publishes, with the law's limit beside it:
 * due-dates.ts); the access report from here (the same report as `leads access`); an erasure only by an
 * owner who types the address again (the same erasure as `leads erase`), which closes it; any other
 * request closed by an owner with what was done and when (consultants record requests and prepare
 * access reports; an owner releases them). Every step is a line of the audit log.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { answerPeriodText, type AnswerPeriod } from '../../content/privacy/answer-period.ts';
import {
  AccessReportData,
  CloseRequest,
  RequestNoteBody,
  EraseRequest,
  NewRequest,
  PrivacyRequest,
  PrivacyRequests,
} from '../../desk/contract/requests.ts';
import { IdParams } from '../../desk/contract/shared.ts';
import type { FormVersions } from '../submissions/index.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { normaliseEmail } from '../common/email.ts';
import { accessReport, eraseByEmail } from '../leads/index.ts';
import { answering, requireRole, type DeskContext, type MemberRoutes } from './context.ts';
import { dueDate, legalDueDate } from './due-dates.ts';
import type { RequestNote, PrivacyRequest as StoredRequest } from './storage/index.ts';

const NO_OPEN_REQUEST = { error: 'No open request with that id.' };

/** A stored request with the law's latest day beside its due date, and its notes. */
const withLegalDue = (request: StoredRequest, notes: ReadonlyMap<string, RequestNote[]>) => ({
  ...request,
  legalDueOn: legalDueDate(request.law, request.receivedOn),
  notes: notes.get(request.id) ?? [],
});

export function requestRoutes(dataDir: string, versions: FormVersions, answerPeriod: AnswerPeriod): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    /** The request as it now stands, or a 404 when it is gone. */
    async function saved(id: string, reply: FastifyReply) {
      const request = await desk.request(id);
      return request
        ? withLegalDue(request, await desk.requestNotes())
        : reply.code(404).send({ error: 'No such request.' });
    }

    scope.get('/desk/api/requests', { schema: { response: answering(PrivacyRequests) } }, async () => ({
      answerPeriod: answerPeriodText(answerPeriod),
      requests: await Promise.all([desk.requests(), desk.requestNotes()]).then(([requests, notes]) =>
        requests.map((request) => withLegalDue(request, notes)),
      ),
    }));

    // Any member notes what was asked or is being done; only an owner closes (or erases). The text is not audited.
    scope.post(
      '/desk/api/requests/:id/notes',
      { schema: { params: IdParams, body: RequestNoteBody, response: answering(PrivacyRequest) } },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await desk.request(id))) return reply.code(404).send({ error: 'No such request.' });
        const member = context.member(request);
        const at = context.now().toISOString();
        await desk.addRequestNote(id, { at, author: member.email, text: request.body.text.trim() });
        await context.audit(member, 'request note', `request:${id}`);
        return saved(id, reply);
      },
    );

    scope.post(
      '/desk/api/requests',
      { schema: { body: NewRequest, response: answering(PrivacyRequest) } },
      async (request, reply) => {
        const { kind, law, receivedOn } = request.body;
        const email = normaliseEmail(request.body.email);
        if (!isEmailAddress(email)) return reply.code(400).send({ error: 'email must be an email address.' });
        const member = context.member(request);
        const id = randomUUID();
        await desk.createRequest({
          id,
          kind,
          law,
          email,
          receivedOn,
          dueOn: dueDate(answerPeriod, law, receivedOn),
          recordedBy: member.email,
        });
        await context.audit(member, 'request', `request:${id}`, `${kind} (${law})`);
        return saved(id, reply);
      },
    );

    scope.get(
      '/desk/api/requests/:id/access',
      { schema: { params: IdParams, response: answering(AccessReportData) } },
      async (request, reply) => {
        const { id } = request.params;
        const found = await desk.request(id);
        if (!found) return reply.code(404).send({ error: 'No such request.' });
        const report = await accessReport(context.store, dataDir, versions, found.email, context.now());
        await context.audit(
          context.member(request),
          'access report',
          `request:${id}`,
          `${report.submissions.length} leads`,
        );
        return report;
      },
    );

    scope.post(
      '/desk/api/requests/:id/erase',
      {
        schema: { params: IdParams, body: EraseRequest, response: answering(PrivacyRequest) },
        onRequest: requireRole('owner'),
      },
      async (request, reply) => {
        const { id } = request.params;
        const found = await desk.request(id);
        if (!found || found.closedAt) return reply.code(404).send(NO_OPEN_REQUEST);
        if (found.kind !== 'erasure') return reply.code(409).send({ error: 'Only an erasure request is erased.' });
        if (normaliseEmail(request.body.confirm) !== found.email) {
          return reply.code(400).send({ error: 'Type the requester’s address again to erase what is held about it.' });
        }
        const count = await eraseByEmail(context.store, dataDir, versions, found.email);
        const outcome = `Erased ${count} lead${count === 1 ? '' : 's'} with their delivery jobs and email copies.`;
        await desk.closeRequest(id, outcome, context.now());
        await context.audit(context.member(request), 'erase', `request:${id}`, `${count} leads`);
        return saved(id, reply);
      },
    );

    scope.post(
      '/desk/api/requests/:id/close',
      // Closing says the firm answered: an owner's duty. An erasure is closed by the erasure alone.
      {
        schema: { params: IdParams, body: CloseRequest, response: answering(PrivacyRequest) },
        onRequest: requireRole('owner'),
      },
      async (request, reply) => {
        const { id } = request.params;
        const found = await desk.request(id);
        if (found?.kind === 'erasure' && !found.closedAt) {
          return reply.code(409).send({ error: 'An erasure request is closed by erasing what is held.' });
        }
        if (!(await desk.closeRequest(id, request.body.outcome.trim(), context.now()))) {
          return reply.code(404).send(NO_OPEN_REQUEST);
        }
        await context.audit(context.member(request), 'close', `request:${id}`);
        return saved(id, reply);
      },
    );
  };
}
