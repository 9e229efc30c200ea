/** Entry point of `npm start` / `npm run serve`: the production server. */
import { firm } from '../content/firm.ts';
import { placeholderWarning } from '../content/placeholders.ts';
import { CatalogueError } from '../questionnaire/catalogue-fs.ts';
import { createServer, type Server } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';

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
  server = await createServer(config);
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  stop(error.message);
}
const { app } = server;
const placeholders = placeholderWarning(firm);
if (placeholders) app.log.warn(placeholders);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // SIGTERM contract: stop accepting, finish in-flight work, close the database, exit 0 within 10 s.
  const forceExit = setTimeout(() => process.exit(1), 9_000);
  forceExit.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
