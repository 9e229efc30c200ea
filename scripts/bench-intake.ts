/**
 * `npm run bench:intake`: the submission service under load, two tables.
 *
 * 1. Intake: the production server with SQLite in a temporary folder (the embedded defaults:
 *    .eml delivery), driven with autocannon on loopback for BENCH_SECONDS (default 30) a run, each
 *    stream of load in its own child process (scripts/bench-load.ts) so that two streams do not
 *    share one generator's event loop. Runs: valid submissions as fast as they are answered
 *    (throughput; target on a 2-core machine: 500 durable submissions/s, p99 under 50 ms); a static
 *    page as a baseline; submissions paced at BENCH_SUBMISSIONS_RATE (default 200 a second, far
 *    beyond a consultancy's real load) alone and then with BENCH_EVENTS_RATE (default 2,000) funnel
 *    beacons a second beside them (POST /api/events, counted in memory, written once a second):
 *    target, the paced submissions' p50 and p99 within a few ms of the run without beacons; and
 *    the unpaced submissions with the beacons, which shows what is left of the server's two cores
 *    (the generators share them). The server's CPU over each run is printed beside it.
 * 2. Delivery: BENCH_EMAILS (default 1,000) submissions queued in the SQLite store before the
 *    server starts, then drained over SMTP into a local smtp-server sink that only counts: emails
 *    per second from the first to the last one received. Target: 100 or more a second.
 *
 * A benchmark, not a test.
 */
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../src/questionnaire/payload.ts';
import { buildReport } from '../src/questionnaire/report.ts';
import { SqliteStore } from '../src/server/storage/sqlite-store.ts';
import type { LoadResult } from './bench-load.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const emails = Number(process.env.BENCH_EMAILS ?? 1000);
const eventsRate = Number(process.env.BENCH_EVENTS_RATE ?? 2000);
const submissionsRate = Number(process.env.BENCH_SUBMISSIONS_RATE ?? 200);
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
  EVENTS_RATE_LIMIT_MAX: '100000000',
  // Every load comes from loopback, one client network to the server.
  CONNECTIONS_PER_NETWORK: '100000',
  ...extra,
});

interface LoadRow extends LoadResult {
  readonly name: string;
  readonly offered: string;
}

/** Runs autocannon in a child process (scripts/bench-load.ts) and waits for its figures. */
function load(options: autocannon.Options): Promise<LoadResult> {
  const child = fork(path.join(import.meta.dirname, 'bench-load.ts'), [JSON.stringify(options)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code} before reporting`)));
  });
}

/** CPU seconds a process has used so far (Linux /proc; undefined elsewhere). */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat, counted from the state field (3) here.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs the loads side by side and adds the server's CPU over that time to the first row. */
async function measure(
  server: ServerProcess,
  runs: readonly { name: string; offered: string; options: autocannon.Options }[],
) {
  const cpuBefore = cpuSecondsOf(server.child.pid);
  const started = performance.now();
  const results = await Promise.all(runs.map((run) => load({ connections, duration: seconds, ...run.options })));
  const cpuAfter = cpuSecondsOf(server.child.pid);
  const serverCpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : Math.round(((cpuAfter - cpuBefore) / ((performance.now() - started) / 1000)) * 100);
  return results.map((result, index) => ({
    ...result,
    name: runs[index]?.name ?? '',
    offered: runs[index]?.offered ?? '',
    serverCpu: index === 0 ? serverCpu : undefined,
  }));
}

async function intakeTable(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-intake-'));
  const server = await startServerProcess({ env: serverEnv(dataDir), stdio: 'inherit' });
  try {
    const submissions: autocannon.Options = {
      url: `${server.url}/api/submissions`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    };
    const beacons = {
      name: '  POST /api/events beside it (own process)',
      offered: `${eventsRate}/s`,
      options: {
        url: `${server.url}/api/events`,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ form: 'iso27001', steps: ['view', 'start'] }),
        overallRate: eventsRate,
        // Enough connections to offer the whole rate at a few ms per answer.
        connections: 50,
      } satisfies autocannon.Options,
    };
    const paced = { ...submissions, overallRate: submissionsRate };
    const rows: (LoadRow & { serverCpu?: number })[] = [
      ...(await measure(server, [
        { name: 'POST /api/submissions (durable, SQLite)', offered: 'max', options: submissions },
      ])),
      ...(await measure(server, [
        {
          name: 'GET /about (static baseline)',
          offered: 'max',
          options: { url: `${server.url}/about`, headers: { 'accept-encoding': 'br' } },
        },
      ])),
      ...(await measure(server, [
        { name: 'POST /api/submissions, paced', offered: `${submissionsRate}/s`, options: paced },
      ])),
      ...(await measure(server, [
        { name: `POST /api/submissions, paced, with beacons`, offered: `${submissionsRate}/s`, options: paced },
        beacons,
      ])),
      ...(await measure(server, [
        { name: 'POST /api/submissions with beacons', offered: 'max', options: submissions },
        beacons,
      ])),
    ];
    return [
      `Intake: autocannon on loopback, ${seconds} s a run, ${connections} connections for submissions and 50 for ` +
        'beacons, each stream of load in its own process; server CPU in % of one core (2 cores in all)',
      '',
      '| run | offered | requests/s | p50 (ms) | p99 (ms) | errors | requests | server CPU | generator CPU |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.offered} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.total} | ` +
          `${row.serverCpu === undefined ? '' : `${row.serverCpu}%`} | ${row.cpu}% |`,
      ),
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
        marketingAt: null,
        marketingText: null,
        marketingWithdrawnAt: null,
        ipPrefix: '127.0.0.0/24',
        idempotencyKey: null,
        formVersion: null,
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
