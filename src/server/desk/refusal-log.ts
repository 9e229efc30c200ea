/**
 * Refusals anyone may cause as often as they like (a request from a foreign Origin, a ceremony
 * past the rate limit) go into the append-only audit log without filling it. The first refusal of
 * a kind from a network (or of a signed-in member's own, from that member) is a line at once, as
 * the others are; those that follow within REFUSAL_RUN_MS of it are counted, and one line says how
 * many once that time has passed ("37 more since <the first's time>"), written by the desk's timer
 * or at the next refusal of the run, whichever comes first, and as the server stops. A flood is
 * then at most two lines per network, kind and ten minutes, the first refusal always among them.
 *
 * Visitors' runs are at most MAX_VISITOR_RUNS open at once. When that many are open, those whose
 * time has passed are written and ended first; if none has, the refusals of further networks are
 * counted together in one more run per kind, a visitor's naming its first network "and others".
 * A member's own refusals never go in it, nor count towards the cap: the team's size bounds them.
 * A summary whose write fails is kept, and written at the next try.
 */
import type { AuditEntry } from './storage/index.ts';

export const REFUSAL_RUN_MS = 10 * 60 * 1000;
/** Visitors' runs open at once; refusals from further networks are counted together in one more run. */
export const MAX_VISITOR_RUNS = 1000;

export interface Refusal {
  /** `visitor`, or the signed-in member's address (their own ceremonies). */
  readonly actor: string;
  readonly action: string;
  readonly object: string | null;
  /** What the first line of a run says (the route refused). */
  readonly detail: string;
  /** The client's network (/24 or /48), named on each line. */
  readonly network: string;
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
  /** The networks its lines name: the first's, with "and others" once another network's refusal is in it. */
  networks: string;
}

export function refusalLog(write: (entry: AuditEntry) => Promise<void>, now: () => Date): RefusalLog {
  const visitors = new Map<string, Run>();
  const members = new Map<string, Run>();
  /** Runs ended whose summary is still to be written. */
  const ended: Run[] = [];
  const line = (run: Run, detail: string, at = now()): AuditEntry => ({
    at: at.toISOString(),
    actor: run.first.actor,
    action: run.first.action,
    object: run.first.object,
    detail: `${detail}; network ${run.networks}`,
  });
  const summary = (run: Run) => line(run, `${run.more} more since ${run.at.toISOString()}`);
  const over = (run: Run) => now().getTime() - run.at.getTime() >= REFUSAL_RUN_MS;
  const end = (runs: Map<string, Run>, key: string, run: Run) => {
    runs.delete(key);
    if (run.more > 0) ended.push(run);
  };
  /** Counts the refusal in the open run under `key` (true); a run whose time has passed is ended. */
  const counted = (runs: Map<string, Run>, key: string, refusal: Refusal): boolean => {
    const open = runs.get(key);
    if (open && !over(open)) {
      open.more += 1;
      if (refusal.network !== open.first.network && open.networks === open.first.network) {
        open.networks = `${open.first.network} and others`;
      }
      return true;
    }
    if (open) end(runs, key, open);
    return false;
  };
  /** Writes the summaries of ended runs, each taken off the list only once written. */
  const flush = async () => {
    for (let run = ended.shift(); run; run = ended.shift()) {
      try {
        await write(summary(run));
      } catch (error) {
        ended.unshift(run);
        throw error;
      }
    }
  };

  return {
    async refused(refusal) {
      // The maps change before any write is awaited: refusals arriving together share one run.
      const member = refusal.actor !== 'visitor';
      const runs = member ? members : visitors;
      let key = `${refusal.action} ${member ? refusal.actor : refusal.network}`;
      if (counted(runs, key, refusal)) return;
      let run: Run = { first: refusal, at: now(), more: 0, networks: refusal.network };
      if (!member && visitors.size >= MAX_VISITOR_RUNS) {
        for (const [open, stale] of visitors) if (over(stale)) end(visitors, open, stale);
      }
      if (!member && visitors.size >= MAX_VISITOR_RUNS) {
        key = `${refusal.action} *`;
        if (counted(visitors, key, refusal)) return;
        const first = { ...refusal, actor: 'visitor', object: null };
        run = { ...run, first, networks: `${refusal.network} and others, counted together` };
      }
      runs.set(key, run);
      try {
        await flush();
      } finally {
        // At the run's own time, the time its count names.
        await write(line(run, refusal.detail, run.at));
      }
    },

    async close(all = false) {
      for (const runs of [visitors, members]) {
        for (const [key, run] of runs) if (all || over(run)) end(runs, key, run);
      }
      await flush();
    },
  };
}
