/**
 * Members' passkeys: a credential id is enrolled once (theirs or anyone's), its counter follows
 * each sign-in, and a member's last passkey is never removed (they would be locked out).
 */
import type { Database, Row } from '../../storage/database.ts';
import { iso, isoOrNull } from './rows.ts';
import type { DeskPasskey, NewPasskey } from './types.ts';

export interface PasskeyStore {
  passkey(id: string): Promise<DeskPasskey | null>;
  passkeysOf(memberId: string): Promise<DeskPasskey[]>;
  usePasskey(id: string, counter: number, now: Date): Promise<void>;
  /**
   * Removes one of a member's passkeys, with the sessions it opened, unless it is their last:
   * `removed`, `last`, or `unknown` (not theirs).
   */
  removePasskey(memberId: string, id: string): Promise<'removed' | 'last' | 'unknown'>;
  /** Adds a passkey to a member; false when that credential id is already enrolled (theirs or anyone's). */
  addPasskey(memberId: string, passkey: NewPasskey, now: Date): Promise<boolean>;
  /** The address of the member holding the passkey whose credential id starts so (the audit log's 8 characters). */
  holderOfPasskey(prefix: string): Promise<string | null>;
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

export function passkeyStore(db: Database): PasskeyStore {
  return {
    async passkey(id) {
      const [row] = await db.all('SELECT * FROM desk_passkeys WHERE id = ?', [id]);
      return row ? passkeyFromRow(row) : null;
    },

    async holderOfPasskey(prefix) {
      // substr, not LIKE: a credential id's `_` would be LIKE's wildcard.
      const rows = await db.all(
        `SELECT m.email FROM desk_passkeys p JOIN desk_members m ON m.id = p.member_id
         WHERE substr(p.id, 1, ?) = ? LIMIT 2`,
        [prefix.length, prefix],
      );
      // Two passkeys sharing the prefix would make the name a guess: none then.
      return rows.length === 1 && rows[0] ? String(rows[0].email) : null;
    },

    async passkeysOf(memberId) {
      const rows = await db.all('SELECT * FROM desk_passkeys WHERE member_id = ? ORDER BY created_at', [memberId]);
      return rows.map(passkeyFromRow);
    },

    async usePasskey(id, counter, now) {
      await db.run('UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
        counter,
        now.toISOString(),
        id,
      ]);
    },

    async removePasskey(memberId, id) {
      return db.transaction(async (tx) => {
        // Two removals at once must not leave a member without a passkey between them.
        if (db.dialect.lockKey) await tx.all(db.dialect.lockKey, [`passkeys:${memberId}`]);
        const rows = await tx.all('SELECT id FROM desk_passkeys WHERE member_id = ?', [memberId]);
        if (!rows.some((row) => String(row.id) === id)) return 'unknown';
        if (rows.length < 2) return 'last';
        // The sessions it opened end with it (a lost laptop's), whatever the foreign key does.
        await tx.run('DELETE FROM desk_sessions WHERE passkey_id = ?', [id]);
        await tx.run('DELETE FROM desk_passkeys WHERE id = ? AND member_id = ?', [id, memberId]);
        return 'removed';
      });
    },

    async addPasskey(memberId, passkey, now) {
      // The credential id is the table's key: a second enrolment of it is refused, never an overwrite.
      const added = await db.run(
        `INSERT INTO desk_passkeys (id, member_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        [passkey.id, memberId, passkey.publicKey, passkey.counter, passkey.transports.join(','), now.toISOString()],
      );
      return added === 1;
    },
  };
}
