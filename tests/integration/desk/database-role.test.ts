/**
 * The server's own PostgreSQL role, made with the SQL block of the operations guide (read from
 * docs/operations.md, so the guide and this test cannot drift) in a database of its own: the store
 * opened as that role (as the server and `leads` open it) on a schema behind the release stops
 * and names the owner's command; once the owning role has migrated, it opens without any right to
 * create tables, stores a lead
 * (in tables made after the grants) and writes an audit line, and the database refuses it UPDATE,
 * DELETE and TRUNCATE of the audit log by its rights, before any trigger; and a role that may not
 * even read which migrations are applied stops saying so. That part runs with DATABASE_URL only;
 * the block's own rights are read on every run.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../src/server/storage/migrations.ts';
import { MigrationRightsError } from '../../../src/server/storage/queries/migrate.ts';
import { openStore } from '../../../src/server/storage/open-store.ts';
import { PostgresStore } from '../../../src/server/storage/postgres-store.ts';
import type { Store } from '../../../src/server/storage/store.ts';
import { storeSubmission } from '../../support/stored-submission.ts';

const databaseUrl = process.env.DATABASE_URL;
/** The role the guide names, replaced by one of this run's own (roles are the whole cluster's). */
const GUIDE_ROLE = 'leads_server';

/** The guide's SQL block for the server's role, under its paragraph on the audit log on PostgreSQL. */
function guideSql(): string {
  const guide = readFileSync('docs/operations.md', 'utf8');
  const section = guide.slice(guide.indexOf('**The audit log on PostgreSQL.**'));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block?.includes(`CREATE ROLE ${GUIDE_ROLE} `)) throw new Error('the guide has no SQL block making the role');
  return block;
}

/** The migration that makes the audit log: the guide's REVOKE needs it, and later ones come after the grants. */
const AUDIT_LOG = MIGRATIONS.find((migration) =>
  migration.postgres.some((sql) => /CREATE TABLE desk_audit\b/.test(sql)),
);

describe('the operations guide’s block for the server’s role', () => {
  it('leaves the audit log to be read and appended to, now and after later migrations', () => {
    const sql = guideSql();
    expect(sql).toContain(`REVOKE UPDATE, DELETE, TRUNCATE ON desk_audit FROM ${GUIDE_ROLE};`);
    expect(sql).toMatch(/ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT [A-Z, ]+ ON TABLES/);
    // Nothing grants what the REVOKE takes back, nor the rights to empty or re-shape a table.
    const grants = sql.split('\n').filter((line) => /^(GRANT|ALTER DEFAULT PRIVILEGES)/.test(line));
    for (const grant of grants) {
      const rights = /GRANT (.*?) ON /.exec(grant)?.[1] ?? '';
      expect(rights, grant).toMatch(/^[A-Z, ]+$/);
      expect(rights, grant).not.toMatch(/\b(ALL|TRUNCATE|TRIGGER|REFERENCES)\b/);
    }
    expect(sql.indexOf('REVOKE UPDATE, DELETE, TRUNCATE')).toBeGreaterThan(sql.lastIndexOf('GRANT '));
  });
});

// On PostgreSQL only (CI's run, or DATABASE_URL set): the block run against a database of its own.
describe.each(databaseUrl ? [databaseUrl] : [])('the server’s PostgreSQL role of the operations guide', () => {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 16);
  const database = `role_test_${suffix}`;
  const role = `leads_server_${suffix}`;
  const password = randomUUID();
  const urlOf = (user?: { name: string; password: string }) => {
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${database}`;
    url.searchParams.delete('options');
    if (user) {
      url.username = user.name;
      url.password = user.password;
    }
    return url.toString();
  };
  const ownerUrl = urlOf();
  const serverUrl = urlOf({ name: role, password });
  /** Connections to the test's database, each closed once before it is dropped, however the test ended. */
  const closers: (() => Promise<void>)[] = [];
  const store = async (opening: Promise<Store>) => {
    const opened = await opening;
    closers.push(() => opened.close());
    return opened;
  };
  const client = async (connectionString: string) => {
    const connected = new pg.Client({ connectionString });
    await connected.connect();
    closers.push(() => connected.end());
    return connected;
  };
  /** The store as the server and every `leads` command open it, migrations first (a data folder is SQLite's only). */
  const openAsServerRole = () => openStore({ databaseUrl: serverUrl, dataDir: tmpdir() });
  const admin = () => new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  });
  afterAll(async () => {
    for (const close of closers.splice(0)) await close();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`DROP ROLE IF EXISTS ${role}`);
    await client.end();
  });

  it('opens, stores a lead and appends to the audit log, and may never change the audit log', async () => {
    expect(AUDIT_LOG).toBeDefined();
    // The owning role migrates up to the audit log, then makes the server's role as the guide says.
    const owner = await store(Promise.resolve(new PostgresStore(ownerUrl)));
    await owner.migrate(AUDIT_LOG?.version);
    await (
      await client(ownerUrl)
    ).query(guideSql().replaceAll(GUIDE_ROLE, role).replace("PASSWORD '...'", `PASSWORD '${password}'`));

    // Migrations left to apply: the server's role cannot, and says who can.
    await expect(openAsServerRole()).rejects.toThrow(
      /Run migrations as the owner role: DATABASE_URL=<the owner role's URL> npm run leads -- status/,
    );
    await owner.migrate();

    const server = await store(openAsServerRole());
    // Its rows land in tables later migrations made (the lead's listing, its delivery job).
    const lead = await storeSubmission(server);
    expect((await server.getSubmission(lead.id))?.id).toBe(lead.id);
    const at = new Date().toISOString();
    await server.desk.audit({
      at,
      actor: 'owner@firm.example',
      action: 'view',
      object: `lead:${lead.id}`,
      detail: null,
    });
    expect((await server.desk.auditSince(new Date(at), `lead:${lead.id}`)).map((entry) => entry.action)).toEqual([
      'view',
    ]);

    const serverClient = await client(serverUrl);
    const refusals: string[] = [];
    for (const statement of [
      "UPDATE desk_audit SET detail = 'changed'",
      'DELETE FROM desk_audit',
      'TRUNCATE desk_audit',
      'DROP TRIGGER desk_audit_no_truncate ON desk_audit',
      'CREATE TABLE made_by_the_server (id INTEGER)',
    ]) {
      const error: unknown = await serverClient.query(statement).then(
        () => null,
        (refused: unknown) => refused,
      );
      refusals.push(`${statement}: ${error instanceof Error && 'code' in error ? String(error.code) : 'done'}`);
    }
    // 42501: refused by the role's rights (permission denied, must be owner), before any trigger.
    expect(refusals).toEqual([
      "UPDATE desk_audit SET detail = 'changed': 42501",
      'DELETE FROM desk_audit: 42501',
      'TRUNCATE desk_audit: 42501',
      'DROP TRIGGER desk_audit_no_truncate ON desk_audit: 42501',
      'CREATE TABLE made_by_the_server (id INTEGER): 42501',
    ]);
    const { rows } = await serverClient.query<{ lines: string }>('SELECT COUNT(*) AS lines FROM desk_audit');
    expect(Number(rows[0]?.lines)).toBeGreaterThan(0);

    // A role that may not even read which migrations are applied is told so, not given the raw error.
    await (await client(ownerUrl)).query(`REVOKE SELECT ON schema_migrations FROM ${role}`);
    const unread = await openAsServerRole().then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(unread).toBeInstanceOf(MigrationRightsError);
    expect(String(unread)).toMatch(/cannot read which of the schema's migrations are applied: permission denied/);
  });
});
