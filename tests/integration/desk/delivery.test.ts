/**
 * Delivery on the desk: the figures of /healthz/delivery and the retry of dead letters, audited;
 * and the alert of a passkey whose counter went backwards, also a warning in the server's log.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../../src/desk/contract.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { capturedLogger } from '../../support/log-lines.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4475';

describe.each(backends)('delivery on the desk on $name', (backend) => {
  let server: TestServer;
  let log: ReturnType<typeof capturedLogger>;
  beforeEach(async () => {
    log = capturedLogger('warn');
    // The worker polls hourly: a re-queued letter goes only when the retry wakes it.
    server = await startTestServer(
      backend,
      { DESK_ORIGIN: ORIGIN, OUTBOX_POLL_MS: '3600000', LOG_LEVEL: 'warn' },
      { logStream: log.options.stream },
    );
  });
  afterEach(async () => server.close());

  it('shows the delivery figures and puts dead letters back in the queue', async () => {
    const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    const call = (path: string, body?: unknown) => deskCall(server.url, ORIGIN, path, { token, body });
    const lead = await storeSubmission(server.store, {}, []);
    await server.store.insertSubmission({ ...lead, id: `${lead.id}-2`, idempotencyKey: null }, ['email']);
    const [job] = await server.store.jobsOf(`${lead.id}-2`);
    await server.store.markDead(job?.id ?? 0, '550 mailbox unavailable for ops@firm.example');

    const figures = (await call('/desk/api/delivery')).json<{ ok: boolean; deadLetters: number; lastError: unknown }>();
    expect(figures).toMatchObject({ ok: false, deadLetters: 1 });
    expect(JSON.stringify(figures.lastError)).not.toContain('ops@firm.example');
    const retried = await call('/desk/api/delivery/retry', {});
    expect(retried.json()).toEqual({ requeued: 1 });
    expect((await call('/desk/api/delivery')).json()).toMatchObject({ deadLetters: 0 });
    // Woken by the retry, not by its hourly poll, the worker sends the letter at once.
    await expect
      .poll(async () => (await server.store.jobsOf(`${lead.id}-2`)).map((entry) => entry.status))
      .toEqual(['sent']);
    const [line] = (await server.store.desk.auditSince(new Date(0))).filter((entry) => entry.action === 'retry');
    expect(line).toMatchObject({ actor: 'ana@firm.example', detail: '1 dead letters' });
    expect((await deskCall(server.url, ORIGIN, '/desk/api/delivery')).status).toBe(401);
    expect((await deskCall(server.url, ORIGIN, `/desk/api/leads/${lead.id}/retry`, { body: {} })).status).toBe(401);
    expect((await deskCall(server.url, ORIGIN, '/desk/api/delivery/retry', { body: {} })).status).toBe(401);
  });

  it('retries one lead’s dead letter from its page, the others left dead, audited by the lead’s id', async () => {
    const token = await signedInMember(server, ORIGIN, 'cy@firm.example', 'consultant');
    const call = (path: string, body?: unknown) => deskCall(server.url, ORIGIN, path, { token, body });
    const mine = await storeSubmission(server.store);
    const other = await storeSubmission(server.store);
    for (const id of [mine.id, other.id]) {
      const [job] = await server.store.jobsOf(id);
      await server.store.markDead(job?.id ?? 0, '550 mailbox unavailable');
    }
    const retried = await call(`/desk/api/leads/${mine.id}/retry`, {});
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json()).toEqual({ requeued: 1 });
    // The retry wakes the worker, so the requeued letter may already be sent when read back.
    await expect.poll(async () => (await server.store.jobsOf(mine.id)).map((job) => job.status)).toEqual(['sent']);
    expect((await server.store.jobsOf(other.id)).map((job) => job.status)).toEqual(['dead']);
    expect((await call('/desk/api/leads/no-such-lead/retry', {})).status).toBe(404);
    const lines = (await server.store.desk.auditSince(new Date(0), `lead:${mine.id}`)).filter(
      (entry) => entry.action === 'retry',
    );
    expect(lines).toEqual([expect.objectContaining({ actor: 'cy@firm.example', detail: '1 dead letters' })]);
  });

  it('shows the delivery monitor’s last alert from the database', async () => {
    const token = await signedInMember(server, ORIGIN, 'cy@firm.example', 'consultant');
    const alert = async () =>
      (await deskCall(server.url, ORIGIN, '/desk/api/delivery', { token })).json<{ alert: unknown }>().alert;
    expect(await alert()).toEqual({ state: 'ok', changedAt: null });
    const at = new Date('2026-11-20T08:30:00.000Z');
    expect(await server.store.changeDeliveryAlert('ok', 'failing', at)).toBe(true);
    expect(await alert()).toEqual({ state: 'failing', changedAt: at.toISOString() });
  });

  it('alerts when a passkey’s counter went backwards: on the page and in the server log, no personal data', async () => {
    const key = new SoftAuthenticator();
    const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'owner', key);
    const [own = ''] = key.credentialIds;
    const delivery = async () =>
      (await deskCall(server.url, ORIGIN, '/desk/api/delivery', { token })).json<DeliveryView>();
    expect((await delivery()).passkeyAlerts).toEqual([]);

    // The desk has seen this passkey count further than it now says: a copy of it is signing in.
    await server.store.desk.usePasskey(own, 50, new Date());
    const start = await deskCall(server.url, ORIGIN, '/desk/api/sign-in/options', { body: {} });
    const { ceremony, options } = start.json<{
      ceremony: string;
      options: Parameters<SoftAuthenticator['authenticate']>[0];
    }>();
    const copied = await deskCall(server.url, ORIGIN, '/desk/api/sign-in/verify', {
      body: { ceremony, response: key.authenticate(options, ORIGIN) },
    });
    expect(copied.status).toBe(401);

    expect((await delivery()).passkeyAlerts).toEqual([
      { at: expect.any(String), passkey: own.slice(0, 8), member: 'ana@firm.example' },
    ]);
    const warnings = log.lines.filter((line) => line.level === 40 && /counter went backwards/.test(line.msg));
    expect(warnings).toEqual([expect.objectContaining({ passkey: own.slice(0, 8) })]);
    for (const personal of ['ana@firm.example', own, '127.0.0.1']) expect(log.raw()).not.toContain(personal);
  });
});
