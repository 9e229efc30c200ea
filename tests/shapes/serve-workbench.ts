/**
 * The workbench page on the shapes example, its send button posting to the shapes server
 * (`npm run workbench -- --catalogue tests/fixtures/schemas/shapes --send-to <server>`).
 */
import { startWorkbench } from '../../scripts/workbench/server.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { SHAPES_SERVER_PORT, SHAPES_WORKBENCH_PORT } from './shapes-env.ts';

const server = await startWorkbench({
  catalogueDir: SHAPES_CATALOGUE_DIR,
  port: SHAPES_WORKBENCH_PORT,
  host: '127.0.0.1',
  sendTo: `http://127.0.0.1:${SHAPES_SERVER_PORT}`,
});
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
