/**
 * Funnel events are counted in memory and written in one transaction about once a second (and
 * once more when the server stops), so a burst of beacons costs the database a few rows a
 * second rather than a write each, and never competes with the submissions for it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FormEventCount, Store } from '../storage/store.ts';

export interface EventCounterOptions {
  readonly store: Store;
  readonly everyMs: number;
  readonly log: FastifyBaseLogger;
}

/** The UTC day of a moment, as stored: YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class EventCounter {
  private readonly options: EventCounterOptions;
  /** `form \n day \n step` → page views that reached the step since the last write. */
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(options: EventCounterOptions) {
    this.options = options;
  }

  add(formId: string, steps: readonly string[], at = new Date()): void {
    const day = dayOf(at);
    for (const step of steps) {
      const key = `${formId}\n${day}\n${step}`;
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.everyMs);
    this.timer.unref();
  }

  /** Writes what was counted since the last write; on failure keeps it for the next one. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      const counts: FormEventCount[] = [...batch].map(([key, reached]) => {
        const [formId = '', day = '', step = ''] = key.split('\n');
        return { formId, day, step, reached };
      });
      try {
        await this.options.store.addFormEvents(counts);
      } catch (error) {
        // The keys are bounded (known forms, steps and days), so holding them costs little.
        for (const [key, reached] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + reached);
        this.options.log.warn({ err: (error as Error).message }, 'funnel counts not written; retrying');
      }
    });
    return this.writing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
