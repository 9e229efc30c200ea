/**
 * Operations with real components: the server as a child process (node src/server/main.ts), an
 * SMTP server and a webhook receiver in the test process, the leads CLI as another process.
 * Delivery failure is seen (start-up line, /healthz/delivery), warned about (one alert, one
 * "recovered"), counted (/metrics), and the store can be backed up and restored while it runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, type ServerProcess } from '../../scripts/server-process.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { runLeads, runLeadsProcess } from '../support/leads-cli.ts';
import { parsePrometheusText, valueOf, type Sample } from '../support/prometheus-text.ts';
import { startLeadServer } from '../support/lead-server-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { backends, emptyPostgres, post, WAIT } from '../support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const contact = formById(loadCatalogue(), 'contact');

const USER = 'leads@firm.example';
const PASSWORD = 'rotated-Pa55word';

function lead(index: number, honeypot = '') {
  return buildPayload(
    contact,
    { name: `Visitor ${index}`, email: `visitor${index}@example.org`, message: `Inquiry ${index}` },
    new Date(),
    honeypot,
  );
}

const logLines = (child: ServerProcess) =>
  child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });

describe.each(backends)('lead delivery failing and recovering on $name', (backend) => {
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let dataDir: string;
  let child: ServerProcess | undefined;

  afterEach(async () => {
    await child?.stop('SIGKILL');
    await sink.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a refused SMTP login: named at start, 503 with one dead letter, one alert, then one "recovered" after leads retry', async () => {
    sink = await startSmtpSink({ login: { user: USER, pass: PASSWORD, mode: 'refuse' } });
    receiver = await startWebhookReceiver();
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-alert-'));
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
    const env = { DATA_DIR: dataDir, DATABASE_URL: backend.databaseUrl ?? '' };
    child = await startLeadServer({
      ...env,
      SMTP_URL: `smtp://${encodeURIComponent(USER)}:${PASSWORD}@127.0.0.1:${sink.port}`,
      MAIL_MAX_ATTEMPTS: '2',
      ALERT_WEBHOOK_URL: receiver.url,
    });
    const running = child;

    // The start-up line says what is wrong and where to look, without the password.
    const startLine = await vi.waitFor(() => {
      const line = logLines(running).find((each) => each.msg.startsWith('SMTP'));
      if (!line) throw new Error('no SMTP line logged yet');
      return line;
    }, WAIT);
    expect(startLine.level).toBe(50);
    expect(startLine.msg).toContain(
      `SMTP not ready: 127.0.0.1:${sink.port} as ${USER}: the login was refused: check the user name and password in SMTP_URL`,
    );
    expect(running.output()).not.toContain(PASSWORD);

    const response = await post(running.url, lead(1));
    expect(response.status).toBe(200);

    // Both attempts are refused (1 s apart), then the job is a dead letter.
    const failing = await vi.waitFor(async () => {
      const answer = await fetch(`${running.url}/healthz/delivery`);
      expect(answer.status).toBe(503);
      return (await answer.json()) as Record<string, unknown>;
    }, WAIT);
    expect(failing).toMatchObject({ ok: false, pending: 0, deadLetters: 1, lastError: { kind: 'email' } });
    expect(String((failing.lastError as { error: string }).error)).toMatch(/535/);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    expect(receiver.received).toHaveLength(1);
    const alert = String(receiver.received[0]?.text);
    expect(alert).toMatch(/^Lead delivery from .* is failing: 1 dead letter/);
    expect(alert).not.toContain('visitor1@example.org');
    expect(alert).not.toContain('Visitor 1');
    const errors = () => logLines(running).filter((line) => line.level >= 50 && line.msg.startsWith('lead delivery'));
    expect(errors()).toHaveLength(1);
    // The refused attempts were one retry warning, not errors.
    expect(logLines(running).filter((line) => line.msg === 'notification will be retried')).toHaveLength(1);

    // The password is fixed at the mail server; the operator re-queues the dead letter.
    sink.login = 'accept';
    const retry = await runLeads(env, 'retry');
    expect(retry).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Re-queued 1 dead job\./) });
    await expect.poll(() => sink.messages.length).toBeGreaterThan(0);
    expect(sink.messages[0]?.headers.get('x-submission-id')).toBe(response.json.id);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(1);
    expect(String(receiver.received[1]?.text)).toMatch(/has recovered: no dead letters, nothing waiting\.$/);
    const healthy = await fetch(`${running.url}/healthz/delivery`);
    expect(healthy.status).toBe(200);
    // Stopping waits for the delivery check under way, and each alert is logged when it is decided:
    // after the exit, the log holds every alert the server would ever have sent.
    await running.stop('SIGTERM');
    expect(logLines(running).filter((line) => line.msg === 'lead delivery recovered')).toHaveLength(1);
    expect(errors()).toHaveLength(1);
    expect(receiver.received).toHaveLength(2);
  }, 60_000);
});

describe.each(backends)('a mail server whose reply names people and machines, on $name', (backend) => {
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let dataDir: string;
  let child: ServerProcess | undefined;

  afterEach(async () => {
    await child?.stop('SIGKILL');
    await sink.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches no log line, health answer, alert or status output unmasked', async () => {
    const visitor = 'visitor7@example.org';
    const revealing = [visitor, '198.51.100.23', '2001:db8:25::7', 'mx7.relay.internal', ':2525'];
    sink = await startSmtpSink({
      reply: `5.7.1 Message for <${visitor}> refused by mx7.relay.internal:2525 [198.51.100.23]:2525 via 2001:db8:25::7 (policy)`,
    });
    sink.mode = 'reject';
    receiver = await startWebhookReceiver();
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-masked-'));
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
    const env = { DATA_DIR: dataDir, DATABASE_URL: backend.databaseUrl ?? '' };
    child = await startLeadServer({ ...env, SMTP_URL: sink.url, ALERT_WEBHOOK_URL: receiver.url });
    const running = child;

    const posted = await post(running.url, {
      ...buildPayload(contact, { name: 'Visitor Seven', email: visitor, message: 'Hello' }, new Date()),
    });
    expect(posted.status).toBe(200);
    const health = await vi.waitFor(async () => {
      const answer = await fetch(`${running.url}/healthz/delivery`);
      expect(answer.status).toBe(503);
      return answer.text();
    }, WAIT);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    const dead = await vi.waitFor(() => {
      const line = logLines(running).find((each) => each.msg === 'notification dead-lettered');
      if (!line) throw new Error('no dead letter logged yet');
      return line;
    }, WAIT);
    const status = await runLeads(env, 'status');

    // Still useful: the reply code and words are there, the names and numbers are not.
    expect(JSON.parse(health)).toMatchObject({ deadLetters: 1, lastError: { kind: 'email' } });
    expect(health).toMatch(/550 5\.7\.1 Message for <\[email\]> refused by \[host\]:\[port\]/);
    expect(JSON.stringify(dead)).toMatch(/550/);
    for (const [where, text] of [
      ['the logs', running.output()],
      ['/healthz/delivery', health],
      ['the alert', JSON.stringify(receiver.received)],
      ['leads status', status.stdout + status.stderr],
    ] as const) {
      for (const secret of revealing) expect(text, `${secret} in ${where}`).not.toContain(secret);
    }
  }, 60_000);
});

describe('backup while the server writes (SQLite)', () => {
  const dirs: string[] = [];
  let child: ServerProcess | undefined;
  afterEach(async () => {
    await child?.stop('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every submission acknowledged before it began, passes integrity_check, and restores for leads export', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ops-backup-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    child = await startLeadServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const running = child;

    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        const response = await post(running.url, lead(sent++));
        if (response.status === 200) acknowledged.push(String(response.json.id));
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(100);

    const before = new Set(acknowledged);
    const file = path.join(root, 'leads-backup.sqlite');
    // A process of its own, as the operator runs it: the copy must not hold up the server's writes.
    const backup = await runLeadsProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'backup', '--output', file);
    const duringBackup = acknowledged.length - before.size;
    await expect
      .poll(() => acknowledged.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before.size + duringBackup + 20);
    stop = true;
    await Promise.all(clients);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ submissions .* integrity check ok/);
    // The server kept taking submissions while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);
    console.log(`backup: ${before.size} acknowledged before, ${duringBackup} during, ${acknowledged.length} in all`);

    const copy = new DatabaseSync(file, { readOnly: true });
    expect(copy.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
    const inCopy = new Set(
      copy
        .prepare('SELECT id FROM submissions')
        .all()
        .map((row) => String(row.id)),
    );
    copy.close();
    for (const id of before) expect(inCopy.has(id), `in the copy: ${id}`).toBe(true);
    expect(inCopy.size).toBeLessThanOrEqual(acknowledged.length);

    const restored = path.join(root, 'restored');
    const restore = await runLeads({ DATA_DIR: restored, DATABASE_URL: '' }, 'restore', '--input', file);
    expect(restore.code, restore.stderr).toBe(0);
    const exported = await runLeads(
      { DATA_DIR: restored, DATABASE_URL: '' },
      'export',
      '--form',
      'contact',
      '--format',
      'json',
    );
    expect(exported.code, exported.stderr).toBe(0);
    const rows = JSON.parse(exported.stdout) as { id: string; email: string }[];
    const ids = new Set(rows.map((row) => row.id));
    for (const id of before) expect(ids.has(id), `exported after restore: ${id}`).toBe(true);
    expect(ids).toEqual(inCopy);
  }, 90_000);
});

describe.each(backends)('/metrics of the server process on $name', (backend) => {
  let dataDir: string;
  let child: ServerProcess | undefined;
  afterEach(async () => {
    await child?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('parses as Prometheus text, and its counters move by exactly the submissions made', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-metrics-'));
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
    const metricsPort = await freePort();
    child = await startLeadServer({
      DATA_DIR: dataDir,
      DATABASE_URL: backend.databaseUrl ?? '',
      METRICS_PORT: String(metricsPort),
    });
    const running = child;
    const scrape = async (): Promise<{ text: string; samples: Sample[] }> => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      return { text, samples: parsePrometheusText(text) };
    };
    const submissions = (samples: Sample[], outcome: string, status = '200', form = 'contact') =>
      valueOf(samples, 'intake_submissions_total', { form, outcome, status });
    const sent = (samples: Sample[]) =>
      valueOf(samples, 'intake_delivery_attempts_total', { kind: 'email', outcome: 'sent' });

    const before = (await scrape()).samples;
    for (let index = 0; index < 7; index++) expect((await post(running.url, lead(index))).status).toBe(200);
    for (let index = 0; index < 2; index++)
      expect((await post(running.url, lead(100 + index, 'https://spam.example'))).status).toBe(200);
    const invalid = buildPayload(contact, { name: 'X', email: 'not-an-address', message: 'x' }, new Date());
    for (let index = 0; index < 3; index++) expect((await post(running.url, invalid)).status).toBe(422);
    const key = { 'idempotency-key': `metrics-${process.pid}-${Date.now()}` };
    expect((await post(running.url, lead(300), key)).status).toBe(200);
    expect((await post(running.url, lead(300), key)).status).toBe(200);
    // Every stored (not spam) lead is delivered (as an .eml file here): 8 in all.
    await expect.poll(async () => sent((await scrape()).samples) - sent(before)).toBeGreaterThanOrEqual(8);

    const { text, samples } = await scrape();
    expect(submissions(samples, 'stored') - submissions(before, 'stored')).toBe(8);
    expect(submissions(samples, 'spam') - submissions(before, 'spam')).toBe(2);
    expect(submissions(samples, 'refused', '422') - submissions(before, 'refused', '422')).toBe(3);
    expect(submissions(samples, 'repeated') - submissions(before, 'repeated')).toBe(1);
    expect(sent(samples) - sent(before)).toBe(8);
    expect(valueOf(samples, 'intake_outbox_pending_jobs')).toBe(0);
    expect(valueOf(samples, 'intake_outbox_dead_letters')).toBe(0);
    expect(
      valueOf(samples, 'intake_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/submissions',
        status_code: '200',
      }),
    ).toBe(11);
    expect(text).not.toMatch(/visitor\d|example\.org|127\.0\.0\.1/);
  }, 60_000);
});
