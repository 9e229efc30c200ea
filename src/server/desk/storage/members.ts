/**
 * The desk's members and the invites that make them: an invite is used once, before it expires,
 * and enrols its member with a first passkey in the same transaction; removing a member ends
 * their sessions and passkeys at once. Addresses are kept as normaliseEmail writes them.
 */
import { normaliseEmail } from '../../common/email.ts';
import type { Database, Row } from '../../storage/database.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../session-limits.ts';
import { iso, isoOrNull, memberFromRow, role } from './rows.ts';
import type { DeskInvite, DeskMember, DeskMemberSummary, NewPasskey } from './types.ts';

export interface MemberStore {
  createInvite(invite: Omit<DeskInvite, 'usedAt'>): Promise<void>;
  /** The invite under this hash while it can still be used (unused, not expired). */
  usableInvite(tokenHash: string, now: Date): Promise<DeskInvite | null>;
  /** Invites not used and not expired, newest first. */
  pendingInvites(now: Date): Promise<DeskInvite[]>;
  /** Withdraws the unused invites to an address (their links stop working); resolves to how many. */
  revokeInvites(email: string): Promise<number>;
  /**
   * Uses the invite once and enrols its member with a first passkey, in one transaction: the
   * member (created, or the existing member of that email with the invite's role) or null when the
   * invite was used, expired or never existed.
   */
  enrol(tokenHash: string, memberId: string, passkey: NewPasskey, now: Date): Promise<DeskMember | null>;
  /**
   * The members, each with their passkeys and their sessions live at `now` (neither idle nor begun
   * too long ago, as the desk checks them); without `now`, every session kept until the prune.
   */
  members(now?: Date): Promise<DeskMemberSummary[]>;
  memberByEmail(email: string): Promise<DeskMember | null>;
  memberById(id: string): Promise<DeskMember | null>;
  /**
   * Removes a member with their passkeys and sessions, the unused invites to them and those they
   * made; false when unknown.
   */
  removeMember(email: string): Promise<boolean>;
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

export function memberStore(db: Database): MemberStore {
  return {
    async createInvite(invite) {
      await db.run(
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
    },

    async usableInvite(tokenHash, now) {
      const [row] = await db.all(
        'SELECT * FROM desk_invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        [tokenHash, now.toISOString()],
      );
      return row ? inviteFromRow(row) : null;
    },

    async pendingInvites(now) {
      const rows = await db.all(
        'SELECT * FROM desk_invites WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC',
        [now.toISOString()],
      );
      return rows.map(inviteFromRow);
    },

    async revokeInvites(email) {
      return db.run('DELETE FROM desk_invites WHERE email = ? AND used_at IS NULL', [normaliseEmail(email)]);
    },

    async enrol(tokenHash, memberId, passkey, now) {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
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
    },

    async members(now) {
      // Live as session.ts has it: seen less than the idle limit ago, begun less than the absolute one ago.
      const since = (limitMs: number) => new Date(now ? now.getTime() - limitMs : 0).toISOString();
      const rows = await db.all(
        `SELECT m.*, (SELECT COUNT(*) FROM desk_passkeys p WHERE p.member_id = m.id) AS passkeys,
                (SELECT COUNT(*) FROM desk_sessions s
                  WHERE s.member_id = m.id AND s.last_seen_at > ? AND s.created_at > ?) AS sessions
         FROM desk_members m ORDER BY m.created_at, m.email`,
        [since(SESSION_IDLE_MS), since(SESSION_ABSOLUTE_MS)],
      );
      return rows.map((row) => ({
        ...memberFromRow(row),
        passkeys: Number(row.passkeys),
        sessions: Number(row.sessions),
      }));
    },

    async memberByEmail(email) {
      const [row] = await db.all('SELECT * FROM desk_members WHERE email = ?', [normaliseEmail(email)]);
      return row ? memberFromRow(row) : null;
    },

    async memberById(id) {
      const [row] = await db.all('SELECT * FROM desk_members WHERE id = ?', [id]);
      return row ? memberFromRow(row) : null;
    },

    async removeMember(email) {
      const address = normaliseEmail(email);
      return db.transaction(async (tx) => {
        // An address that is no member changes nothing (its invite is withdrawn as an invite, not here).
        const [member] = await tx.all('SELECT id FROM desk_members WHERE email = ?', [address]);
        if (!member) return false;
        // Their own pending invites, and those they made: a removed owner's links open nothing.
        await tx.run('DELETE FROM desk_invites WHERE (email = ? OR invited_by = ?) AND used_at IS NULL', [
          address,
          address,
        ]);
        // Said outright rather than left to the cascade: access ends with this transaction.
        await tx.run('DELETE FROM desk_sessions WHERE member_id = ?', [String(member.id)]);
        await tx.run('DELETE FROM desk_passkeys WHERE member_id = ?', [String(member.id)]);
        await tx.run('DELETE FROM desk_members WHERE id = ?', [String(member.id)]);
        return true;
      });
    },
  };
}
