/**
 * Delivers the outbox: leases due jobs, sends each (the firm's email, the forward, the visitor's
 * confirmation, a reply from the desk), then marks it sent, schedules a retry (1 s doubling, capped at 30 s) or, after
 * the last attempt or a permanent refusal, leaves it as a dead letter for the operator
 * (`npm run leads -- retry`).
 * Jobs live in the database, so delivery survives restarts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildPayload } from '../../questionnaire/payload.ts';
import type { FormVersions } from './form-versions.ts';
import type { FirmContact } from '../mail/confirmation-email.ts';
import { confirmationEmail } from '../mail/confirmation-email.ts';
import { leadEmail } from '../mail/lead-email.ts';
import { replyEmail } from '../mail/reply-email.ts';
import { isPermanentMailError, noticeCopy, type Mailer } from '../mail/mailer.ts';
import type { OutboxJob, Store } from '../storage/store.ts';
import { deskNotice } from './desk-notice.ts';
import { ForwardError, forwardPayload } from './forward.ts';

export interface WorkerOptions {
  readonly store: Store;
  readonly mailer: Mailer;
  /** The form each lead was answered on: a retried email reads as the first would have. */
  readonly versions: FormVersions;
  readonly mailFrom: string;
  readonly leadsTo: string;
  /** Who the visitor's confirmation is from and how it says to reach the firm. */
  readonly firm: FirmContact;
  readonly forwardUrl: string | undefined;
  /** The desk's origin, which notices to members link to; undefined with the desk off. */
  readonly deskOrigin?: string;
  readonly maxAttempts: number;
  readonly pollMs: number;
  /** Deliveries under way at once (the SMTP pool's size). */
  readonly concurrency: number;
  /**
   * Jobs leased by one database write (at least `concurrency`). More than `concurrency` only
   * where every delivery takes milliseconds (.eml files): a leased job waits for the ones ahead.
   */
  readonly batch?: number;
  readonly log: FastifyBaseLogger;
  /**
   * The desk's clock, which a lead's reply clock reads: a reply's sent time, where it stops the
   * clock. By default the time of day; retries are scheduled on the time of day whatever it is.
   */
  readonly now?: () => Date;
  /** Told of every attempt's outcome (metrics, the delivery monitor). */
  readonly onDelivery?: (job: OutboxJob, outcome: 'sent' | 'retry' | 'dead') => void;
}

/**
 * How long a claimed job stays reserved for its worker. A worker that dies mid-delivery (SIGKILL,
 * power) holds it this long before another (or the restarted one) retries; sends time out sooner
 * (src/server/mail/mailer.ts), so a live worker always finishes within its lease.
 */
export const LEASE_MS = 30_000;

/**
 * How long a stopping worker waits for the deliveries under way. A mail server that stops
 * answering mid-message would otherwise hold the shutdown until the socket timeout; past this,
 * the jobs are put back as due (the next start sends them again, with the same Message-ID).
 */
export const STOP_GRACE_MS = 4_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

export class OutboxWorker {
  private readonly options: WorkerOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Jobs being delivered now, and those a stop gave up waiting for (their outcome is not recorded). */
  private readonly delivering = new Set<OutboxJob>();
  private readonly abandoned = new Set<number>();

