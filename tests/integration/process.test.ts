import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { PostgresStore } from '../../src/server/storage/postgres-store.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { backends, emptyPostgres, post, waitFor, type Backend } from '../support/test-server.ts';

// The real server as a child process (node src/server/main.ts), as an operator runs it.
const contact = loadCatalogue().find((definition) => definition.id === 'contact');
if (!contact) throw new Error('contact form missing');
let portCounter = 0;

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
  readonly output: string[];
}

async function startChild(env: Record<string, string>): Promise<Child> {
  const port = 4600 + (process.pid % 200) + portCounter++;
  const output: string[] = [];
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      SITE_DIR: 'tests/fixtures/site',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_MAX: '100000',
      OUTBOX_POLL_MS: '50',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => ((await fetch(`${url}/readyz`).catch(() => null))?.ok ? true : undefined), 20_000);
  return { process: child, url, output };
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

function openStoreFor(backend: Backend, dataDir: string): Store {
  return backend.databaseUrl ? new PostgresStore(backend.databaseUrl) : new SqliteStore(dataDir);
}

describe.each(backends)('the server process on $name', (backend) => {
  let sink: SmtpSink;
  let dataDir: string;
  const children: ChildProcess[] = [];

  const env = () => ({ DATA_DIR: dataDir, SMTP_URL: sink.url, DATABASE_URL: backend.databaseUrl ?? '' });

  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function setUp() {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), 'process-'));
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
  }

  it('loses nothing that got a 200 when killed with SIGKILL mid-stream, and emails each once', async () => {
    await setUp();
    let child = await startChild(env());
    children.push(child.process);
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
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    let current = child.url;
    const clients = Array.from({ length: 4 }, () => stream(() => current));
    await waitFor(() => (accepted.size >= 40 ? true : undefined), 20_000);
    child.process.kill('SIGKILL');
    await exited(child.process);
    const beforeRestart = accepted.size;
    child = await startChild(env());
    children.push(child.process);
    current = child.url;
    await waitFor(() => (accepted.size >= beforeRestart + 20 ? true : undefined), 20_000);
    stop = true;
    await Promise.all(clients);

    const delivered = () =>
      new Map(sink.messages.map((message) => [String(message.headers.get('x-submission-id')), message]));
    // A delivery cut off by the kill is retried once its lease (30 s) ends.
    await waitFor(() => ([...accepted].every((id) => delivered().has(id)) ? true : undefined), 50_000);
    console.log(`durability: ${accepted.size} accepted of ${sent} sent, ${sink.messages.length} emails`);
    const perSubmission = new Map<string, number>();
    for (const message of sink.messages) {
      const id = String(message.headers.get('x-submission-id'));
      perSubmission.set(id, (perSubmission.get(id) ?? 0) + 1);
    }
    for (const id of accepted) expect(perSubmission.get(id), `emails for ${id}`).toBe(1);

    child.process.kill('SIGTERM');
    await exited(child.process);
    const store = openStoreFor(backend, dataDir);
    try {
      const stored = new Set((await store.allSubmissions()).map((submission) => submission.id));
      for (const id of accepted) expect(stored.has(id), `stored ${id}`).toBe(true);
      if (store instanceof SqliteStore) expect(await store.integrityCheck()).toBe('ok');
    } finally {
      await store.close();
    }
  });

  it('on SIGTERM finishes and exits 0 within 10 s; its logs hold no name, email or answer', async () => {
    await setUp();
    const child = await startChild(env());
    children.push(child.process);
    const payload = buildPayload(
      contact,
      { name: 'Zelda Quartermain', email: 'zelda.q@example.org', message: 'Secret merger plans' },
      new Date(),
    );
    const response = await post(child.url, payload, { 'idempotency-key': `sigterm-${process.pid}` });
    expect(response.status).toBe(200);
    await waitFor(() => (sink.messages.length > 0 ? true : undefined));
    const started = Date.now();
    child.process.kill('SIGTERM');
    const { code } = await exited(child.process);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const logs = child.output.join('');
    expect(logs).toContain('submission stored');
    for (const secret of ['Zelda', 'Quartermain', 'zelda.q@example.org', 'Secret merger'])
      expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/"remoteAddress"|"ip"/);
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
      const children: Child[] = [];
      try {
        for (const dir of dirs)
          children.push(await startChild({ DATA_DIR: dir, SMTP_URL: sink.url, DATABASE_URL: databaseUrl }));
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
        await waitFor(() => (sink.messages.length >= ids.length ? true : undefined), 30_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const seen = sink.messages.map((message) => String(message.headers.get('x-submission-id')));
        expect(seen.sort()).toEqual([...ids].sort());
      } finally {
        for (const child of children) child.process.kill('SIGTERM');
        await sink.close();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
