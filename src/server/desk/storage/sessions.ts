/**
 * Sessions (by the hash of their token) and the one-use challenges of the passkey ceremonies.
 * The limits of a session are checked by the desk at each request (session.ts); here they are kept.
 */
import { iso, memberFromRow } from './rows.ts';
import type { Database, Row } from '../../storage/database.ts';
import type { ChallengePurpose, DeskChallenge, DeskSession, SessionOpening } from './types.ts';

export interface SessionStore {
  createSession(tokenHash: string, memberId: string, now: Date, opening?: SessionOpening): Promise<void>;
  session(tokenHash: string): Promise<DeskSession | null>;
  /** A member's sessions, the most recently active first (past their limits too, until pruned). */
  sessionsOf(memberId: string): Promise<DeskSession[]>;
  /** Ends a member's sessions but `keep` (a token hash); returns how many ended. */
  endSessionsOf(memberId: string, keep?: string): Promise<number>;
  touchSession(tokenHash: string, now: Date): Promise<void>;
  /**
   * Spends the session's confirmation when it was given after `since`: true once, then false until
   * the member confirms again (so each change of passkeys asks for its own).
   */
  spendConfirmation(tokenHash: string, since: Date): Promise<boolean>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Sessions idle since `idleBefore` or begun before `startedBefore`; returns how many went. */
  pruneSessions(idleBefore: Date, startedBefore: Date): Promise<number>;
  saveChallenge(challenge: DeskChallenge): Promise<void>;
  /** Forgets challenges expired by `now` (ceremonies begun and never finished); returns how many. */
  pruneChallenges(now: Date): Promise<number>;
  /** The challenge of a ceremony, removed as it is read (one use); null when unknown or expired. */
  takeChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<DeskChallenge | null>;
}

const SESSIONS = `SELECT s.token_hash, s.created_at AS session_created_at, s.last_seen_at, s.passkey_id, s.user_agent, s.confirmed_at, m.*
  FROM desk_sessions s JOIN desk_members m ON m.id = s.member_id`;

function sessionFromRow(row: Row): DeskSession {
  return {
    tokenHash: String(row.token_hash),
    member: memberFromRow(row),
    createdAt: iso(row.session_created_at),
    lastSeenAt: iso(row.last_seen_at),
    passkeyId: row.passkey_id === null ? null : String(row.passkey_id),
    userAgent: row.user_agent === null ? null : String(row.user_agent),
    confirmedAt: row.confirmed_at === null || row.confirmed_at === undefined ? null : iso(row.confirmed_at),
  };
}

export function sessionStore(db: Database): SessionStore {
  return {
    async createSession(tokenHash, memberId, now, opening) {
      const at = now.toISOString();
      await db.run(
        `INSERT INTO desk_sessions (token_hash, member_id, created_at, last_seen_at, passkey_id, user_agent, confirmed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          tokenHash,
          memberId,
          at,
          at,
          opening?.passkeyId ?? null,
          opening?.userAgent ?? null,
          opening?.confirmed ? at : null,
        ],
      );
    },

    async session(tokenHash) {
      const [row] = await db.all(`${SESSIONS} WHERE s.token_hash = ?`, [tokenHash]);
      return row ? sessionFromRow(row) : null;
    },

    async sessionsOf(memberId) {
      const rows = await db.all(`${SESSIONS} WHERE s.member_id = ? ORDER BY s.last_seen_at DESC, s.created_at DESC`, [
        memberId,
      ]);
      return rows.map(sessionFromRow);
    },

    async endSessionsOf(memberId, keep) {
      return db.run('DELETE FROM desk_sessions WHERE member_id = ? AND token_hash <> ?', [memberId, keep ?? '']);
    },

    async touchSession(tokenHash, now) {
      await db.run('UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?', [now.toISOString(), tokenHash]);
    },

    async spendConfirmation(tokenHash, since) {
      const spent = await db.run(
        'UPDATE desk_sessions SET confirmed_at = NULL WHERE token_hash = ? AND confirmed_at > ?',
        [tokenHash, since.toISOString()],
      );
      return spent === 1;
    },

    async deleteSession(tokenHash) {
      await db.run('DELETE FROM desk_sessions WHERE token_hash = ?', [tokenHash]);
    },

    async pruneSessions(idleBefore, startedBefore) {
      return db.run('DELETE FROM desk_sessions WHERE last_seen_at <= ? OR created_at <= ?', [
        idleBefore.toISOString(),
        startedBefore.toISOString(),
      ]);
    },

    async saveChallenge(challenge) {
      await db.run('INSERT INTO desk_challenges (id, purpose, challenge, subject, expires_at) VALUES (?, ?, ?, ?, ?)', [
        challenge.id,
        challenge.purpose,
        challenge.challenge,
        challenge.subject,
        challenge.expiresAt,
      ]);
    },

    async pruneChallenges(now) {
      return db.run('DELETE FROM desk_challenges WHERE expires_at <= ?', [now.toISOString()]);
    },

    async takeChallenge(id, purpose, now) {
      const at = now.toISOString();
      await db.run('DELETE FROM desk_challenges WHERE expires_at <= ?', [at]);
      const [row] = await db.all('DELETE FROM desk_challenges WHERE id = ? AND purpose = ? RETURNING *', [id, purpose]);
      if (!row) return null;
      return {
        id: String(row.id),
        purpose: row.purpose === 'enrol' ? 'enrol' : 'sign-in',
        challenge: String(row.challenge),
        subject: row.subject === null ? null : String(row.subject),
        expiresAt: iso(row.expires_at),
      };
    },
  };
}
