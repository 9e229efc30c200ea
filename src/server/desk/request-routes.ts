/**
 * Data subjects' requests, the firm's accountability record: a request (access, erasure,
 * correction) recorded with the requester's address, the day it was received and the legal due
 * date that implies (GDPR Art. 12(3): one month; DPDP Rules: the period the firm publishes, at most
 * 90 days); the access report from here (the same report as `leads access`); an erasure only by an
 * owner who types the address again (the same erasure as `leads erase`); each closed with what was
 * done and when. Every step is a line of the audit log.
 */
import { randomUUID } from 'node:crypto';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { accessReport } from '../leads/access.ts';
import { eraseByEmail } from '../leads/erase.ts';
import { normaliseEmail, type RequestKind, type RequestLaw } from '../storage/desk-store.ts';
import { requireRole, type DeskContext, type MemberRoutes } from './plugin.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The DPDP Rules' longest answering period (a firm may publish a shorter one). */
export const DPDP_DAYS = 90;

/** The legal due date of a request received on `receivedOn` (YYYY-MM-DD, UTC). */
export function dueDate(law: RequestLaw, receivedOn: string): string {
  const [year = 0, month = 1, day = 1] = receivedOn.split('-').map(Number);
  if (law === 'dpdp') return new Date(Date.UTC(year, month - 1, day + DPDP_DAYS)).toISOString().slice(0, 10);
  // One calendar month: the same day of the next month, or its last day when it has none (31 Jan -> 28/29 Feb).
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastOfNext))).toISOString().slice(0, 10);
}

export function requestRoutes(dataDir: string, catalogue: readonly FormDefinition[]): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    scope.get('/desk/api/requests', async () => ({ requests: await desk.requests() }));

    scope.post('/desk/api/requests', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const kind = body.kind as RequestKind;
      const law = body.law as RequestLaw;
      const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
      const receivedOn = typeof body.receivedOn === 'string' ? body.receivedOn : '';
      if (!['access', 'erasure', 'correction'].includes(kind)) {
        return reply.code(400).send({ error: 'kind is access, erasure or correction.' });
      }
      if (!['gdpr', 'dpdp'].includes(law)) return reply.code(400).send({ error: 'law is gdpr or dpdp.' });
      if (!isEmailAddress(email)) return reply.code(400).send({ error: 'email must be an email address.' });
      if (!DAY.test(receivedOn) || Number.isNaN(Date.parse(`${receivedOn}T00:00:00Z`))) {
        return reply.code(400).send({ error: 'receivedOn must be a date written YYYY-MM-DD.' });
      }
      const member = context.member(request);
      const id = randomUUID();
      await desk.createRequest({
        id,
        kind,
        law,
        email,
        receivedOn,
        dueOn: dueDate(law, receivedOn),
        recordedBy: member.email,
      });
      await context.audit(member, 'request', `request:${id}`, `${kind} (${law})`);
      return desk.request(id);
    });

    scope.get('/desk/api/requests/:id/access', async (request, reply) => {
      const { id } = request.params as { id: string };
      const found = await desk.request(id);
      if (!found) return reply.code(404).send({ error: 'No such request.' });
      const report = await accessReport(context.store, dataDir, catalogue, found.email, context.now());
      await context.audit(
        context.member(request),
        'access report',
        `request:${id}`,
        `${report.submissions.length} leads`,
      );
      return report;
    });

    scope.post('/desk/api/requests/:id/erase', { preHandler: requireRole('owner') }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const found = await desk.request(id);
      if (!found || found.closedAt) return reply.code(404).send({ error: 'No open request with that id.' });
      const confirm = (request.body as { confirm?: unknown } | null)?.confirm;
      if (typeof confirm !== 'string' || normaliseEmail(confirm) !== found.email) {
        return reply.code(400).send({ error: 'Type the requester’s address again to erase what is held about it.' });
      }
      const count = await eraseByEmail(context.store, dataDir, catalogue, found.email);
      const outcome = `Erased ${count} lead${count === 1 ? '' : 's'} with their delivery jobs and email copies.`;
      await desk.closeRequest(id, outcome, context.now());
      await context.audit(context.member(request), 'erase', `request:${id}`, `${count} leads`);
      return desk.request(id);
    });

    scope.post('/desk/api/requests/:id/close', async (request, reply) => {
      const { id } = request.params as { id: string };
      const outcome = (request.body as { outcome?: unknown } | null)?.outcome;
      if (typeof outcome !== 'string' || outcome.trim() === '' || outcome.length > 2000) {
        return reply.code(400).send({ error: 'Say what was done (at most 2000 characters).' });
      }
      if (!(await desk.closeRequest(id, outcome.trim(), context.now()))) {
        return reply.code(404).send({ error: 'No open request with that id.' });
      }
      await context.audit(context.member(request), 'close', `request:${id}`);
      return desk.request(id);
    });
  };
}
