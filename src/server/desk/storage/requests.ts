/** Data subjects' requests as the desk records them: open ones by due date, each closed once with what was done. */
import { normaliseEmail } from '../../common/email.ts';
import type { Database, Row } from '../../storage/database.ts';
import { iso, isoOrNull } from './rows.ts';
import type { PrivacyRequest, RequestNote } from './types.ts';

export interface RequestStore {
  createRequest(request: Omit<PrivacyRequest, 'closedAt' | 'outcome'>): Promise<void>;
  /** Open requests by due date, then the closed ones, most recently closed first. */
  requests(): Promise<PrivacyRequest[]>;
  request(id: string): Promise<PrivacyRequest | null>;
  /** Closes an open request with what was done; false when unknown or already closed. */
  closeRequest(id: string, outcome: string, now: Date): Promise<boolean>;
  addRequestNote(requestId: string, note: RequestNote): Promise<void>;
  /** Every request's notes, oldest first, by request id. */
  requestNotes(): Promise<Map<string, RequestNote[]>>;
}

function requestFromRow(row: Row): PrivacyRequest {
  return {
    id: String(row.id),
    kind: row.kind === 'erasure' ? 'erasure' : row.kind === 'correction' ? 'correction' : 'access',
    law: row.law === 'dpdp' ? 'dpdp' : 'gdpr',
    email: String(row.email),
    receivedOn: String(row.received_on),
    dueOn: String(row.due_on),
    recordedBy: String(row.recorded_by),
    closedAt: isoOrNull(row.closed_at),
    outcome: row.outcome === null ? null : String(row.outcome),
  };
}

export function requestStore(db: Database): RequestStore {
  return {
    async createRequest(request) {
      await db.run(
        `INSERT INTO desk_requests (id, kind, law, email, received_on, due_on, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          request.id,
          request.kind,
          request.law,
          normaliseEmail(request.email),
          request.receivedOn,
          request.dueOn,
          request.recordedBy,
        ],
      );
    },

    async requests() {
      const rows = await db.all(
        `SELECT * FROM desk_requests ORDER BY CASE WHEN closed_at IS NULL THEN 0 ELSE 1 END, due_on, closed_at DESC, id`,
      );
      return rows.map(requestFromRow);
    },

    async request(id) {
      const [row] = await db.all('SELECT * FROM desk_requests WHERE id = ?', [id]);
      return row ? requestFromRow(row) : null;
    },

    async closeRequest(id, outcome, now) {
      const changed = await db.run(
        'UPDATE desk_requests SET closed_at = ?, outcome = ? WHERE id = ? AND closed_at IS NULL',
        [now.toISOString(), outcome, id],
      );
      return changed === 1;
    },

    async addRequestNote(requestId, note) {
      await db.run('INSERT INTO desk_request_notes (request_id, author, body, created_at) VALUES (?, ?, ?, ?)', [
        requestId,
        note.author,
        note.text,
        note.at,
      ]);
    },

    async requestNotes() {
      const notes = new Map<string, RequestNote[]>();
      for (const row of await db.all('SELECT * FROM desk_request_notes ORDER BY created_at, id')) {
        const id = String(row.request_id);
        notes.set(id, [
          ...(notes.get(id) ?? []),
          { at: iso(row.created_at), author: String(row.author), text: String(row.body) },
        ]);
      }
      return notes;
    },
  };
}
