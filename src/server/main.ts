/** Entry point of `npm start` / `npm run serve`: the production server. */
import { firm } from '../content/firm.ts';
import { placeholderWarning } from '../content/placeholders.ts';
import { ReplyTemplateError } from '../content/reply-templates/template.ts';
import { CatalogueError } from '../questionnaire/catalogue-fs.ts';
import { createServer, type Server } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { MigrationRightsError } from './storage/queries/migrate.ts';

/** A wrong setting or form stops the start with its own message, not a stack trace. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  stop(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
}
let server: Server;
try {
  // Someone ran `npm start` at a terminal: readable lines. Under a service manager or a pipe: JSON.
  server = await createServer(config, { prettyLogs: process.stdout.isTTY === true });
} catch (error) {
  // What a consultant or operator can put right (a form, a reply template, the database role's
  // rights) is one message; anything else keeps its stack trace.
  const known = [CatalogueError, ReplyTemplateError, MigrationRightsError];
  if (!known.some((kind) => error instanceof kind)) throw error;
  stop(`Cannot start: ${(error as Error).message}`);
}
const { app } = server;
const placeholders = placeholderWarning(firm);
if (placeholders) app.log.warn(placeholders);

/** Longest a shutdown may take before the process gives up on it and exits 1. */
const SHUTDOWN_LIMIT_MS = 9_000;

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) {
    // A second signal: the operator does not want to wait.
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // SIGTERM contract: stop accepting, finish in-flight requests, stop the outbox after its
  // deliveries under way (bounded), write the funnel counts, close the database, exit 0 within 10 s.
  // Not unref'd: a close waiting on a promise that nothing will settle ends here, reported,
  // rather than in an exit that looks clean.
  setTimeout(() => {
    app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown did not finish in time: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: String(error) }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
