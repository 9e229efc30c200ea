/** Entry point of `npm start` / `npm run serve`: the production server. */
import { createServer } from './app.ts';
import { readConfig } from './config.ts';
import { firm } from '../content/firm.ts';
import { placeholderWarning } from '../content/placeholders.ts';

const config = readConfig();
const { app } = await createServer(config);
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