  constructor(options: WorkerOptions) {
    this.options = options;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a delivery pass now (after a new submission), or right after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.options.log.error({ err: String(error) }, 'outbox pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stops polling and waits for the deliveries under way to finish, at most `graceMs`; the ones
   * still under way then are put back as due now, so nothing is lost and the store can close.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const running = this.running;
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    if (finished) return;
    for (const job of this.delivering) {
      this.abandoned.add(job.id);
      try {
        await this.options.store.markRetry(job.id, new Date(), 'the server stopped during the delivery');
      } catch (error) {
        // The lease still ends on its own (30 s): the job is delivered then.
        this.options.log.error({ job: job.id, err: String(error) }, 'outbox: job not put back');
      }
      this.options.log.warn(
        { job: job.id, submission: job.submissionId, kind: job.kind, attempt: job.attempts, waitedMs: graceMs },
        'delivery still under way at shutdown; it will be sent again at the next start',
      );
    }
  }

  /**
   * Keeps up to `concurrency` deliveries under way until no job is due. Jobs are leased in one
   * database write when the leased ones have all started and at least half the slots are free, so
   * a leased job starts soon and finishes well within its lease.
   */
  private async drain(): Promise<void> {
    const { store, concurrency } = this.options;
    const batch = Math.max(concurrency, this.options.batch ?? concurrency);
    const refillAt = Math.ceil(concurrency / 2);
    const leased: OutboxJob[] = [];
    const active = new Set<Promise<void>>();
    for (;;) {
      while (active.size < concurrency && leased.length > 0) {
        const job = leased.shift();
        if (!job) break;
        const delivery: Promise<void> = this.deliver(job).finally(() => active.delete(delivery));
        active.add(delivery);
      }
      const free = concurrency - active.size;
      if (!this.stopped && leased.length === 0 && (active.size === 0 || free >= refillAt)) {
        const jobs = await store.claimDueJobs(new Date(), batch - active.size, LEASE_MS);
        leased.push(...jobs);
        if (jobs.length > 0) continue;
      }
      if (active.size === 0 && leased.length === 0) return;
      if (active.size > 0) await Promise.race(active);
    }
  }

  private async deliver(job: OutboxJob): Promise<void> {
    this.delivering.add(job);
    try {
      await this.attempt(job);
    } finally {
      this.delivering.delete(job);
    }
  }

  private async attempt(job: OutboxJob): Promise<void> {
    const { store, log } = this.options;
    try {
      await this.send(job);
      // Given up by a stop (put back as due, the store closing): the outcome is no longer this worker's.
      if (this.abandoned.has(job.id)) return;
      // Erased (`leads erase`, retention) while it was being sent: leave no .eml behind.
      const { mailer } = this.options;
      if (mailer.keepsCopies && !(await store.getSubmission(job.submissionId))) mailer.discard(job.submissionId);
      // A reply is the lead's answer once sent: its job and the lead's reply clock change together.
      if (job.kind === 'reply') await store.desk.replySent(job.id, this.options.now?.() ?? new Date());
      else await store.markSent(job.id, new Date());
      this.report(job, 'sent');
      log.info(
        { job: job.id, submission: job.submissionId, kind: job.kind, attempt: job.attempts },
        'notification delivered',
      );
    } catch (error) {
      if (this.abandoned.has(job.id)) return;
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentMailError(error) || (error instanceof ForwardError && error.permanent);
      if (permanent || job.attempts >= this.options.maxAttempts) {
        if (job.kind === 'reply') await store.desk.replyDead(job.id, reason, this.options.now?.() ?? new Date());
        else await store.markDead(job.id, reason);
        this.report(job, 'dead');
        // A warning per job: the delivery monitor logs the one error-level event of the incident.
        log.warn(
          { job: job.id, submission: job.submissionId, kind: job.kind, attempt: job.attempts, reason },
          'notification dead-lettered',
        );
      } else {
        const delay = retryDelayMs(job.attempts);
        await store.markRetry(job.id, new Date(Date.now() + delay), reason);
        this.report(job, 'retry');
        log.warn(
          {
            job: job.id,
            submission: job.submissionId,
            kind: job.kind,
            attempt: job.attempts,
            retryInMs: delay,
            reason,
          },
          'notification will be retried',
        );
      }
    }
  }

  /** Tells the listener; a failing listener never changes what happened to the job. */
  private report(job: OutboxJob, outcome: 'sent' | 'retry' | 'dead'): void {
    try {
      this.options.onDelivery?.(job, outcome);
    } catch (error) {
      this.options.log.warn({ err: String(error) }, 'delivery listener failed');
    }
  }

  private async send(job: OutboxJob): Promise<void> {
    const submission = await this.options.store.getSubmission(job.submissionId);
    if (!submission) throw new Error('submission no longer exists');
    if (job.kind === 'reply') {
      const reply = await this.options.store.desk.replyOfJob(job.id);
      if (!reply) throw new Error('the reply no longer exists');
      await this.options.mailer.send(replyEmail(reply, this.options.mailFrom), submission.id, `reply-${job.id}`);
      return;
    }
    const definition = await this.options.versions.of(submission);
    if (!definition) throw new Error(`form ${submission.formId} is neither stored nor in the catalogue`);
    if (job.kind === 'confirmation') {
      await this.options.mailer.send(
        confirmationEmail(definition, submission, this.options.mailFrom, this.options.firm),
        submission.id,
        'confirmation',
      );
      return;
    }
    if (job.kind === 'reminder') {
      const notice = await deskNotice(this.options.store, job, definition, {
        from: this.options.mailFrom,
        deskOrigin: this.options.deskOrigin,
      });
      if (notice) await this.options.mailer.send(notice, submission.id, noticeCopy(notice, job.id));
      return;
    }
    if (job.kind === 'email') {
      await this.options.mailer.send(
        leadEmail(definition, submission, this.options.mailFrom, this.options.leadsTo),
        submission.id,
      );
      return;
    }
    if (!this.options.forwardUrl) throw new Error('FORWARD_URL is no longer set');
    const answers = JSON.parse(submission.answers) as Record<string, unknown>;
    await forwardPayload(
      this.options.forwardUrl,
      buildPayload(definition, answers, new Date(submission.receivedAt)),
      submission.id,
    );
  }
}
