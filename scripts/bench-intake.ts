/**
 * `npm run bench:intake`: the submission endpoint under load. Starts the production server with
 * SQLite in a temporary folder (the embedded defaults: .eml delivery), drives it with autocannon
 * on loopback with valid submissions for BENCH_SECONDS (default 30), then a static page of the
 * same server as a baseline, and prints requests per second, p50 and p99 latency and errors.
 * A benchmark, not a test. Target on a 2-core machine: 500 durable submissions/s, p99 under 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../src/questionnaire/payload.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4399);
const url = `http://127.0.0.1:${port}`;
const contact = loadCatalogue().find((definition) => definition.id === 'contact');
if (!contact) throw new Error('contact form missing from the catalogue');
const body = JSON.stringify(
  buildPayload(
    contact,
    { name: 'Bench Mark', email: 'bench@example.org', message: 'Load test submission.' },
    new Date(),
  ),
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-intake-'));
const server = spawn(process.execPath, ['src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  },
  stdio: 'inherit',
});

async function ready(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start (run "npm run build" first)');
}

interface Row {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly total: number;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
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

try {
  await ready();
  const rows = [
    await run('POST /api/submissions (durable, SQLite)', {
      url: `${url}/api/submissions`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    }),
    await run('GET /about (static baseline)', { url: `${url}/about`, headers: { 'accept-encoding': 'br' } }),
  ];
  const table = [
    `autocannon, ${connections} connections, ${seconds} s each, loopback`,
    '',
    '| run | requests/s | p50 (ms) | p99 (ms) | errors | requests |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.total} |`),
  ].join('\n');
  console.log(`\n${table}\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
