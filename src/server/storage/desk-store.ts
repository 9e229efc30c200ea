/**
 * The desk's part of the store (members, passkeys, invites, sessions, sign-in challenges, the
 * audit log), written once over the same SQL layer as the submissions (database.ts) and reached as
 * `store.desk`. Tokens arrive here already hashed: no table holds a usable invite or session.
 */
import type { Database, Row } from './database.ts';

export type DeskRole = 'owner' | 'consultant';
export const DESK_ROLES: readonly DeskRole[] = ['owner', 'consultant'];

export interface DeskMember {
  readonly id: string;
  readonly email: string;
  readonly role: DeskRole;
  readonly createdAt: string;
}

export interface DeskMemberSummary extends DeskMember {
  readonly passkeys: number;
  readonly sessions: number;
}

export interface DeskPasskey {
  /** The credential id, base64url. */
  readonly id: string;
  readonly memberId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface DeskInvite {
  readonly tokenHash: string;
  readonly email: string;
  readonly role: DeskRole;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
  /** Who invited: a member's email, or `operator` for the command line. */
  readonly invitedBy: string;
}

export interface DeskSession {
  readonly tokenHash: string;
  readonly member: DeskMember;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

export type ChallengePurpose = 'enrol' | 'sign-in';

export interface DeskChallenge {
  readonly id: string;
  readonly purpose: ChallengePurpose;
  readonly challenge: string;
  /** What the ceremony is for: the invite's hash and the new member's id (enrolment). */
  readonly subject: string | null;
  readonly expiresAt: string;
}

/** One line of the audit log: who did what to which object, when. Never a lead's answers. */
export interface AuditEntry {
  readonly at: string;
  /** A member's email, or `operator` for the command line. */
  readonly actor: string;
  readonly action: string;
  /** The object acted on, by id: `lead:<id>`, `member:<email>`, `invite:<email>`. */
  readonly object: string | null;
  /** A short, non-personal detail (`new -> contacted`, the role of an invite). */
  readonly detail: string | null;
}

export interface NewPasskey {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

export interface DeskStore {
  createInvite(invite: Omit<DeskInvite, 'usedAt'>): Promise<void>;
  /** The invite under this hash while it can still be used (unused, not expired). */
  usableInvite(tokenHash: string, now: Date): Promise<DeskInvite | null>;
  /** Invites not used and not expired, newest first. */
  pendingInvites(now: Date): Promise<DeskInvite[]>;
  /**
   * Uses the invite once and enrols its member with a first passkey, in one transaction: the
   * member (created, or the existing member of that email with the invite's role) or null when the
   * invite was used, expired or never existed.
   */
  enrol(tokenHash: string, memberId: string, passkey: NewPasskey, now: Date): Promise<DeskMember | null>;
  members(): Promise<DeskMemberSummary[]>;
  memberByEmail(email: string): Promise<DeskMember | null>;
  memberById(id: string): Promise<DeskMember | null>;
  /** Removes a member with their passkeys and sessions, and their unused invites; false when unknown. */
  removeMember(email: string): Promise<boolean>;
  passkey(id: string): Promise<DeskPasskey | null>;
  passkeysOf(memberId: string): Promise<DeskPasskey[]>;
  usePasskey(id: string, counter: number, now: Date): Promise<void>;
  createSession(tokenHash: string, memberId: string, now: Date): Promise<void>;
  session(tokenHash: string): Promise<DeskSession | null>;
  touchSession(tokenHash: string, now: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Sessions idle since `idleBefore` or begun before `startedBefore`; returns how many went. */
  pruneSessions(idleBefore: Date, startedBefore: Date): Promise<number>;
  saveChallenge(challenge: DeskChallenge): Promise<void>;
  /** The challenge of a ceremony, removed as it is read (one use); null when unknown or expired. */
  takeChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<DeskChallenge | null>;
  audit(entry: AuditEntry): Promise<void>;
  /** Audit lines from `since` on, oldest first; of one object when given. */
  auditSince(since: Date, object?: string): Promise<AuditEntry[]>;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
const role = (value: unknown): DeskRole => (value === 'owner' ? 'owner' : 'consultant');

/** Addresses are compared as the desk writes them: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function memberFromRow(row: Row): DeskMember {
  return { id: String(row.id), email: String(row.email), role: role(row.role), createdAt: iso(row.created_at) };
}

function inviteFromRow(row: Row): DeskInvite {
  return {
    tokenHash: String(row.token_hash),
    email: String(row.email),
    role: role(row.role),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    usedAt: isoOrNull(row.used_at),
    invitedBy: String(row.invited_by),
  };
}

function passkeyFromRow(row: Row): DeskPasskey {
  const transports = String(row.transports);
  return {
    id: String(row.id),
    memberId: String(row.member_id),
    publicKey: String(row.public_key),
    counter: Number(row.counter),
    transports: transports === '' ? [] : transports.split(','),
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
  };
}

function auditFromRow(row: Row): AuditEntry {
  return {
    at: iso(row.at),
    actor: String(row.actor),
    action: String(row.action),
    object: row.object === null ? null : String(row.object),
    detail: row.detail === null ? null : String(row.detail),
  };
}

export class SqlDeskStore implements DeskStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async createInvite(invite: Omit<DeskInvite, 'usedAt'>): Promise<void> {
    await this.db.run(
      'INSERT INTO desk_invites (token_hash, email, role, created_at, expires_at, invited_by) VALUES (?, ?, ?, ?, ?, ?)',
      [
        invite.tokenHash,
        normaliseEmail(invite.email),
        invite.role,
        invite.createdAt,
        invite.expiresAt,
        invite.invitedBy,
      ],
    );
  }

  async usableInvite(tokenHash: string, now: Date): Promise<DeskInvite | null> {
    const [row] = await this.db.all(
      'SELECT * FROM desk_invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [tokenHash, now.toISOString()],
    );
    return row ? inviteFromRow(row) : null;
  }

  async pendingInvites(now: Date): Promise<DeskInvite[]> {
    const rows = await this.db.all(
      'SELECT * FROM desk_invites WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC',
      [now.toISOString()],
    );
    return rows.map(inviteFromRow);
  }

  async enrol(tokenHash: string, memberId: string, passkey: NewPasskey, now: Date): Promise<DeskMember | null> {
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const [invite] = await tx.all(
        'UPDATE desk_invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email, role',
        [at, tokenHash, at],
      );
      if (!invite) return null;
      const email = String(invite.email);
      await tx.run(
        `INSERT INTO desk_members (id, email, role, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET role = excluded.role`,
        [memberId, email, String(invite.role), at],
      );
      const [member] = await tx.all('SELECT * FROM desk_members WHERE email = ?', [email]);
      if (!member) throw new Error('enrolled member not found');
      await tx.run(
        'INSERT INTO desk_passkeys (id, member_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [passkey.id, String(member.id), passkey.publicKey, passkey.counter, passkey.transports.join(','), at],
      );
      return memberFromRow(member);
    });
  }

  async members(): Promise<DeskMemberSummary[]> {
    const rows = await this.db.all(
      `SELECT m.*, (SELECT COUNT(*) FROM desk_passkeys p WHERE p.member_id = m.id) AS passkeys,
              (SELECT COUNT(*) FROM desk_sessions s WHERE s.member_id = m.id) AS sessions
       FROM desk_members m ORDER BY m.created_at, m.email`,
    );
    return rows.map((row) => ({
      ...memberFromRow(row),
      passkeys: Number(row.passkeys),
      sessions: Number(row.sessions),
    }));
  }

  async memberByEmail(email: string): Promise<DeskMember | null> {
    const [row] = await this.db.all('SELECT * FROM desk_members WHERE email = ?', [normaliseEmail(email)]);
    return row ? memberFromRow(row) : null;
  }

  async memberById(id: string): Promise<DeskMember | null> {
    const [row] = await this.db.all('SELECT * FROM desk_members WHERE id = ?', [id]);
    return row ? memberFromRow(row) : null;
  }

  async removeMember(email: string): Promise<boolean> {
    const address = normaliseEmail(email);
    return this.db.transaction(async (tx) => {
      await tx.run('DELETE FROM desk_invites WHERE email = ? AND used_at IS NULL', [address]);
      const [member] = await tx.all('SELECT id FROM desk_members WHERE email = ?', [address]);
      if (!member) return false;
      // Said outright rather than left to the cascade: access ends with this transaction.
      await tx.run('DELETE FROM desk_sessions WHERE member_id = ?', [String(member.id)]);
      await tx.run('DELETE FROM desk_passkeys WHERE member_id = ?', [String(member.id)]);
      await tx.run('DELETE FROM desk_members WHERE id = ?', [String(member.id)]);
      return true;
    });
  }

  async passkey(id: string): Promise<DeskPasskey | null> {
    const [row] = await this.db.all('SELECT * FROM desk_passkeys WHERE id = ?', [id]);
    return row ? passkeyFromRow(row) : null;
  }

  async passkeysOf(memberId: string): Promise<DeskPasskey[]> {
    const rows = await this.db.all('SELECT * FROM desk_passkeys WHERE member_id = ? ORDER BY created_at', [memberId]);
    return rows.map(passkeyFromRow);
  }

  async usePasskey(id: string, counter: number, now: Date): Promise<void> {
    await this.db.run('UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
      counter,
      now.toISOString(),
      id,
    ]);
  }

  async createSession(tokenHash: string, memberId: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.run(
      'INSERT INTO desk_sessions (token_hash, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
      [tokenHash, memberId, at, at],
    );
  }

  async session(tokenHash: string): Promise<DeskSession | null> {
    const [row] = await this.db.all(
      `SELECT s.token_hash, s.created_at AS session_created_at, s.last_seen_at, m.*
       FROM desk_sessions s JOIN desk_members m ON m.id = s.member_id WHERE s.token_hash = ?`,
      [tokenHash],
    );
    if (!row) return null;
    return {
      tokenHash: String(row.token_hash),
      member: memberFromRow(row),
      createdAt: iso(row.session_created_at),
      lastSeenAt: iso(row.last_seen_at),
    };
  }

  async touchSession(tokenHash: string, now: Date): Promise<void> {
    await this.db.run('UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?', [now.toISOString(), tokenHash]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.run('DELETE FROM desk_sessions WHERE token_hash = ?', [tokenHash]);
  }

  async pruneSessions(idleBefore: Date, startedBefore: Date): Promise<number> {
    return this.db.run('DELETE FROM desk_sessions WHERE last_seen_at <= ? OR created_at <= ?', [
      idleBefore.toISOString(),
      startedBefore.toISOString(),
    ]);
  }

  async saveChallenge(challenge: DeskChallenge): Promise<void> {
    await this.db.run(
      'INSERT INTO desk_challenges (id, purpose, challenge, subject, expires_at) VALUES (?, ?, ?, ?, ?)',
      [challenge.id, challenge.purpose, challenge.challenge, challenge.subject, challenge.expiresAt],
    );
  }

  async takeChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<DeskChallenge | null> {
    const at = now.toISOString();
    await this.db.run('DELETE FROM desk_challenges WHERE expires_at <= ?', [at]);
    const [row] = await this.db.all('DELETE FROM desk_challenges WHERE id = ? AND purpose = ? RETURNING *', [
      id,
      purpose,
    ]);
    if (!row) return null;
    return {
      id: String(row.id),
      purpose: row.purpose === 'enrol' ? 'enrol' : 'sign-in',
      challenge: String(row.challenge),
      subject: row.subject === null ? null : String(row.subject),
      expiresAt: iso(row.expires_at),
    };
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db.run('INSERT INTO desk_audit (at, actor, action, object, detail) VALUES (?, ?, ?, ?, ?)', [
      entry.at,
      entry.actor,
      entry.action,
      entry.object,
      entry.detail,
    ]);
  }

  async auditSince(since: Date, object?: string): Promise<AuditEntry[]> {
    const rows =
      object === undefined
        ? await this.db.all('SELECT * FROM desk_audit WHERE at >= ? ORDER BY at, id', [since.toISOString()])
        : await this.db.all('SELECT * FROM desk_audit WHERE object = ? AND at >= ? ORDER BY at, id', [
            object,
            since.toISOString(),
          ]);
    return rows.map(auditFromRow);
  }
}
