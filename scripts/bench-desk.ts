/**
 * `npm run bench:desk`: the desk's read paths at a real firm's scale. Seeds BENCH_DESK_LEADS
 * (default 20,000) leads across the catalogue's forms into a fresh store (SQLite in a temporary
 * folder, and PostgreSQL too when DATABASE_URL is set: its tables are dropped first, so point it at
 * a throwaway database), signs a member in, and times BENCH_DESK_REQUESTS (default 200) requests
 * each of the inbox's first page, a filtered page (form and status), a search, a search by two
 * common words that no lead has together, a lead page, the inbox by reply due time and the overdue
 * leads, through the real server in process
 * (Fastify's inject: the server's own time, no network), and as many passes of the reply reminders'
 * sweep, its clock moved one lead's spacing a pass through the seeded months (each pass queues the
 * reminders of the leads that reached a reminder's point since the last).
 * Prints the median and p95 of each; target: p95 at most 50 ms. The leads are seeded as a store
 * from before the inbox table holds them (no listing), so the server's start and its first inbox view
 * list them all once, timed apart. A benchmark, not a test.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../src/questionnaire/catalogue/sample-answers.ts';
import { buildReport } from '../src/questionnaire/report.ts';
import { createServer } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { ReminderSweep } from '../src/server/desk/reminders.ts';
import { SESSION_COOKIE } from '../src/server/desk/session.ts';
import { REMINDER_HOURS } from '../src/server/desk/settings.ts';
import { hashToken, newToken } from '../src/server/desk/tokens.ts';
import type { Database } from '../src/server/storage/database.ts';

const LEADS = Number(process.env.BENCH_DESK_LEADS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_DESK_REQUESTS ?? 200);
const TARGET_P95_MS = 50;
const catalogue = loadCatalogue();
const ORGANISATIONS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum', 'Woodgrove', 'Proseware'];

/** One lead every 25 minutes: 20,000 leads span the year before the benchmark's clock. */
const SPACING_MS = 1_500_000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function dropAll(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    'SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()',
  );
  if (rows.length > 0) await client.query(`DROP TABLE ${rows.map((row) => row.name).join(', ')} CASCADE`);
  await client.end();
}

