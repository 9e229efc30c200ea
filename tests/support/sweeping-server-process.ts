/**
 * A second server as an OS process of its own (child_process.fork of server-process-sweep.ts), for
 * tests that need several processes on one database: the server made as the tests make one
 * (createServer with the settings given, its outbox worker and reminder timer running, not
 * listening), on a desk clock the test moves. A sweep runs when asked, with the clock at the offset
 * given; an error in the process fails the request with its message. The process ends when closed,
 * when it does not answer in time (killed), and when the test's process ends (it watches its IPC
 * channel).
 */
import { fork } from 'node:child_process';
import path from 'node:path';

/** What the test asks the process: a sweep with the clock this many ms ahead of the real time, or to close. */
export type SweepRequest =
  { readonly id: number; readonly sweep: number } | { readonly id: number; readonly close: true };

/** What the process answers: ready once started, the count of notices a sweep queued, closed, or its error. */
export type SweepReply =
  | { readonly ready: true }
  | { readonly id: number; readonly swept: number }
  | { readonly id: number; readonly closed: true }
  | { readonly id?: number; readonly error: string; readonly stack?: string };

export interface SweepingServerProcess {
  readonly pid: number;
  /** Moves the process's clock to the real time plus `offsetMs` and sweeps: the notices it queued. */
  sweep(offsetMs: number): Promise<number>;
  /** Closes the server and waits for the process to exit (killed when it takes longer than the timeout). */
  close(): Promise<void>;
}

const CHILD = path.join(import.meta.dirname, 'server-process-sweep.ts');

interface Pending {
  resolve(value: number): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

function failureOf(reply: { readonly error: string; readonly stack?: string }, pid: number | undefined): Error {
  const error = new Error(`server process ${pid}: ${reply.error}`);
  if (reply.stack) error.stack = `${error.message}\n${reply.stack.split('\n').slice(1).join('\n')}`;
  return error;
}

/**
 * Forks the process with these settings (read as readConfig reads the environment) and waits until
 * its server is ready; a process that fails to start or takes longer than `timeoutMs` fails the call.
 */
export async function startSweepingServer(
  settings: Readonly<Record<string, string>>,
  timeoutMs = 20_000,
): Promise<SweepingServerProcess> {
  // No flags of the test runner's own process: Node runs the .ts entry as it runs the server.
  const child = fork(CHILD, [JSON.stringify(settings)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;
  let ready: Pending | undefined;
  // The test's own process (or worker) ending takes the server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      const gone = failure ?? new Error(`server process ${child.pid} exited (${signal ?? `code ${code}`})`);
      for (const each of [...pending.values(), ...(ready ? [ready] : [])]) {
        clearTimeout(each.timer);
        each.reject(gone);
      }
      pending.clear();
      resolve(code);
    }),
  );
  const timed = (what: string, resolve: (value: number) => void, reject: (error: Error) => void): Pending => ({
    resolve,
    reject,
    timer: setTimeout(() => {
      reject(new Error(`server process ${child.pid} did not ${what} within ${timeoutMs} ms: killed`));
      child.kill('SIGKILL');
    }, timeoutMs),
  });

  child.on('message', (message: SweepReply) => {
    if ('ready' in message) {
      if (ready) clearTimeout(ready.timer);
      ready?.resolve(0);
      ready = undefined;
      return;
    }
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (message.id !== undefined) pending.delete(message.id);
    if ('error' in message) {
      const error = failureOf(message, child.pid);
      // An error of no request (the process failing on its own) fails every request from now on.
      if (!waiting) failure = error;
      for (const each of waiting ? [waiting] : [...(ready ? [ready] : []), ...pending.values()]) {
        clearTimeout(each.timer);
        each.reject(error);
      }
      if (!waiting) pending.clear();
      return;
    }
    if (waiting) {
      clearTimeout(waiting.timer);
      waiting.resolve('swept' in message ? message.swept : 0);
    }
  });

  const request = (what: string, body: { readonly sweep: number } | { readonly close: true }) =>
    new Promise<number>((resolve, reject) => {
      if (failure) return reject(failure);
      if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
        return reject(new Error(`server process ${child.pid} has exited`));
      }
      const id = nextId++;
      pending.set(id, timed(what, resolve, reject));
      const message: SweepRequest = { id, ...body };
      child.send(message);
    });

  try {
    await new Promise<number>((resolve, reject) => (ready = timed('start', resolve, reject)));
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }

  return {
    pid: child.pid ?? 0,
    sweep: (offsetMs) => request('sweep', { sweep: offsetMs }),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Answered once the server has closed; the process then exits by itself (killed if it does not).
      await request('close', { close: true });
      const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(killer);
      if (code !== 0) throw new Error(`server process ${child.pid} exited with code ${code} on close`);
    },
  };
}
