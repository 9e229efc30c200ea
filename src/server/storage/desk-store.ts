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

/** The inbox's SQL part: what the database filters and orders (search and priority need the answers read). */
export interface InboxFilter {
  /** One lead, whatever its status (the other filters are then ignored). */
  readonly id?: string;
  readonly form?: string;
  readonly stage?: string;
  /** Without a stage: spam is left out (false) or shown alone (true). */
  readonly spam?: boolean;
  readonly from?: string;
  readonly to?: string;
  /** Lower-case text looked for in organisation, name and email. */
  readonly search?: string;
  readonly priority?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** What the inbox shows and searches of a lead, read once from its answers. */
export interface LeadIndexEntry {
  readonly submissionId: string;
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  readonly priority: string | null;
}

export interface InboxRecord {
  readonly id: string;
  readonly formId: string;
  readonly receivedAt: string;
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  readonly priority: string | null;
  readonly stage: string;
  readonly assignee: string | null;
  readonly delivery: string;
  readonly read: boolean;
}

export type RequestKind = 'access' | 'erasure' | 'correction';
export type RequestLaw = 'gdpr' | 'dpdp';

/** A data subject's request as the desk records it. */
export interface PrivacyRequest {
  readonly id: string;
  readonly kind: RequestKind;
  readonly law: RequestLaw;
  readonly email: string;
  /** YYYY-MM-DD. */
  readonly receivedOn: string;
  readonly dueOn: string;
  readonly recordedBy: string;
  readonly closedAt: string | null;
  readonly outcome: string | null;
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
  /** Removes one of a member's passkeys unless it is their last: `removed`, `last`, or `unknown` (not theirs). */
  removePasskey(memberId: string, id: string): Promise<'removed' | 'last' | 'unknown'>;
  /** Adds a passkey to a member; false when that credential id is already enrolled (theirs or anyone's). */
  addPasskey(memberId: string, passkey: NewPasskey, now: Date): Promise<boolean>;
  createSession(tokenHash: string, memberId: string, now: Date): Promise<void>;
  session(tokenHash: string): Promise<DeskSession | null>;
  touchSession(tokenHash: string, now: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Sessions idle since `idleBefore` or begun before `startedBefore`; returns how many went. */
  pruneSessions(idleBefore: Date, startedBefore: Date): Promise<number>;
  saveChallenge(challenge: DeskChallenge): Promise<void>;
  /** The challenge of a ceremony, removed as it is read (one use); null when unknown or expired. */
  takeChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<DeskChallenge | null>;
  /** Submissions not yet in the inbox's index (their answers as JSON text), at most `limit`. */
  unindexedLeads(limit: number): Promise<{ id: string; formId: string; answers: string }[]>;
  indexLeads(entries: readonly LeadIndexEntry[]): Promise<void>;
  /** Leads of the inbox, newest first, with their workflow state; see InboxFilter. */
  inbox(filter: InboxFilter, memberId: string): Promise<InboxRecord[]>;
  /** How many leads the filter matches. */
  inboxCount(filter: InboxFilter): Promise<number>;
  leadState(submissionId: string): Promise<{ stage: string | null; assignee: string | null }>;
  setStage(submissionId: string, stage: string, now: Date): Promise<void>;
  /** Assigns a lead to a member (by email), or to nobody; false when no such member. */
  setAssignee(submissionId: string, email: string | null, now: Date): Promise<boolean>;
  addNote(submissionId: string, author: string, body: string, now: Date): Promise<void>;
  notes(submissionId: string): Promise<{ author: string; body: string; createdAt: string }[]>;
  markRead(submissionId: string, memberId: string): Promise<void>;
  createRequest(request: Omit<PrivacyRequest, 'closedAt' | 'outcome'>): Promise<void>;
  /** Open requests by due date, then the closed ones, most recently closed first. */
  requests(): Promise<PrivacyRequest[]>;
  request(id: string): Promise<PrivacyRequest | null>;
  /** Closes an open request with what was done; false when unknown or already closed. */
  closeRequest(id: string, outcome: string, now: Date): Promise<boolean>;
  /** Form and time of the leads (spam left out) received from `since` (ISO) on: the insights' weekly counts. */
  leadsReceivedSince(since: string): Promise<{ formId: string; receivedAt: string }[]>;
  /** The answers (JSON text) of one form's leads (spam left out) received from `since` (ISO) on. */
  answersSince(formId: string, since: string): Promise<string[]>;
  audit(entry: AuditEntry): Promise<void>;
  /** Audit lines from `since` on, oldest first; of one object when given. */
  auditSince(since: Date, object?: string): Promise<AuditEntry[]>;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
/** A lead's status as the intake recorded it, and as the desk's workflow has it now. */
const INTAKE_STAGE = "CASE WHEN s.status = 'spam' THEN 'spam' ELSE 'new' END";
const WORKFLOW_STAGE = `COALESCE(l.stage, ${INTAKE_STAGE})`;
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
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

  async removePasskey(memberId: string, id: string): Promise<'removed' | 'last' | 'unknown'> {
    return this.db.transaction(async (tx) => {
      // Two removals at once must not leave a member without a passkey between them.
      if (this.db.dialect.lockKey) await tx.all(this.db.dialect.lockKey, [`passkeys:${memberId}`]);
      const rows = await tx.all('SELECT id FROM desk_passkeys WHERE member_id = ?', [memberId]);
      if (!rows.some((row) => String(row.id) === id)) return 'unknown';
      if (rows.length < 2) return 'last';
      await tx.run('DELETE FROM desk_passkeys WHERE id = ? AND member_id = ?', [id, memberId]);
      return 'removed';
    });
  }

  async addPasskey(memberId: string, passkey: NewPasskey, now: Date): Promise<boolean> {
    // The credential id is the table's key: a second enrolment of it is refused, never an overwrite.
    const added = await this.db.run(
      `INSERT INTO desk_passkeys (id, member_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
      [passkey.id, memberId, passkey.publicKey, passkey.counter, passkey.transports.join(','), now.toISOString()],
    );
    return added === 1;
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

  /** The filter's conditions other than the status, and their parameters. */
  private filterClauses(filter: InboxFilter): { clauses: string[]; params: (string | number)[] } {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (filter.form) {
      clauses.push('s.form_id = ?');
      params.push(filter.form);
    }
    if (filter.from) {
      clauses.push('s.received_at >= ?');
      params.push(filter.from);
    }
    if (filter.to) {
      clauses.push('s.received_at < ?');
      params.push(filter.to);
    }
    if (filter.priority) {
      clauses.push('x.priority = ?');
      params.push(filter.priority);
    }
    if (filter.search) {
      clauses.push("x.search LIKE ? ESCAPE '!'");
      params.push(`%${filter.search.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`);
    }
    return { clauses, params };
  }

  /** The status condition over a status expression: the one asked for, else spam or everything but spam. */
  private stageClause(filter: InboxFilter, stage: string): { clause: string; params: string[] } {
    if (filter.stage) return { clause: `${stage} = ?`, params: [filter.stage] };
    return { clause: filter.spam ? `${stage} = 'spam'` : `${stage} <> 'spam'`, params: [] };
  }

  /** The WHERE clause and parameters of an inbox filter (the status is the workflow's, else the intake's). */
  private inboxWhere(filter: InboxFilter): { where: string; params: (string | number)[] } {
    if (filter.id !== undefined) return { where: 'WHERE s.id = ?', params: [filter.id] };
    const { clauses, params } = this.filterClauses(filter);
    const stage = this.stageClause(filter, WORKFLOW_STAGE);
    return { where: `WHERE ${[...clauses, stage.clause].join(' AND ')}`, params: [...params, ...stage.params] };
  }

  async inbox(filter: InboxFilter, memberId: string): Promise<InboxRecord[]> {
    const { where, params } = this.inboxWhere(filter);
    const page =
      filter.limit === undefined ? '' : ` LIMIT ${Number(filter.limit)} OFFSET ${Number(filter.offset ?? 0)}`;
    const rows = await this.db.all(
      `SELECT s.id, s.form_id, s.received_at, x.organisation, x.person, x.email, x.priority,
              COALESCE(l.stage, CASE WHEN s.status = 'spam' THEN 'spam' ELSE 'new' END) AS stage,
              m.email AS assignee,
              COALESCE((SELECT o.status FROM outbox o WHERE o.submission_id = s.id AND o.kind = 'email' ORDER BY o.id DESC LIMIT 1), '-') AS delivery,
              (SELECT COUNT(*) FROM desk_reads r WHERE r.submission_id = s.id AND r.member_id = ?) AS seen
       FROM submissions s
       LEFT JOIN desk_lead_index x ON x.submission_id = s.id
       LEFT JOIN desk_leads l ON l.submission_id = s.id
       LEFT JOIN desk_members m ON m.id = l.assignee_id
       ${where}
       ORDER BY s.received_at DESC, s.id DESC${page}`,
      [memberId, ...params],
    );
    return rows.map((row) => ({
      id: String(row.id),
      formId: String(row.form_id),
      receivedAt: iso(row.received_at),
      organisation: text(row.organisation),
      person: text(row.person),
      email: text(row.email),
      priority: text(row.priority),
      stage: String(row.stage),
      assignee: row.assignee === null ? null : String(row.assignee),
      delivery: String(row.delivery),
      read: Number(row.seen) > 0,
    }));
  }

  async inboxCount(filter: InboxFilter): Promise<number> {
    if (filter.search || filter.priority) {
      const { where, params } = this.inboxWhere(filter);
      const [row] = await this.db.all(
        `SELECT COUNT(*) AS total FROM submissions s JOIN desk_lead_index x ON x.submission_id = s.id
         LEFT JOIN desk_leads l ON l.submission_id = s.id ${where}`,
        params,
      );
      return Number(row?.total ?? 0);
    }
    // Counted in two cheap parts rather than one join per lead: the leads by their intake status,
    // then the few the desk has moved, by how their workflow status changes that count.
    const { clauses, params } = this.filterClauses(filter);
    const intake = this.stageClause(filter, INTAKE_STAGE);
    const workflow = this.stageClause(filter, 'l.stage');
    const [all] = await this.db.all(
      `SELECT COUNT(*) AS total FROM submissions s WHERE ${[...clauses, intake.clause].join(' AND ')}`,
      [...params, ...intake.params],
    );
    const [moved] = await this.db.all(
      `SELECT COALESCE(SUM(CASE WHEN ${workflow.clause} THEN 1 ELSE 0 END), 0) -
              COALESCE(SUM(CASE WHEN ${intake.clause} THEN 1 ELSE 0 END), 0) AS delta
       FROM desk_leads l JOIN submissions s ON s.id = l.submission_id
       ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''}`,
      [...workflow.params, ...intake.params, ...params],
    );
    return Number(all?.total ?? 0) + Number(moved?.delta ?? 0);
  }

  async unindexedLeads(limit: number): Promise<{ id: string; formId: string; answers: string }[]> {
    const rows = await this.db.all(
      `SELECT s.id, s.form_id, s.answers FROM submissions s
       WHERE NOT EXISTS (SELECT 1 FROM desk_lead_index x WHERE x.submission_id = s.id) LIMIT ?`,
      [limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      formId: String(row.form_id),
      answers: typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers),
    }));
  }

  async indexLeads(entries: readonly LeadIndexEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx.run(
          `INSERT INTO desk_lead_index (submission_id, organisation, person, email, search, priority) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (submission_id) DO NOTHING`,
          [
            entry.submissionId,
            entry.organisation,
            entry.person,
            entry.email,
            [entry.organisation, entry.person, entry.email].filter(Boolean).join('\n').toLowerCase(),
            entry.priority,
          ],
        );
      }
    });
  }

  async leadState(submissionId: string): Promise<{ stage: string | null; assignee: string | null }> {
    const [row] = await this.db.all(
      `SELECT l.stage, m.email FROM desk_leads l LEFT JOIN desk_members m ON m.id = l.assignee_id
       WHERE l.submission_id = ?`,
      [submissionId],
    );
    return { stage: row ? String(row.stage) : null, assignee: row?.email ? String(row.email) : null };
  }

  async setStage(submissionId: string, stage: string, now: Date): Promise<void> {
    await this.db.run(
      `INSERT INTO desk_leads (submission_id, stage, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (submission_id) DO UPDATE SET stage = excluded.stage, updated_at = excluded.updated_at`,
      [submissionId, stage, now.toISOString()],
    );
  }

  async setAssignee(submissionId: string, email: string | null, now: Date): Promise<boolean> {
    const member = email === null ? null : await this.memberByEmail(email);
    if (email !== null && !member) return false;
    return this.db.transaction(async (tx) => {
      const [submission] = await tx.all(
        "SELECT CASE WHEN status = 'spam' THEN 'spam' ELSE 'new' END AS stage FROM submissions WHERE id = ?",
        [submissionId],
      );
      if (!submission) return false;
      await tx.run(
        `INSERT INTO desk_leads (submission_id, stage, assignee_id, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (submission_id) DO UPDATE SET assignee_id = excluded.assignee_id, updated_at = excluded.updated_at`,
        [submissionId, String(submission.stage), member?.id ?? null, now.toISOString()],
      );
      return true;
    });
  }

  async addNote(submissionId: string, author: string, body: string, now: Date): Promise<void> {
    await this.db.run('INSERT INTO desk_notes (submission_id, author, body, created_at) VALUES (?, ?, ?, ?)', [
      submissionId,
      author,
      body,
      now.toISOString(),
    ]);
  }

  async notes(submissionId: string): Promise<{ author: string; body: string; createdAt: string }[]> {
    const rows = await this.db.all('SELECT * FROM desk_notes WHERE submission_id = ? ORDER BY created_at, id', [
      submissionId,
    ]);
    return rows.map((row) => ({ author: String(row.author), body: String(row.body), createdAt: iso(row.created_at) }));
  }

  async markRead(submissionId: string, memberId: string): Promise<void> {
    await this.db.run(
      'INSERT INTO desk_reads (submission_id, member_id) VALUES (?, ?) ON CONFLICT (submission_id, member_id) DO NOTHING',
      [submissionId, memberId],
    );
  }

  async createRequest(request: Omit<PrivacyRequest, 'closedAt' | 'outcome'>): Promise<void> {
    await this.db.run(
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
  }

  async requests(): Promise<PrivacyRequest[]> {
    const rows = await this.db.all(
      `SELECT * FROM desk_requests ORDER BY CASE WHEN closed_at IS NULL THEN 0 ELSE 1 END, due_on, closed_at DESC, id`,
    );
    return rows.map(requestFromRow);
  }

  async request(id: string): Promise<PrivacyRequest | null> {
    const [row] = await this.db.all('SELECT * FROM desk_requests WHERE id = ?', [id]);
    return row ? requestFromRow(row) : null;
  }

  async closeRequest(id: string, outcome: string, now: Date): Promise<boolean> {
    const changed = await this.db.run(
      'UPDATE desk_requests SET closed_at = ?, outcome = ? WHERE id = ? AND closed_at IS NULL',
      [now.toISOString(), outcome, id],
    );
    return changed === 1;
  }

  async leadsReceivedSince(since: string): Promise<{ formId: string; receivedAt: string }[]> {
    const rows = await this.db.all(
      `SELECT s.form_id, s.received_at FROM submissions s LEFT JOIN desk_leads l ON l.submission_id = s.id
       WHERE s.received_at >= ? AND ${WORKFLOW_STAGE} <> 'spam'`,
      [since],
    );
    return rows.map((row) => ({ formId: String(row.form_id), receivedAt: iso(row.received_at) }));
  }

  async answersSince(formId: string, since: string): Promise<string[]> {
    const rows = await this.db.all(
      `SELECT s.answers FROM submissions s LEFT JOIN desk_leads l ON l.submission_id = s.id
       WHERE s.form_id = ? AND s.received_at >= ? AND ${WORKFLOW_STAGE} <> 'spam'`,
      [formId, since],
    );
    return rows.map((row) => (typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers)));
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