async function run(databaseUrl: string | undefined): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-desk-'));
  if (databaseUrl) await dropAll(databaseUrl);
  const server = await createServer(
    readConfig({
      SITE_DIR: 'tests/fixtures/site',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DESK_ORIGIN: 'http://localhost:4479',
      OUTBOX_POLL_MS: '3600000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    }),
  );
  const lines: string[] = [];
  try {
    // Seeded in batches through the store's own SQL layer (20,000 single commits would time the
    // disk), each with its real report, so rows are as large as the intake writes them.
    const db = (server.store as unknown as { db: Database }).db;
    const start = Date.parse('2025-11-25T00:00:00.000Z');
    const ids: string[] = [];
    for (let batch = 0; batch < LEADS; batch += 1000) {
      await db.transaction(async (tx) => {
        for (let index = batch; index < Math.min(LEADS, batch + 1000); index += 1) {
          const definition = catalogue[index % catalogue.length];
          if (!definition) continue;
          const { payload } = definition.form;
          const answers: Record<string, unknown> = {
            ...fullAnswers(definition),
            [payload.name]: `Person ${index}`,
            [payload.email]: `person${index}@example.org`,
          };
          if (payload.company) answers[payload.company] = `${ORGANISATIONS[index % ORGANISATIONS.length]} ${index}`;
          const id = randomUUID();
          ids.push(id);
          const received = new Date(start + index * SPACING_MS);
          const receivedAt = received.toISOString();
          const status = index % 50 === 0 ? 'spam' : 'new';
          await tx.run(
            `INSERT INTO submissions (id, form_id, received_at, answers, report, status, consent_at, ip_prefix)
             VALUES (?, ?, ?, ${db.dialect.json('?')}, ?, ?, ?, ?)`,
            [
              id,
              definition.id,
              receivedAt,
              JSON.stringify(answers),
              buildReport(definition, answers, received),
              status,
              receivedAt,
              '203.0.113.0/24',
            ],
          );
          await tx.run(
            "INSERT INTO outbox (submission_id, kind, status, next_attempt_at, sent_at) VALUES (?, 'email', 'sent', ?, ?)",
            [id, receivedAt, receivedAt],
          );
          // Its inbox row comes with it, unlisted, as from a store older than the inbox table.
          if (index % 7 === 0) {
            // Answered, its reply clock stopped an hour after it arrived.
            await tx.run(
              "UPDATE desk_inbox SET stage = 'contacted', replied_at = ?, reply_way = 'other' WHERE submission_id = ?",
              [new Date(received.getTime() + 3_600_000).toISOString(), id],
            );
          }
        }
      });
    }
    const member = randomUUID();
    const invite = newToken();
    const now = new Date();
    await server.store.desk.createInvite({
      tokenHash: hashToken(invite),
      email: 'bench@firm.example',
      role: 'owner',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      invitedBy: 'operator',
    });
    await server.store.desk.enrol(
      hashToken(invite),
      member,
      { id: 'bench', publicKey: 'a2V5', counter: 0, transports: [] },
      now,
    );
    const session = newToken();
    await server.store.desk.createSession(hashToken(session), member, now);
    const cookie = `${SESSION_COOKIE}=${session}`;

    const get = async (url: string) => {
      const began = performance.now();
      const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      const took = performance.now() - began;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return took;
    };
    // The start lists the unlisted leads in the background, and an inbox view waits for what is left:
    // the start and the first view together are what the first member to look waits for.
    const began = performance.now();
    await server.app.ready();
    await get('/desk/api/leads');
    const listing = performance.now() - began;
    lines.push(
      `  start and first inbox view (lists ${LEADS.toLocaleString('en')} leads once): ${(listing / 1000).toFixed(1)} s`,
    );
    const cases: [string, (index: number) => string][] = [
      ['inbox, first page', () => '/desk/api/leads'],
      [
        'filtered page (form + status)',
        (index) => `/desk/api/leads?form=${catalogue[index % catalogue.length]?.id}&status=contacted&page=2`,
      ],
      [
        'search (organisation, name, email)',
        (index) => `/desk/api/leads?q=${ORGANISATIONS[index % ORGANISATIONS.length]?.toLowerCase()}%20${index * 7}`,
      ],
      // Two words thousands of leads have, which no lead has both of: the search's slowest shape.
      [
        'search, two common words',
        (index) =>
          `/desk/api/leads?q=${ORGANISATIONS[index % ORGANISATIONS.length]?.toLowerCase()}%20${ORGANISATIONS[(index + 1) % ORGANISATIONS.length]?.toLowerCase()}`,
      ],
      ['lead page', (index) => `/desk/api/leads/${ids[(index * 97) % ids.length]}`],
      // The reply clock: awaiting leads first, soonest due first; then the overdue ones alone.
      ['inbox by reply due time', (index) => `/desk/api/leads?sort=due&page=${(index % 3) + 1}`],
      ['overdue leads, by due time', () => '/desk/api/leads?reply=overdue&sort=due'],
    ];
    const timed = (name: string, times: number[], note = '') => {
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      lines.push(
        `  ${name.padEnd(36)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 <= TARGET_P95_MS ? 'ok' : `OVER ${TARGET_P95_MS} ms`}${note}`,
      );
    };
    for (const [name, url] of cases) {
      await get(url(0));
      const times: number[] = [];
      for (let index = 0; index < REQUESTS; index += 1) times.push(await get(url(index)));
      timed(name, times);
    }

    // The reminder sweep, from the middle of the seeded months: its first pass queues what its
    // window holds, then each pass a lead's spacing later queues the few that reached a point since.
    let sweepAt = start + (LEADS / 2) * SPACING_MS;
    const sweep = new ReminderSweep({
      store: server.store,
      hoursBefore: REMINDER_HOURS,
      now: () => new Date(sweepAt),
      log: server.app.log,
      kickOutbox: () => undefined,
    });
    const firstBegan = performance.now();
    const backlog = await sweep.sweep();
    lines.push(
      `  reminder sweep, first pass (${backlog} queued)`.padEnd(38) +
        ` ${(performance.now() - firstBegan).toFixed(1).padStart(6)} ms`,
    );
    const times: number[] = [];
    let queued = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      sweepAt += SPACING_MS;
      const began = performance.now();
      queued += await sweep.sweep();
      times.push(performance.now() - began);
    }
    timed('reminder sweep', times, ` (${queued} queued in ${REQUESTS} passes)`);
  } finally {
    await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

console.log(
  `Desk read paths, ${LEADS.toLocaleString('en')} leads, ${REQUESTS} requests each (server time, in process)`,
);
console.log('SQLite:');
for (const line of await run(undefined)) console.log(line);
if (process.env.DATABASE_URL) {
  console.log('PostgreSQL:');
  for (const line of await run(process.env.DATABASE_URL)) console.log(line);
}
