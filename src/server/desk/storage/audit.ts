/** The desk's audit log: appended to, read by time (and by object), never rewritten. */
import type { Database, Row } from '../../storage/database.ts';
import { iso } from './rows.ts';
import type { AuditEntry } from './types.ts';

export interface AuditStore {
  audit(entry: AuditEntry): Promise<void>;
  /** Audit lines from `since` on, oldest first; of one object when given. */
  auditSince(since: Date, object?: string): Promise<AuditEntry[]>;
  /** The latest `limit` audit lines from `since` on whose detail begins with `detailPrefix`, newest first. */
  auditDetailed(detailPrefix: string, since: Date, limit: number): Promise<AuditEntry[]>;
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

export function auditStore(db: Database): AuditStore {
  return {
    async audit(entry) {
      await db.run('INSERT INTO desk_audit (at, actor, action, object, detail) VALUES (?, ?, ?, ?, ?)', [
        entry.at,
        entry.actor,
        entry.action,
        entry.object,
        entry.detail,
      ]);
    },

    async auditSince(since, object) {
      const rows =
        object === undefined
          ? await db.all('SELECT * FROM desk_audit WHERE at >= ? ORDER BY at, id', [since.toISOString()])
          : await db.all('SELECT * FROM desk_audit WHERE object = ? AND at >= ? ORDER BY at, id', [
              object,
              since.toISOString(),
            ]);
      return rows.map(auditFromRow);
    },

    async auditDetailed(detailPrefix, since, limit) {
      // The prefix is the server's own words, never a visitor's: no LIKE wildcard to escape.
      const rows = await db.all(
        'SELECT * FROM desk_audit WHERE detail LIKE ? AND at >= ? ORDER BY at DESC, id DESC LIMIT ?',
        [`${detailPrefix}%`, since.toISOString(), limit],
      );
      return rows.map(auditFromRow);
    },
  };
}
