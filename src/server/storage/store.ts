/**
 * What the submission service stores, behind one interface, implemented once (sql-store.ts) over
 * two databases: SQLite (node:sqlite, the default, one file under DATA_DIR) and PostgreSQL (pg,
 * when DATABASE_URL is set, shared by several server processes). Both keep the same schema
 * (migrations.ts).
 */

import type { DeskStore, LeadListing } from '../desk/storage/index.ts';
import type { AnswerItem, StoredFormVersion } from './queries/form-versions.ts';

export type { AnswerItem, StoredFormVersion } from './queries/form-versions.ts';

export interface FormVersionStore {
  /** Stores each version not stored yet; a stored version is never changed. */
  save(versions: readonly Omit<StoredFormVersion, 'firstServedAt'>[], at: Date): Promise<void>;
  byId(ids: readonly string[]): Promise<StoredFormVersion[]>;
  /** A form's stored versions, the first served first. */
  ofForm(formId: string): Promise<StoredFormVersion[]>;
  /** Leads stored before versions were kept (no version recorded yet). */
  unversioned(): Promise<{ readonly id: string; readonly formId: string; readonly answers: string }[]>;
  /** Records the versions of leads that have none yet. */
  recordLeadVersions(versions: readonly { readonly id: string; readonly version: string }[]): Promise<void>;
  /** How many of a form's stored leads answered each item (a question at all, or one option of it). */
  leadsAnswering(formId: string, items: readonly AnswerItem[]): Promise<number[]>;
}

export type SubmissionStatus = 'new' | 'spam';

/** One stored submission: exactly these fields and nothing more. */
export interface StoredSubmission {
  readonly id: string;
  readonly formId: string;
  readonly receivedAt: string;
  /** Validated answers as JSON text. */
  readonly answers: string;
  readonly report: string;
  readonly status: SubmissionStatus;
  readonly consentAt: string | null;
  /** The consent box's label as the visitor saw it (null when the form has none or it was not ticked). */
  readonly consentText: string | null;
  /** The privacy notice in force when it was received (privacyNoticeVersion: `<date>.<hash>`). */
  readonly noticeVersion: string | null;
  /** When the visitor ticked the form's marketing opt-in (form.json marketingOptIn); null when not. */
  readonly marketingAt: string | null;
  /** The opt-in's label as the visitor saw it; null when not ticked. */
  readonly marketingText: string | null;
  /** When the visitor withdrew it (`leads unsubscribe`); null while it stands. */
  readonly marketingWithdrawnAt: string | null;
  /** The client address truncated to its network (IPv4 /24, IPv6 /48). */
  readonly ipPrefix: string | null;
  readonly idempotencyKey: string | null;
  /**
   * The form version it was answered against (the SHA-256 naming a row of form_versions, or
   * "unrecorded"); null only for a lead stored before versions were kept, until the next start.
   */
  readonly formVersion: string | null;
}

/** One limit a confirmation email counts against: what is counted (hashed), and how many a window allows. */
export interface ConfirmationCount {
  readonly key: string;
  readonly max: number;
}

/** The firm's lead email, the forward to FORWARD_URL, the visitor's confirmation email, a reply from the desk, a
 * reminder to the firm's members. */
export type JobKind = 'email' | 'forward' | 'confirmation' | 'reply' | 'reminder';
export type JobStatus = 'pending' | 'sent' | 'dead';

export interface OutboxJob {
  readonly id: number;
  readonly submissionId: string;
  readonly kind: JobKind;
  readonly status: JobStatus;
  readonly attempts: number;
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
  readonly sentAt: string | null;
}

/** The outbox at a glance: what `/healthz/delivery`, `leads status`, the metrics and the alerts report. */
export interface DeliveryFigures {
  readonly pending: number;
  /** When the submission behind the oldest undelivered (pending) job was received; null when none is pending. */
  readonly oldestPendingSince: string | null;
  readonly dead: number;
  /** The error of the most recent job still failing (pending with an error, or dead), as stored. */
  readonly lastError: { readonly kind: string; readonly error: string } | null;
}

export interface FormCount {
  readonly formId: string;
  readonly status: SubmissionStatus;
  readonly count: number;
}

/** Whether lead delivery is failing, one state for every process sharing the database. */
export type DeliveryAlertState = 'ok' | 'failing';

export type InsertResult =
  | { readonly outcome: 'stored'; readonly id: string }
  /** The idempotency key was seen before: the first submission, for comparison by the caller. */
  | { readonly outcome: 'duplicate'; readonly existing: StoredSubmission };

export interface LeadSummary {
  readonly id: string;
  readonly formId: string;
  readonly receivedAt: string;
  readonly status: SubmissionStatus;
  /** Validated answers as JSON text (for the lead's priority). */
  readonly answers: string;
  readonly delivery: string;
  readonly formVersion: string | null;
}

