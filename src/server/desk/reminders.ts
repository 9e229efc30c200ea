/**
 * The reminder sweep on the server's timer: a lead still awaiting a reply some hours before it is
 * due (DESK_REMINDER_HOURS) is a notice to its assignee, or to every member when nobody is
 * assigned; an overdue one is a notice to the owners. Members who switched their reminders off are
 * left out. Each notice goes once per lead and stage (the store's unique key), whichever process
 * sweeps first; spam and answered leads never remind.
 */
import type { FastifyBaseLogger } from 'fastify';
import { replyPromiseHours } from '../../content/reply-promise.ts';
import type { Store } from '../storage/store.ts';
import type { ReminderCandidate, ReminderRecipient, ReminderStage } from './storage/index.ts';

const HOUR_MS = 3_600_000;
/** How often the timer sweeps: a reminder goes out within a minute of its point. */
export const REMINDER_SWEEP_MS = 60_000;
/**
 * How long past due a lead is still reminded of: a lead overdue longer (the server was off, or
 * the lead predates reminders) is listed as overdue in the inbox, not emailed about.
 */
export const REMINDER_LOOKBACK_HOURS = 48;
/** Leads read per query of a sweep. */
const BATCH = 200;

export interface ReminderSweepOptions {
  readonly store: Store;
  /** Hours before the reply is due that the first reminder goes. */
  readonly hoursBefore: number;
  readonly promiseHours?: number;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Wakes the outbox worker, so a notice goes at once. */
  readonly kickOutbox: () => void;
}

/** Who a notice goes to: reminders switched off leave a member out. */
export function reminderRecipients(
  stage: ReminderStage,
  assignee: string | null,
  members: readonly ReminderRecipient[],
): string[] {
  const receiving = members.filter((member) => member.remindersOffAt === null);
  if (stage === 'overdue') return receiving.filter((member) => member.role === 'owner').map((member) => member.email);
  if (assignee !== null) return receiving.filter((member) => member.email === assignee).map((member) => member.email);
  return stage === 'assigned' ? [] : receiving.map((member) => member.email);
}

export class ReminderSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private readonly options: ReminderSweepOptions;

  constructor(options: ReminderSweepOptions) {
    this.options = options;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.sweep().catch(() => undefined), REMINDER_SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Queues every notice due now; resolves to how many this process queued (one pass at a time). */
  sweep(): Promise<number> {
    this.running ??= this.pass()
      .catch((error: unknown) => {
        this.options.log.error({ err: String(error) }, 'reminder sweep failed');
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    const { store, now, hoursBefore } = this.options;
    const promiseMs = (this.options.promiseHours ?? replyPromiseHours) * HOUR_MS;
    const at = now();
    const overdueBefore = new Date(at.getTime() - promiseMs);
    const window = {
      overdueBefore,
      dueSoonBefore: new Date(overdueBefore.getTime() + hoursBefore * HOUR_MS),
      since: new Date(overdueBefore.getTime() - REMINDER_LOOKBACK_HOURS * HOUR_MS),
    };
    let members: ReminderRecipient[] | null = null;
    let queued = 0;
    for (;;) {
      const candidates = await store.desk.reminderCandidates(window, BATCH);
      if (candidates.length === 0) break;
      members ??= await store.desk.reminderRecipients();
      for (const lead of candidates) if (await this.queue(lead, members, at)) queued += 1;
      // Each lead read is reminded (or found reminded by another process) before the next read: none is read twice.
      if (candidates.length < BATCH) break;
    }
    if (queued > 0) {
      this.options.log.info({ reminders: queued }, 'reply reminders queued');
      this.options.kickOutbox();
    }
    return queued;
  }

  /** Tells a member a lead was given to them (once per assignment; not when they took it themselves). */
  async assigned(submissionId: string, assignee: string, by: string): Promise<void> {
    if (assignee === by) return;
    const members = await this.options.store.desk.reminderRecipients();
    const recipients = reminderRecipients('assigned', assignee, members);
    if (recipients.length === 0) return;
    await this.options.store.desk.queueReminder(submissionId, 'assigned', recipients, this.options.now());
    this.options.kickOutbox();
  }

  private queue(lead: ReminderCandidate, members: readonly ReminderRecipient[], at: Date): Promise<boolean> {
    return this.options.store.desk.queueReminder(
      lead.id,
      lead.stage,
      reminderRecipients(lead.stage, lead.assignee, members),
      at,
    );
  }
}
