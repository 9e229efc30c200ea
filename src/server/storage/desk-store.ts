/**
 * The desk's part of the store (members, passkeys, invites, sessions, sign-in challenges, the
 * audit log), written once over the same SQL layer as the submissions (database.ts) and reached as
 * `store.desk`. Tokens arrive here already hashed: no table holds a usable invite or session.
 */
import { placeholders, type Database, type Row, type SqlConnection } from './database.ts';
import { listingTerms, prefixEnd, searchWords } from './inbox-terms.ts';

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

/** The inbox's filters, all answered from the desk_inbox table and its indexes. */
export interface InboxFilter {
  /** One lead, whatever its status (the other filters are then ignored). */
  readonly id?: string;
  readonly form?: string;
  readonly stage?: string;
  /** Without a stage: spam is left out (false) or shown alone (true). */
  readonly spam?: boolean;
  readonly from?: string;
  readonly to?: string;
  /** Words looked for in organisation, name and email: each the beginning of one of their words. */
  readonly search?: string;
  readonly priority?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * What the desk's inbox lists a lead under and searches, read from its answers as it is stored
 * (src/server/submissions/listing.ts): never more than these four.
 */
export interface LeadListing {
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  /** The readiness snapshot's priority (high, medium, low); null for a form without scoring. */
  readonly priority: string | null;
}

/** A lead's listing, read from its answers after it was stored (see DeskStore.unlistedLeads). */
export interface ListedLead {
  readonly submissionId: string;
  readonly listing: LeadListing;
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
  /** Withdraws the unused invites to an address (their links stop working); resolves to how many. */
  revokeInvites(email: string): Promise<number>;
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
  /** Leads stored without a listing (their answers as JSON text), at most `limit`. */
  unlistedLeads(limit: number): Promise<{ id: string; formId: string; answers: string }[]>;
  listLeads(entries: readonly ListedLead[], now: Date): Promise<void>;
  /** After listing many leads at once: the inbox's tables tidied (PostgreSQL: vacuumed and analysed). */
  tidyInbox(): Promise<void>;
  /** Leads of the inbox, newest first, with their workflow state; see InboxFilter. */
  inbox(filter: InboxFilter, memberId: string): Promise<InboxRecord[]>;
  /**
   * How many leads the filter matches; a search by a word most leads have counts no further than
   * COUNT_LIMIT (then `more`: more leads than `total` match).
   */
  inboxCount(filter: InboxFilter): Promise<{ total: number; more: boolean }>;
  /** The lead's workflow status and assignee; null when there is no such lead. */
  leadState(submissionId: string): Promise<{ stage: string; assignee: string | null } | null>;
  setStage(submissionId: string, stage: string, now: Date): Promise<void>;
  /** Assigns a lead to a member (by email), or to nobody; false when no such member or lead. */
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
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const role = (value: unknown): DeskRole => (value === 'owner' ? 'owner' : 'consultant');

/** Rows a multi-row statement carries at once (well under either database's parameter limit). */
const BATCH = 200;
/** A search word this many words of leads begin with is too common to look its leads up (searchClauses). */
export const DRIVING_WORD = 5000;
/** A search by a common word is counted this far: finding the rest would read every lead. */
export const COUNT_LIMIT = 1000;

/**
 * Writes what leads are listed under, and the words they are found by, inside the caller's
 * transaction: a batch a statement (the VALUES columns are column1... in both databases), so a first
 * start on a large store lists its leads in a few hundred statements rather than one per lead.
 */
export async function writeListings(tx: SqlConnection, entries: readonly ListedLead[], at: string): Promise<void> {
  for (let first = 0; first < entries.length; first += BATCH) {
    const batch = entries.slice(first, first + BATCH);
    await tx.run(
      `UPDATE desk_inbox SET organisation = v.column2, person = v.column3, email = v.column4,
              priority = v.column5, listed_at = ?
       FROM (VALUES ${batch.map(() => `(${placeholders(5)})`).join(', ')}) AS v
       WHERE desk_inbox.submission_id = v.column1`,
      [
        at,
        ...batch.flatMap(({ submissionId, listing }) => [
          submissionId,
          listing.organisation,
          listing.person,
          listing.email,
          listing.priority,
        ]),
      ],
    );
    const terms = batch.flatMap(({ submissionId, listing }) =>
      listingTerms(listing).map((term) => [term, submissionId]),
    );
    for (let start = 0; start < terms.length; start += BATCH * 2) {
      const some = terms.slice(start, start + BATCH * 2);
      await tx.run(
        `INSERT INTO desk_inbox_terms (term, submission_id) VALUES ${some.map(() => '(?, ?)').join(', ')}
         ON CONFLICT DO NOTHING`,
        some.flat(),
      );
    }
  }
}

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

