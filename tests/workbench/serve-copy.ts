/**
 * The workbench as the browser tests use it (Playwright's web server): a fresh copy of schemas/
 * in a temporary folder, then `npm run workbench` on that copy. The copy also holds what the
 * build reads from the working directory besides the catalogue (blog posts, public files, the
 * Prettier settings), so build steps can run there (tests/workbench/build-steps.ts), and a SQLite
 * database with the copy's forms served and a few leads (tests/workbench/stored-leads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startWorkbench } from '../../scripts/workbench/server.ts';
import { DATA_COPY, storeLeads } from './stored-leads.ts';
import { CATALOGUE_COPY, COPY_DIR, WORKBENCH_PORT } from './workbench-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

fs.rmSync(COPY_DIR, { recursive: true, force: true });
fs.mkdirSync(path.join(COPY_DIR, 'src/content/blog'), { recursive: true });
fs.cpSync(path.join(ROOT, 'schemas'), CATALOGUE_COPY, { recursive: true });
fs.copyFileSync(path.join(ROOT, '.prettierrc.json'), path.join(COPY_DIR, '.prettierrc.json'));
fs.symlinkSync(path.join(ROOT, 'src/content/blog/posts'), path.join(COPY_DIR, 'src/content/blog/posts'));
fs.symlinkSync(path.join(ROOT, 'public'), path.join(COPY_DIR, 'public'));

await storeLeads();

const server = await startWorkbench({
  catalogueDir: CATALOGUE_COPY,
  port: WORKBENCH_PORT,
  host: '127.0.0.1',
  leads: { databaseUrl: undefined, dataDir: DATA_COPY },
});
const stop = () =>
  void server.close().finally(() => {
    fs.rmSync(COPY_DIR, { recursive: true, force: true });
    process.exit(0);
  });
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
