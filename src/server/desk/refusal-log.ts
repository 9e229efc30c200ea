/**
 * Refusals anyone may cause as often as they like (a request from a foreign Origin, a ceremony
 * past the rate limit) go into the append-only audit log without filling it. The first refusal of
 * a kind from a network (or of a member) is a line at once, as the others are; those that follow
 * within REFUSAL_RUN_MS of it are counted, and one line says how many once that time has passed
 * ("37 more since <the first's time>"), written by the desk's timer or at the next refusal of the
 * run, whichever comes first, and as the server stops. A flood is then at most two lines per
 * network, kind and ten minutes, the first refusal always among them.
 */
import type { AuditEntry } from './storage/index.ts';

export const REFUSAL_RUN_MS = 10 * 60 * 1000;
/** Runs open at once; refusals from further networks are counted together in one more run. */
const MAX_RUNS = 1000;

export interface Refusal {
  /** `visitor`, or the signed-in member's address. */
  readonly actor: string;
  readonly action: string;
  readonly object: string | null;
  /** What the first line of a run says (the route refused). */
  readonly detail: string;
  /** The client's network (/24 or /48), named on each line; none for a member's own refusals. */
  readonly network?: string;
}

export interface RefusalLog {
  /** Writes the refusal when it is the first of its run, else counts it. */
  refused(refusal: Refusal): Promise<void>;
  /** Writes how many followed the first of each run whose time has passed (of every run: `all`), and ends them. */
  close(all?: boolean): Promise<void>;
}

interface Run {
  readonly first: Refusal;
  readonly at: Date;
  more: number;
}

export function refusalLog(write: (entry: AuditEntry) => Promise<void>, now: () => Date): RefusalLog {
  const runs = new Map<string, Run>();
  const line = (refusal: Refusal, detail: string): AuditEntry => ({
    at: now().toISOString(),
    actor: refusal.actor,
    action: refusal.action,
    object: refusal.object,
    detail: refusal.network === undefined ? detail : `${detail}; network ${refusal.network}`,
  });
  const summary = (run: Run) => line(run.first, `${run.more} more since ${run.at.toISOString()}`);
  const over = (run: Run) => now().getTime() - run.at.getTime() >= REFUSAL_RUN_MS;
  /** Counts the refusal in its open run (true), else ends that run, its summary to be written. */
  const counted = (key: string, ended: Run[]): boolean => {
    const open = runs.get(key);
    if (open && !over(open)) {
      open.more += 1;
      return true;
    }
    if (open) {
      runs.delete(key);
      if (open.more > 0) ended.push(open);
    }
    return false;
  };

  return {
    async refused(given) {
      // The map changes before any write is awaited: refusals arriving together share one run.
      const ended: Run[] = [];
      let refusal = given;
      let key = `${refusal.action} ${refusal.network ?? refusal.object ?? refusal.actor}`;
      if (counted(key, ended)) return;
      if (runs.size >= MAX_RUNS) {
        key = `${refusal.action} *`;
        if (counted(key, ended)) return;
        refusal = { ...refusal, network: `${refusal.network ?? 'unknown'} and others, counted together` };
      }
      runs.set(key, { first: refusal, at: now(), more: 0 });
      for (const run of ended) await write(summary(run));
      await write(line(refusal, refusal.detail));
    },

    async close(all = false) {
      const ended = [...runs].filter(([, run]) => all || over(run));
      for (const [key] of ended) runs.delete(key);
      for (const [, run] of ended) if (run.more > 0) await write(summary(run));
    },
  };
}
