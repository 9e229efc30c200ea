/**
 * The real server (createServer) on a free port with its own data folder, for integration tests,
 * alone or delivering to an SMTP sink of its own (startServerWithSink).
 * With DATABASE_URL set, the same tests also run against PostgreSQL (tables emptied first), each
 * test worker in a schema of its own, so the files run in parallel as they do on SQLite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { vi } from 'vitest';
import { createServer, type Server, type ServerOptions } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { startSmtpSink, type SinkOptions, type SmtpSink } from './smtp-sink.ts';

export interface Backend {
  readonly name: 'sqlite' | 'postgres';
  readonly databaseUrl: string | undefined;
}

/** The schema of this test worker (Vitest numbers its workers); every connection of the URL works in it. */
const WORKER_SCHEMA = `test_worker_${Number(process.env.VITEST_POOL_ID ?? 0)}`;

function workerDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${WORKER_SCHEMA}`);
  return url.toString();
}

export const backends: readonly Backend[] = [
  { name: 'sqlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL
    ? [{ name: 'postgres' as const, databaseUrl: workerDatabaseUrl(process.env.DATABASE_URL) }]
    : []),
];

export interface TestServer extends Server {
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function emptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The worker's schema, made on its first use (its name comes from the URL's search path).
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${WORKER_SCHEMA}`);
    // Every table of the test database's schema, so a new migration needs no change here.
    const { rows } = await client.query<{ name: string }>(
      'SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()',
    );
    if (rows.length > 0) await client.query(`DROP TABLE ${rows.map((row) => row.name).join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}

export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-'));
  if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
  const config = readConfig({
    SITE_DIR: 'tests/fixtures/site',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    CONFIRMATIONS_PER_NETWORK: '1000',
    OUTBOX_POLL_MS: '50',
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    ...env,
  });
  const server = await createServer(config, options);
  const address = await server.app.listen({ port: 0, host: env.HOST ?? '127.0.0.1' });
  return {
    ...server,
    url: address,
    dataDir,
    async close() {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailingTestServer extends TestServer {
  readonly sink: SmtpSink;
}

/**
 * The test server delivering to an SMTP sink of its own, the firm's leads to leads@firm.example from
 * website@firm.example unless `env` says otherwise; close() stops the server, then the sink.
 */
export async function startServerWithSink(
  backend: Backend,
  env: Record<string, string> = {},
  sinkOptions: SinkOptions = {},
  options: ServerOptions = {},
): Promise<MailingTestServer> {
  const sink = await startSmtpSink(sinkOptions);
  try {
    const server = await startTestServer(
      backend,
      { SMTP_URL: sink.url, LEADS_TO: 'leads@firm.example', MAIL_FROM: 'website@firm.example', ...env },
      options,
    );
    return {
      ...server,
      sink,
      async close() {
        await server.close();
        await sink.close();
      },
    };
  } catch (error) {
    await sink.close();
    throw error;
  }
}

/**
 * How long vi.waitFor waits for a value, as long as expect.poll waits for a condition (vitest.config.ts):
 * a delivery or a log line of a server on a loaded two-core machine.
 */
export const WAIT = { timeout: 15_000 } as const;

/** The email whose `header` names `id` (a submission's by default), once the sink has received it. */
export function receivedMail(sink: SmtpSink, id: string, header = 'x-submission-id'): Promise<ParsedMail> {
  return vi.waitFor(() => {
    const mail = sink.messages.find((message) => message.headers.get(header) === id);
    if (!mail) throw new Error(`no email with ${header} ${id} has arrived`);
    return mail;
  }, WAIT);
}

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${url}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
