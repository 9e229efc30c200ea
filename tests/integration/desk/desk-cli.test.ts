/**
 * The desk's operator commands as an operator runs them (`npm run leads -- desk ...` through the
 * commands' one entry, on a SQLite data folder), and the same commands against every store through
 * runDeskCommand: the link works once, removal ends access, the audit log records both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/desk/tokens.ts';
import { parseDeskArgs, runDeskCommand } from '../../../src/server/leads/desk-commands.ts';
import { UsageError } from '../../../src/server/leads/args.ts';
import { LeadsError } from '../../../src/server/leads/commands.ts';
import { SqliteStore } from '../../../src/server/storage/sqlite-store.ts';
import { runLeads } from '../../support/leads-cli.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';

const ORIGIN = 'https://desk.firm.example';
const LINK = /https:\/\/desk\.firm\.example\/desk\/enrol#([A-Za-z0-9_-]{43})\b/;

describe('npm run leads -- desk ... (the command line)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'desk-cli-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = (extra: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DESK_ORIGIN: ORIGIN,
    ...extra,
  });

  it('prints a one-time link whose token is stored only as its hash, and lists the invite', async () => {
    const invited = await runLeads(env(), 'desk', 'invite', '--email', 'Owner@Firm.Example', '--role', 'owner');
    expect(invited.code, invited.stderr).toBe(0);
    const token = LINK.exec(invited.stdout)?.[1];
    expect(token).toBeDefined();
    expect(invited.stdout).toContain('owner@firm.example (owner)');

    const store = new SqliteStore(dataDir);
    try {
      const [invite] = await store.desk.pendingInvites(new Date());
      expect(invite?.tokenHash).toBe(hashToken(token ?? ''));
      const lifetime = Date.parse(invite?.expiresAt ?? '') - Date.parse(invite?.createdAt ?? '');
      expect(lifetime).toBe(24 * 3_600_000);
      const db = (store as unknown as { db: { all(sql: string): Promise<Record<string, unknown>[]> } }).db;
      const rows = JSON.stringify(await db.all('SELECT * FROM desk_invites'));
      expect(rows).not.toContain(token);
    } finally {
      await store.close();
    }

    const members = await runLeads(env(), 'desk', 'members');
    expect(members.code).toBe(0);
    expect(members.stdout).toMatch(/No members yet/);
    expect(members.stdout).toMatch(/Pending invites[\s\S]*owner@firm\.example\s+owner/);

    const audit = await runLeads(env(), 'audit', '--days', '1');
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/operator\s+invite\s+member:owner@firm\.example\s+owner/);
  });

  it('refuses bad arguments with the usage (exit 2) and an unknown member (exit 1)', async () => {
    const noRole = await runLeads(env(), 'desk', 'invite', '--email', 'a@firm.example');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toMatch(/--role/);
    expect(noRole.stderr).toContain('desk invite --email <address> --role owner|consultant');
    expect((await runLeads(env(), 'desk', 'invite', '--email', 'a@firm.example', '--role', 'admin')).code).toBe(2);
    expect((await runLeads(env(), 'desk', 'invite', '--email', 'not-an-address', '--role', 'owner')).code).toBe(2);
    expect((await runLeads(env(), 'audit', '--days', '0')).code).toBe(2);
    expect((await runLeads(env(), 'desk', 'promote')).code).toBe(2);

    const unknown = await runLeads(env(), 'desk', 'remove', '--email', 'nobody@firm.example');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No member with the address nobody@firm\.example/);
  });

  it('invites nobody while the desk is off, and stops on a desk origin browsers would refuse', async () => {
    const off = await runLeads(env({ DESK: 'off' }), 'desk', 'invite', '--email', 'a@firm.example', '--role', 'owner');
    expect(off.code).toBe(1);
    expect(off.stderr).toMatch(/DESK=off/);
    const plain = await runLeads(
      env({ DESK_ORIGIN: 'http://desk.firm.example' }),
      'desk',
      'invite',
      '--email',
      'a@firm.example',
      '--role',
      'owner',
    );
    expect(plain.code).toBe(1);
    expect(plain.stderr.trim().split('\n')).toHaveLength(1);
    expect(plain.stderr).toMatch(/DESK_ORIGIN must be an origin/);
  });
});

describe.each(storeFactories)('the desk commands on $name', (factory) => {
  let opened: OpenedStore;
  let output: string;
  beforeEach(async () => {
    opened = await factory.open();
    output = '';
  });
  afterEach(async () => opened.dispose());

  const run = (...argv: string[]) =>
    runDeskCommand(parseDeskArgs(argv), {
      store: opened.store,
      desk: { origin: ORIGIN, rpId: 'desk.firm.example', signInLimit: 20, ownHost: null, reminderHours: 4 },
      out: (text) => (output += text),
    });

  it('removes a member with every session at once, and the audit log says who did what', async () => {
    await run('desk', 'invite', '--email', 'ana@firm.example', '--role', 'consultant');
    const token = LINK.exec(output)?.[1] ?? '';
    const { desk } = opened.store;
    const member = await desk.enrol(
      hashToken(token),
      'member-1',
      { id: 'cred-1', publicKey: 'a2V5', counter: 0, transports: [] },
      new Date(),
    );
    expect(member?.role).toBe('consultant');
    await desk.createSession('session-a', 'member-1', new Date());
    await desk.createSession('session-b', 'member-1', new Date());

    output = '';
    await run('desk', 'members');
    expect(output).toMatch(/ana@firm\.example\s+consultant\s+1\s+2/);

    await run('desk', 'remove', '--email', 'ANA@firm.example');
    expect(await desk.session('session-a')).toBeNull();
    expect(await desk.session('session-b')).toBeNull();
    expect(await desk.memberByEmail('ana@firm.example')).toBeNull();
    await expect(run('desk', 'remove', '--email', 'ana@firm.example')).rejects.toThrow(LeadsError);

    output = '';
    await run('audit');
    expect(output).toMatch(/operator\s+invite\s+member:ana@firm\.example\s+consultant/);
    expect(output).toMatch(/operator\s+remove\s+member:ana@firm\.example/);
  });

  it('reads --days as whole days back from now', async () => {
    expect(parseDeskArgs(['audit'])).toEqual({ name: 'audit', days: 30 });
    expect(parseDeskArgs(['audit', '--days=7'])).toEqual({ name: 'audit', days: 7 });
    expect(() => parseDeskArgs(['audit', '--days', 'seven'])).toThrow(UsageError);
    expect(() => parseDeskArgs(['audit', '--since', '7'])).toThrow(UsageError);
    await opened.store.desk.audit({
      at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      actor: 'operator',
      action: 'remove',
      object: 'member:old@firm.example',
      detail: null,
    });
    await run('audit', '--days', '2');
    expect(output).toMatch(/Nothing in the audit log since/);
    output = '';
    await run('audit', '--days', '4');
    expect(output).toContain('member:old@firm.example');
  });
});
