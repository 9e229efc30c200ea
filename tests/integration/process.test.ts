import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { PostgresStore } from '../../src/server/storage/postgres-store.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { startLeadServer } from '../support/lead-server-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { backends, emptyPostgres, post, type Backend } from '../support/test-server.ts';

// The real server as a child process (node src/server/main.ts), as an operator runs it.
const contact = formById(loadCatalogue(), 'contact');

function openStoreFor(backend: Backend, dataDir: string): Store {
  return backend.databaseUrl ? new PostgresStore(backend.databaseUrl) : new SqliteStore(dataDir);
}

describe.each(backends)('the server process on $name', (backend) => {
  let sink: SmtpSink;
  let dataDir: string;
  const children: ServerProcess[] = [];

  const env = () => ({ DATA_DIR: dataDir, SMTP_URL: sink.url, DATABASE_URL: backend.databaseUrl ?? '' });

  afterEach(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL');
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function setUp() {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), 'process-'));
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
  }

  /** A started server with one contact message accepted whose send the mail server takes and never answers. */
  async function serverWithHangingSend(message: string) {
    await setUp();
    const child = await startLeadServer(env());
    children.push(child);
    sink.mode = 'hold';
    const response = await post(
      child.url,
      buildPayload(contact, { name: 'Held', email: 'held@example.org', message }, new Date()),
    );
    expect(response.status).toBe(200);
    await expect.poll(() => sink.attempts).toBeGreaterThan(0);
    return { child, response };
  }

  it('loses nothing that got a 200 when killed with SIGKILL mid-stream; a second email only for a delivery cut off by the kill', async () => {
    await setUp();
    let child = await startLeadServer(env());
    children.push(child);
    const accepted = new Set<string>();
    let sent = 0;
    let stop = false;
    // A steady stream from four clients until the process dies, then again after the restart.
    const stream = async (url: () => string) => {
      while (!stop) {
        const payload = buildPayload(
          contact,
          { name: `Lead ${sent}`, email: `lead${sent}@example.org`, message: 'Durability' },
          new Date(),
        );
        sent++;
        try {
          const response = await post(url(), payload, { 'idempotency-key': `durable-${process.pid}-${sent}` });
          if (response.status === 200) accepted.add(String(response.json.id));
        } catch {
          // Not a wait for a condition: a client's short back-off while the server is down, so the
          // stream does not spin; the test waits on the accepted count below.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    let current = child.url;
    const clients = Array.from({ length: 4 }, () => stream(() => current));
    await expect.poll(() => accepted.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);
    await child.stop('SIGKILL');
    const beforeRestart = accepted.size;
    child = await startLeadServer(env());
    children.push(child);
    current = child.url;
    await expect.poll(() => accepted.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(beforeRestart + 20);
    stop = true;
    await Promise.all(clients);

    const delivered = () =>
      new Map(sink.messages.map((message) => [String(message.headers.get('x-submission-id')), message]));
    // A delivery cut off by the kill is retried once its lease (30 s) ends.
    await expect.poll(() => [...accepted].every((id) => delivered().has(id)), { timeout: 50_000 }).toBe(true);
    console.log(`durability: ${accepted.size} accepted of ${sent} sent, ${sink.messages.length} emails`);
    // Delivery is at least once: a message sent just before the kill, not yet marked sent, is sent
    // again after the restart (at once with SQLite, after its 30 s lease with PostgreSQL), with
    // the same Message-ID. At most the deliveries under way at the kill (the SMTP pool's 5).
    const watcher = openStoreFor(backend, dataDir);
    try {
      await expect
        .poll(
          async () => {
            const jobs = (await Promise.all([...accepted].map((id) => watcher.jobsOf(id)))).flat();
            return jobs.every((job) => job.status === 'sent');
          },
          { timeout: 45_000 },
        )
        .toBe(true);
    } finally {
      await watcher.close();
    }
    const perSubmission = new Map<string, string[]>();
    for (const message of sink.messages) {
      const id = String(message.headers.get('x-submission-id'));
      perSubmission.set(id, [...(perSubmission.get(id) ?? []), String(message.messageId)]);
    }
    for (const id of accepted) expect(perSubmission.get(id)?.length, `emails for ${id}`).toBeGreaterThanOrEqual(1);
    const repeated = [...perSubmission.values()].filter((ids) => ids.length > 1);
    expect(repeated.length).toBeLessThanOrEqual(5);
    for (const messageIds of repeated) expect(new Set(messageIds).size).toBe(1);

    await child.stop('SIGTERM');
    const store = openStoreFor(backend, dataDir);
    try {
      const stored = new Set((await store.allSubmissions()).map((submission) => submission.id));
      for (const id of accepted) expect(stored.has(id), `stored ${id}`).toBe(true);
      if (store instanceof SqliteStore) expect(await store.integrityCheck()).toBe('ok');
    } finally {
      await store.close();
    }
  }, 120_000);

  it('on SIGTERM finishes and exits 0 within 10 s; its logs hold no name, email or answer', async () => {
    await setUp();
    const child = await startLeadServer(env());
    children.push(child);
    const payload = buildPayload(
      contact,
      { name: 'Zelda Quartermain', email: 'zelda.q@example.org', message: 'Secret merger plans' },
      new Date(),
    );
    const response = await post(child.url, payload, { 'idempotency-key': `sigterm-${process.pid}` });
    expect(response.status).toBe(200);
    await expect.poll(() => sink.messages.length).toBeGreaterThan(0);
    const started = Date.now();
    const { code } = await child.stop('SIGTERM');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const logs = child.output();
    expect(logs).toContain('submission stored');
    for (const secret of ['Zelda', 'Quartermain', 'zelda.q@example.org', 'Secret merger'])
      expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/"remoteAddress"|"ip"/);
  });

  it('on SIGTERM with a send hanging on the mail server exits 0 within 10 s and keeps the lead for the next start', async () => {
    const { child, response } = await serverWithHangingSend('Hanging send');
    const started = Date.now();
    const { code } = await child.stop('SIGTERM', 20_000);
    expect(code, child.output()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(child.output()).toContain('it will be sent again at the next start');
    // Not lost: due at once, so the next start sends it (PostgreSQL included, without waiting for its lease).
    sink.mode = 'accept';
    const restarted = await startLeadServer(env());
    children.push(restarted);
    await expect
      .poll(() => sink.messages.some((message) => message.headers.get('x-submission-id') === response.json.id), {
        timeout: 5_000,
      })
      .toBe(true);
  });

  it('exits at once on a second signal during a shutdown', async () => {
    const { child } = await serverWithHangingSend('Impatient');
    child.child.kill('SIGTERM');
    await expect.poll(() => child.output()).toContain('shutting down');
    const second = Date.now();
    const { code } = await child.stop('SIGINT', 20_000);
    expect(code).toBe(130);
    expect(Date.now() - second).toBeLessThan(2_000);
  });
});

describe('the server process on sqlite, killed mid-delivery', () => {
  it('resumes delivery within 5 s of the restart (one process owns the file, so its leases are stale)', async () => {
    const sink = await startSmtpSink();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'process-lease-'));
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, DATABASE_URL: '' };
    let child = await startLeadServer(env);
    try {
      sink.mode = 'hold';
      const response = await post(
        child.url,
        buildPayload(contact, { name: 'Held', email: 'held@example.org', message: 'Mid-delivery' }, new Date()),
      );
      expect(response.status).toBe(200);
      // The message is on the wire, its job leased for 30 s, when the process dies.
      await expect.poll(() => sink.attempts).toBeGreaterThan(0);
      await child.stop('SIGKILL');
      sink.mode = 'accept';
      child = await startLeadServer(env);
      const restarted = Date.now();
      await expect
        .poll(() => sink.messages.some((message) => message.headers.get('x-submission-id') === response.json.id), {
          timeout: 5_000,
        })
        .toBe(true);
      expect(Date.now() - restarted).toBeLessThan(5_000);
    } finally {
      await child.stop('SIGKILL');
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Runs wherever DATABASE_URL is set (CI starts a PostgreSQL server for it).
describe.each(backends.filter((backend) => backend.databaseUrl))(
  'two server processes on one $name database',
  (backend) => {
    it('deliver every job exactly once between them', async () => {
      const databaseUrl = backend.databaseUrl ?? '';
      await emptyPostgres(databaseUrl);
      const sink = await startSmtpSink();
      const dirs = [mkdtempSync(path.join(tmpdir(), 'pg-a-')), mkdtempSync(path.join(tmpdir(), 'pg-b-'))];
      const children: ServerProcess[] = [];
      try {
        for (const dir of dirs)
          children.push(await startLeadServer({ DATA_DIR: dir, SMTP_URL: sink.url, DATABASE_URL: databaseUrl }));
        const ids: string[] = [];
        for (let index = 0; index < 60; index++) {
          const target = children[index % 2];
          if (!target) throw new Error('no child');
          const response = await post(
            target.url,
            buildPayload(contact, { name: `Pg ${index}`, email: `pg${index}@example.org`, message: 'x' }, new Date()),
          );
          ids.push(String(response.json.id));
        }
        await expect.poll(() => sink.messages.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(ids.length);
        // Both servers stopped (each finishes the deliveries under way): no second copy can still come.
        for (const child of children.splice(0)) await child.stop('SIGTERM');
        const seen = sink.messages.map((message) => String(message.headers.get('x-submission-id')));
        expect(seen.sort()).toEqual([...ids].sort());
      } finally {
        for (const child of children) await child.stop('SIGTERM');
        await sink.close();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