  async revokeInvites(email: string): Promise<number> {
    return this.db.run('DELETE FROM desk_invites WHERE email = ? AND used_at IS NULL', [normaliseEmail(email)]);
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

  /** How many words of leads begin with `word`, counted no further than DRIVING_WORD. */
  private async wordCount(word: string): Promise<number> {
    const [row] = await this.db.all(
      'SELECT COUNT(*) AS found FROM (SELECT 1 FROM desk_inbox_terms WHERE term >= ? AND term < ? LIMIT ?) AS t',
      [word, prefixEnd(word), DRIVING_WORD],
    );
    return Number(row?.found ?? 0);
  }

  /**
   * The conditions of a search on lead `i`. The rarest word typed, when few enough leads have it,
   * gives the leads to look at (IN), and each other word is checked on those alone (EXISTS). When
   * every word is common, each is checked lead by lead as the page is read newest first, which
   * stops once the page is full; the count then stops at COUNT_LIMIT (`common`).
   */
  private async searchClauses(search: string): Promise<{ clauses: string[]; params: string[]; common: boolean }> {
    const typed = searchWords(search);
    // Nothing to look up (only punctuation typed): no lead has such a word.
    if (typed.length === 0) return { clauses: ['1 = 0'], params: [], common: false };
    const counts = await Promise.all(typed.map((word) => this.wordCount(word)));
    const fewest = Math.min(...counts);
    const driver = fewest < DRIVING_WORD ? typed[counts.indexOf(fewest)] : undefined;
    const clauses = typed.map((word) =>
      word === driver
        ? 'i.submission_id IN (SELECT t.submission_id FROM desk_inbox_terms t WHERE t.term >= ? AND t.term < ?)'
        : 'EXISTS (SELECT 1 FROM desk_inbox_terms t WHERE t.submission_id = i.submission_id AND t.term >= ? AND t.term < ?)',
    );
    return { clauses, params: typed.flatMap((word) => [word, prefixEnd(word)]), common: driver === undefined };
  }

  /** The WHERE clause and parameters of an inbox filter, over desk_inbox `i`. */
  private async inboxWhere(
    filter: InboxFilter,
  ): Promise<{ where: string; params: (string | number)[]; common: boolean }> {
    if (filter.id !== undefined) return { where: 'WHERE i.submission_id = ?', params: [filter.id], common: false };
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    const add = (clause: string, value?: string) => {
      clauses.push(clause);
      if (value !== undefined) params.push(value);
    };
    if (filter.stage) add('i.stage = ?', filter.stage);
    else add(filter.spam ? "i.stage = 'spam'" : "i.stage <> 'spam'");
    if (filter.form) add('i.form_id = ?', filter.form);
    if (filter.from) add('i.received_at >= ?', filter.from);
    if (filter.to) add('i.received_at < ?', filter.to);
    if (filter.priority) add('i.priority = ?', filter.priority);
    const search = filter.search === undefined ? undefined : await this.searchClauses(filter.search);
    if (search) {
      clauses.push(...search.clauses);
      params.push(...search.params);
    }
    return { where: `WHERE ${clauses.join(' AND ')}`, params, common: search?.common ?? false };
  }

  async inbox(filter: InboxFilter, memberId: string): Promise<InboxRecord[]> {
    const { where, params } = await this.inboxWhere(filter);
    const page =
      filter.limit === undefined ? '' : ` LIMIT ${Number(filter.limit)} OFFSET ${Number(filter.offset ?? 0)}`;
    const rows = await this.db.all(
      `SELECT i.submission_id AS id, i.form_id, i.received_at, i.organisation, i.person, i.email, i.priority,
              i.stage, m.email AS assignee,
              COALESCE((SELECT o.status FROM outbox o WHERE o.submission_id = i.submission_id AND o.kind = 'email' ORDER BY o.id DESC LIMIT 1), '-') AS delivery,
              (SELECT COUNT(*) FROM desk_reads r WHERE r.submission_id = i.submission_id AND r.member_id = ?) AS seen
       FROM desk_inbox i
       LEFT JOIN desk_members m ON m.id = i.assignee_id
       ${where}
       ORDER BY i.received_at DESC, i.submission_id DESC${page}`,
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

  async inboxCount(filter: InboxFilter): Promise<{ total: number; more: boolean }> {
    const { where, params, common } = await this.inboxWhere(filter);
    if (!common) {
      const [row] = await this.db.all(`SELECT COUNT(*) AS total FROM desk_inbox i ${where}`, params);
      return { total: Number(row?.total ?? 0), more: false };
    }
    const [row] = await this.db.all(
      `SELECT COUNT(*) AS total FROM (SELECT 1 FROM desk_inbox i ${where} LIMIT ${COUNT_LIMIT + 1}) AS found`,
      params,
    );
    const total = Number(row?.total ?? 0);
    return total > COUNT_LIMIT ? { total: COUNT_LIMIT, more: true } : { total, more: false };
  }

  async unlistedLeads(limit: number): Promise<{ id: string; formId: string; answers: string }[]> {
    const rows = await this.db.all(
      `SELECT s.id, s.form_id, s.answers FROM desk_inbox i JOIN submissions s ON s.id = i.submission_id
       WHERE i.listed_at IS NULL LIMIT ?`,
      [limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      formId: String(row.form_id),
      answers: typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers),
    }));
  }

  async listLeads(entries: readonly ListedLead[], now: Date): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction((tx) => writeListings(tx, entries, now.toISOString()));
  }