/** Page views of a form that reached a funnel step on a day (UTC, YYYY-MM-DD): a count, nothing about anyone. */
export interface FormEventCount {
  readonly day: string;
  readonly formId: string;
  readonly step: string;
  readonly reached: number;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The desk's members, sessions, inbox and audit log (desk/storage/), in the same database. */
  readonly desk: DeskStore;
  /** The form versions leads were answered on (queries/form-versions.ts). */
  readonly versions: FormVersionStore;
  /**
   * Applies pending migrations; safe to run at every start and from several processes. With
   * `through`, stops after that version (a test of a migration starts from an older schema).
   */
  migrate(through?: number): Promise<void>;
  ping(): Promise<void>;
  /**
   * The submission, its jobs and its place in the desk's inbox in one transaction: all durable when
   * this resolves. Without a listing the inbox reads one from the answers later (listUnlisted).
   */
  insertSubmission(
    submission: StoredSubmission,
    jobs: readonly JobKind[],
    listing?: LeadListing,
  ): Promise<InsertResult>;
  /** The submission stored under this Idempotency-Key, if any. */
  findByIdempotencyKey(key: string): Promise<StoredSubmission | null>;
  /** Leases due jobs to this worker (no other worker gets them until the lease ends). */
  claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]>;
  /**
   * At start: frees the leases a crashed process left, where one process owns the database
   * (SQLite); returns how many. With PostgreSQL it frees none: they expire with their lease.
   */
  releaseStaleLeases(): Promise<number>;
  markSent(jobId: number, now: Date): Promise<void>;
  markRetry(jobId: number, nextAttemptAt: Date, error: string): Promise<void>;
  markDead(jobId: number, error: string): Promise<void>;
  getSubmission(id: string): Promise<StoredSubmission | null>;
  listSubmissions(limit: number): Promise<LeadSummary[]>;
  jobsOf(submissionId: string): Promise<OutboxJob[]>;
  submissionsOfForm(formId: string): Promise<StoredSubmission[]>;
  allSubmissions(): Promise<StoredSubmission[]>;
  /** Deletes submissions and their jobs; returns how many submissions went. */
  deleteSubmissions(ids: readonly string[]): Promise<number>;
  idsOlderThan(cutoff: Date): Promise<string[]>;
  /** Records the withdrawal of the marketing consent of these submissions (those that gave one); returns how many. */
  withdrawMarketing(ids: readonly string[], at: Date): Promise<number>;
  /** Puts dead jobs back in the queue; returns how many. */
  retryDead(now: Date, submissionId?: string): Promise<number>;
  /**
   * Counts a hit of a client (an address or network) against a limit of `max` per sliding
   * window, for every process sharing the database: 0 when allowed (and counted), else the
   * seconds until the next hit would be. Each limit (`scope`: the submissions, the desk's
   * sign-in) counts its own hits.
   */
  hitRateLimit(scope: string, client: string, now: Date, max: number, windowMs: number): Promise<number>;
  /** Forgets a limit's hits older than `before`; returns how many. */
  pruneRateLimit(scope: string, before: Date): Promise<number>;
  /**
   * Counts a confirmation email against each of `counts` (a hashed mailbox, a hashed network),
   * each allowing `max` per sliding window, for every process sharing the database: true when
   * every count is under its limit, and then each is counted; false counts nothing.
   */
  countConfirmation(counts: readonly ConfirmationCount[], now: Date, windowMs: number): Promise<boolean>;
  /** Forgets confirmation sends older than `before`; returns how many. */
  pruneConfirmations(before: Date): Promise<number>;
  /**
   * Pending and dead lead jobs (the firm's email and the forward), the oldest pending one's age,
   * the latest error still standing. Visitors' confirmations and the desk's replies are left out: a mistyped address
   * says nothing about whether the firm gets its leads.
   */
  deliveryFigures(): Promise<DeliveryFigures>;
  /** Submissions received since `since`, per form and status. */
  countsSince(since: Date): Promise<FormCount[]>;
  /**
   * Moves the shared delivery alert state from `from` to `to`; true for exactly one caller (of
   * any process) per change, so an incident is announced once.
   */
  changeDeliveryAlert(from: DeliveryAlertState, to: DeliveryAlertState, now: Date): Promise<boolean>;
  /** The delivery alert's state now and when it last changed (the epoch when it never has). */
  deliveryAlert(): Promise<{ readonly state: DeliveryAlertState; readonly changedAt: string }>;
  /** Adds these counts to the stored ones, all in one transaction. */
  addFormEvents(counts: readonly FormEventCount[]): Promise<void>;
  /** A form's count per funnel step, summed over the days from `sinceDay` (YYYY-MM-DD) on. */
  formEventTotals(formId: string, sinceDay: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}
