/**
 * The desk's tables through the one store, against SQLite and (with DATABASE_URL) PostgreSQL:
 * invites are single use and expire, a credential id is enrolled once, removal ends sessions and
 * passkeys at once, challenges are taken once, and the audit log cannot be rewritten.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../../src/server/desk/tokens.ts';
import type { NewPasskey } from '../../../src/server/desk/storage/index.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';

const T0 = new Date('2026-11-20T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

const passkey = (): NewPasskey => ({
  id: randomUUID(),
  publicKey: 'cHVibGljLWtleQ',
  counter: 0,
  transports: ['internal', 'hybrid'],
});

describe.each(storeFactories)('the desk store on $name', (factory) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => opened.dispose());

  async function invite(email: string, role: 'owner' | 'consultant' = 'owner') {
    const token = newToken();
    await opened.store.desk.createInvite({
      tokenHash: hashToken(token),
      email,
      role,
      createdAt: T0.toISOString(),
      expiresAt: later(24 * HOUR).toISOString(),
      invitedBy: 'operator',
    });
    return hashToken(token);
  }

  it('enrols a member once per invite, and never after it expires', async () => {
    const { desk } = opened.store;
    const hash = await invite(' Ana@Firm.Example ');
    expect((await desk.usableInvite(hash, later(HOUR)))?.email).toBe('ana@firm.example');
    const member = await desk.enrol(hash, randomUUID(), passkey(), later(HOUR));
    expect(member).toMatchObject({ email: 'ana@firm.example', role: 'owner' });
    expect(await desk.enrol(hash, randomUUID(), passkey(), later(HOUR))).toBeNull();
    expect(await desk.usableInvite(hash, later(HOUR))).toBeNull();

    const stale = await invite('ben@firm.example');
    expect(await desk.enrol(stale, randomUUID(), passkey(), later(25 * HOUR))).toBeNull();
    expect(await desk.memberByEmail('ben@firm.example')).toBeNull();
    expect(await desk.pendingInvites(later(HOUR))).toEqual([expect.objectContaining({ email: 'ben@firm.example' })]);
  });

  it('keeps passkeys with their counter and transports', async () => {
    const { desk } = opened.store;
    const key = passkey();
    const member = await desk.enrol(await invite('ana@firm.example'), randomUUID(), key, later(HOUR));
    expect(await desk.passkey(key.id)).toMatchObject({
      memberId: member?.id,
      publicKey: key.publicKey,
      counter: 0,
      transports: ['internal', 'hybrid'],
      lastUsedAt: null,
    });
    await desk.usePasskey(key.id, 7, later(2 * HOUR));
    expect(await desk.passkey(key.id)).toMatchObject({ counter: 7, lastUsedAt: later(2 * HOUR).toISOString() });
  });

  it('adds a passkey to a member, and never a credential id already enrolled', async () => {
    const { desk } = opened.store;
    const [first, second] = [passkey(), passkey()];
    const ana = await desk.enrol(await invite('ana@firm.example'), randomUUID(), first, later(HOUR));
    const ben = await desk.enrol(await invite('ben@firm.example'), randomUUID(), passkey(), later(HOUR));
    expect(await desk.addPasskey(ana?.id ?? '', second, later(2 * HOUR))).toBe(true);
    expect(await desk.passkey(second.id)).toMatchObject({
      memberId: ana?.id,
      counter: 0,
      transports: ['internal', 'hybrid'],
      createdAt: later(2 * HOUR).toISOString(),
    });
    expect(await desk.addPasskey(ben?.id ?? '', { ...first, publicKey: 'b3RoZXI' }, later(3 * HOUR))).toBe(false);
    expect(await desk.passkey(first.id)).toMatchObject({ memberId: ana?.id, publicKey: first.publicKey });
    expect((await desk.passkeysOf(ana?.id ?? '')).map((each) => each.id)).toEqual([first.id, second.id]);
  });

  it('ends every session, passkey and pending invite of a removed member at once', async () => {
    const { desk } = opened.store;
    const key = passkey();
    const member = await desk.enrol(await invite('ana@firm.example'), randomUUID(), key, later(HOUR));
    if (!member) throw new Error('not enrolled');
    await desk.createSession('s1', member.id, later(HOUR));
    await desk.createSession('s2', member.id, later(HOUR));
    await invite('ana@firm.example', 'consultant');
    expect((await desk.session('s1'))?.member.email).toBe('ana@firm.example');
    expect(await desk.members()).toEqual([expect.objectContaining({ passkeys: 1, sessions: 2 })]);

    expect(await desk.removeMember('ANA@firm.example')).toBe(true);
    expect(await desk.session('s1')).toBeNull();
    expect(await desk.session('s2')).toBeNull();
    expect(await desk.passkey(key.id)).toBeNull();
    expect(await desk.pendingInvites(later(HOUR))).toEqual([]);
    expect(await desk.members()).toEqual([]);
    expect(await desk.removeMember('ana@firm.example')).toBe(false);

    // An address that is no member: nothing is removed, its pending invite stays until revoked as one.
    await invite('ben@firm.example', 'consultant');
    expect(await desk.removeMember('ben@firm.example')).toBe(false);
    expect((await desk.pendingInvites(later(HOUR))).map((each) => each.email)).toEqual(['ben@firm.example']);
  });

  it('forgets sessions idle too long or begun too long ago', async () => {
    const { desk } = opened.store;
    const member = await desk.enrol(await invite('ana@firm.example'), randomUUID(), passkey(), T0);
    if (!member) throw new Error('not enrolled');
    await desk.createSession('old', member.id, T0);
    await desk.createSession('idle', member.id, later(HOUR));
    await desk.createSession('fresh', member.id, later(HOUR));
    await desk.touchSession('old', later(3 * HOUR));
    await desk.touchSession('fresh', later(3 * HOUR));
    expect(await desk.pruneSessions(later(2 * HOUR), later(30 * 60_000))).toBe(2);
    expect(await desk.session('fresh')).not.toBeNull();
  });

  it('gives a ceremony challenge out once, and not after it expires', async () => {
    const { desk } = opened.store;
    const challenge = {
      purpose: 'sign-in' as const,
      challenge: 'abc',
      subject: null,
      expiresAt: later(HOUR).toISOString(),
    };
    await desk.saveChallenge({ id: 'c1', ...challenge });
    expect(await desk.takeChallenge('c1', 'enrol', T0)).toBeNull();
    expect((await desk.takeChallenge('c1', 'sign-in', T0))?.challenge).toBe('abc');
    expect(await desk.takeChallenge('c1', 'sign-in', T0)).toBeNull();
    await desk.saveChallenge({ id: 'c2', ...challenge });
    expect(await desk.takeChallenge('c2', 'sign-in', later(HOUR))).toBeNull();
    // Challenges nobody came back for go on the server's timer, not only at the next ceremony.
    await desk.saveChallenge({ id: 'c3', ...challenge });
    await desk.saveChallenge({ id: 'c4', ...challenge, expiresAt: later(2 * HOUR).toISOString() });
    expect(await desk.pruneChallenges(later(HOUR))).toBe(1);
    expect((await desk.takeChallenge('c4', 'sign-in', T0))?.challenge).toBe('abc');
  });

  it('keeps an append-only audit log, one object at a time on request', async () => {
    const { desk } = opened.store;
    await desk.audit({
      at: T0.toISOString(),
      actor: 'operator',
      action: 'invite',
      object: 'member:a@x.example',
      detail: 'owner',
    });
    await desk.audit({
      at: later(HOUR).toISOString(),
      actor: 'a@x.example',
      action: 'view',
      object: 'lead:1',
      detail: null,
    });
    expect((await desk.auditSince(T0)).map((entry) => entry.action)).toEqual(['invite', 'view']);
    expect(await desk.auditSince(T0, 'lead:1')).toEqual([
      { at: later(HOUR).toISOString(), actor: 'a@x.example', action: 'view', object: 'lead:1', detail: null },
    ]);
    expect(await desk.auditSince(later(2 * HOUR))).toEqual([]);
    // Neither an UPDATE nor a DELETE gets through, whoever runs it.
    const db = (opened.store as unknown as { db: { run(sql: string): Promise<number> } }).db;
    await expect(db.run("UPDATE desk_audit SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(db.run('DELETE FROM desk_audit')).rejects.toThrow(/append-only/);
    expect(await desk.auditSince(T0)).toHaveLength(2);
  });
});

// PostgreSQL only: SQLite has no TRUNCATE (its DELETE without WHERE is caught above).
describe.each(storeFactories.filter((factory) => factory.name === 'postgres'))('the audit log on $name', (factory) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => opened.dispose());

  it('refuses TRUNCATE, which row triggers do not see', async () => {
    const { desk } = opened.store;
    await desk.audit({ at: T0.toISOString(), actor: 'a@x.example', action: 'view', object: 'lead:1', detail: null });
    const db = (opened.store as unknown as { db: { run(sql: string): Promise<number> } }).db;
    await expect(db.run('TRUNCATE desk_audit')).rejects.toThrow(/append-only/);
    expect(await desk.auditSince(T0)).toHaveLength(1);
  });
});