  async tidyInbox(): Promise<void> {
    // Both tables: the planner picks how to run a search from the words' figures.
    for (const table of ['desk_inbox', 'desk_inbox_terms']) {
      const statement = this.db.dialect.tidy(table);
      if (statement) await this.db.run(statement);
    }
  }

  async leadState(submissionId: string): Promise<{ stage: string; assignee: string | null } | null> {
    const [row] = await this.db.all(
      `SELECT i.stage, m.email FROM desk_inbox i LEFT JOIN desk_members m ON m.id = i.assignee_id
       WHERE i.submission_id = ?`,
      [submissionId],
    );
    return row ? { stage: String(row.stage), assignee: row.email ? String(row.email) : null } : null;
  }

  async setStage(submissionId: string, stage: string, now: Date): Promise<void> {
    await this.db.run('UPDATE desk_inbox SET stage = ?, updated_at = ? WHERE submission_id = ?', [
      stage,
      now.toISOString(),
      submissionId,
    ]);
  }

  async setAssignee(submissionId: string, email: string | null, now: Date): Promise<boolean> {
    const member = email === null ? null : await this.memberByEmail(email);
    if (email !== null && !member) return false;
    const changed = await this.db.run('UPDATE desk_inbox SET assignee_id = ?, updated_at = ? WHERE submission_id = ?', [
      member?.id ?? null,
      now.toISOString(),
      submissionId,
    ]);
    return changed === 1;
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
      "SELECT form_id, received_at FROM desk_inbox WHERE received_at >= ? AND stage <> 'spam'",
      [since],
    );
    return rows.map((row) => ({ formId: String(row.form_id), receivedAt: iso(row.received_at) }));
  }

  async answersSince(formId: string, since: string): Promise<string[]> {
    const rows = await this.db.all(
      `SELECT s.answers FROM desk_inbox i JOIN submissions s ON s.id = i.submission_id
       WHERE i.form_id = ? AND i.received_at >= ? AND i.stage <> 'spam'`,
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
