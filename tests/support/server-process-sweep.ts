/**
 * The child of sweeping-server-process.ts: `node server-process-sweep.ts '<settings as JSON>'`, forked
 * with an IPC channel. Makes the server as the tests make one (createServer, ready, not listening:
 * its outbox worker and reminder timer run) on the desk clock `now + offset`, and answers the
 * parent's requests: { sweep: offset } sets the offset and sweeps, { close: true } closes the server
 * and exits 0. Any error goes back to the parent with its message. It exits when the parent does
 * (its IPC channel closes).
 */
import { createServer, type Server } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import type { SweepReply, SweepRequest } from './sweeping-server-process.ts';

/** Long enough for a server to close; after it, the process goes anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

let offset = 0;
let server: Server | undefined;
let closing: Promise<void> | undefined;

const send = (reply: SweepReply, then?: () => void) => {
  if (!process.connected) return then?.();
  process.send?.(reply, undefined, undefined, () => then?.());
};
const errorOf = (error: unknown, id?: number): SweepReply => ({
  ...(id === undefined ? {} : { id }),
  error: error instanceof Error ? error.message : String(error),
  ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
});
const close = () => (closing ??= server ? server.app.close().then(() => undefined) : Promise.resolve());
/** Closes the server (at most CLOSE_TIMEOUT_MS) and exits with this code. */
const exit = (code: number) => {
  setTimeout(() => process.exit(code === 0 ? 1 : code), CLOSE_TIMEOUT_MS).unref();
  void close().then(
    () => process.exit(code),
    () => process.exit(1),
  );
};

process.on('uncaughtException', (error) => send(errorOf(error), () => exit(1)));
process.on('unhandledRejection', (error) => send(errorOf(error), () => exit(1)));
// The parent gone (its test ended or it died): nobody is left to ask for anything.
process.on('disconnect', () => exit(0));

process.on('message', (message: SweepRequest) => {
  if ('close' in message) {
    close().then(
      () => send({ id: message.id, closed: true }, () => process.exit(0)),
      (error: unknown) => send(errorOf(error, message.id), () => process.exit(1)),
    );
    return;
  }
  offset = message.sweep;
  const sweep = server?.reminders?.sweep() ?? Promise.reject(new Error('the server has no reminders (DESK=off?)'));
  // Back to the real time once swept: the server's own timer sweeps too, and at a moved clock left
  // behind it would remind of leads a later test makes (the test's process follows its own clock).
  const realTime = () => {
    offset = 0;
  };
  void sweep.then(realTime, realTime);
  sweep.then(
    (swept) => send({ id: message.id, swept }),
    (error: unknown) => send(errorOf(error, message.id)),
  );
});

try {
  const settings = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
  server = await createServer(readConfig(settings), { now: () => new Date(Date.now() + offset) });
  await server.app.ready();
  send({ ready: true });
} catch (error) {
  send(errorOf(error), () => exit(1));
}
