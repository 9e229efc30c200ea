/**
 * `npm run bench:intake`: the submission service under load, two tables.
 *
 * 1. Intake: the production server with SQLite in a temporary folder (the embedded defaults:
 *    .eml delivery), driven with autocannon on loopback with valid submissions for BENCH_SECONDS
 *    (default 30), then a static page of the same server as a baseline: requests per second, p50
 *    and p99 latency, errors. Target on a 2-core machine: 500 durable submissions/s, p99 under 50 ms.
 * 2. Delivery: BENCH_EMAILS (default 1,000) submissions queued in the SQLite store before the
 *    server starts, then drained over SMTP into a local smtp-server sink that only counts: emails
 *    per second from the first to the last one received. Target: 100 or more a second.
 *
 * A benchmark, not a test.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../src/questionnaire/payload.ts';
import { buildReport } from '../src/questionnaire/report.ts';
import { SqliteStore } from '../src/server/storage/sqlite-store.ts';
import { startServerProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const emails = Number(process.env.BENCH_EMAILS ?? 1000);
const contact = loadCatalogue().find((definition) => definition.id === 'contact');
if (!contact) throw new Error('contact form missing from the catalogue');
const answers = { name: 'Bench Mark', email: 'bench@example.org', message: 'Load test submission.' };
const body = JSON.stringify(buildPayload(contact, answers, new Date()));

const serverEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  ...extra,
});

interface LoadRow {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly total: number;
}

async function load(name: string, options: autocannon.Options): Promise<LoadRow> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function intakeTable(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-intake-'));
  const server = await startServerProcess({ env: serverEnv(dataDir), stdio: 'inherit' });
  try {
    const rows = [
      await load('POST /api/submissions (durable, SQLite)', {
        url: `${server.url}/api/submissions`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      }),
      await load('GET /about (static baseline)', { url: `${server.url}/about`, headers: { 'accept-encoding': 'br' } }),
    ];
    return [
      `Intake: autocannon, ${connections} connections, ${seconds} s each, loopback`,
      '',
      '| run | requests/s | p50 (ms) | p99 (ms) | errors | requests |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.total} |`),
    ].join('\n');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An SMTP server that accepts everything and only records when each message arrived. */
async function countingSink(): Promise<{ url: string; arrivals: number[]; close: () => Promise<void> }> {
  const arrivals: number[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const address = sink.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}

async function deliveryTable(): Promise<string> {
  const definition = contact;
  if (!definition) throw new Error('contact form missing');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-delivery-'));
  const store = new SqliteStore(dataDir);
  await store.migrate();
  const receivedAt = new Date();
  for (let index = 0; index < emails; index++) {
    await store.insertSubmission(
      {
        id: randomUUID(),
        formId: definition.id,
        receivedAt: receivedAt.toISOString(),
        answers: JSON.stringify(answers),
        report: buildReport(definition, answers, receivedAt),
        status: 'new',
        consentAt: null,
        consentText: null,
        noticeVersion: null,
        ipPrefix: '127.0.0.0/24',
        idempotencyKey: null,
      },
      ['email'],
    );
  }
  await store.close();

  const sink = await countingSink();
  const started = performance.now();
  const server = await startServerProcess({
    env: serverEnv(dataDir, { SMTP_URL: sink.url, OUTBOX_POLL_MS: '1000' }),
    stdio: 'inherit',
  });
  try {
    const deadline = Date.now() + 600_000;
    while (sink.arrivals.length < emails && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const first = sink.arrivals[0] ?? started;
    const last = sink.arrivals[sink.arrivals.length - 1] ?? first;
    const drainSeconds = (last - first) / 1000;
    const perSecond = drainSeconds > 0 ? Math.round((sink.arrivals.length - 1) / drainSeconds) : 0;
    return [
      `Delivery: ${emails} queued emails drained over SMTP into a local smtp-server sink (SQLite store)`,
      '',
      '| emails received | first after start (s) | drain time (s) | emails/s |',
      '|---:|---:|---:|---:|',
      `| ${sink.arrivals.length} | ${((first - started) / 1000).toFixed(2)} | ${drainSeconds.toFixed(2)} | ${perSecond} |`,
    ].join('\n');
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
const tables: string[] = [];
if (only !== 'delivery') tables.push(await intakeTable());
if (only !== 'intake') tables.push(await deliveryTable());
console.log(`\n${tables.join('\n\n')}\n`);
