/**
 * `npm run leads -- <command>`: the operator commands (list, show, export, erase, access, purge,
 * retry, status, backup, restore). Opens the same store as the server (DATABASE_URL, else SQLite
 * under DATA_DIR) and closes it; backup and restore work on the SQLite file without opening it.
 * Exit codes: 0 done, 1 runtime error (unknown id or form, database...), 2 bad arguments.
 */
import { fileURLToPath } from 'node:url';
import { catalogueDir, loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { readConfig } from '../src/server/config.ts';
import { parseLeadsArgs, USAGE, UsageError, type LeadsCommand } from '../src/server/leads/args.ts';
import { isFileCommand, LeadsError, runCommand, runFileCommand } from '../src/server/leads/commands.ts';
// The desk's commands (desk invite|members|remove, audit) are parsed and run by their own module.
import {
  DESK_USAGE,
  isDeskArgv,
  isDeskCommand,
  parseDeskArgs,
  runDeskCommand,
  type DeskCommand,
} from '../src/server/leads/desk-commands.ts';
import { openStore } from '../src/server/storage/open-store.ts';
import type { Store } from '../src/server/storage/store.ts';

const SCHEMAS_DIR = fileURLToPath(new URL('../schemas', import.meta.url));

// `leads export ... | head`: the reader went away; stop quietly instead of printing EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

async function main(argv: readonly string[]): Promise<number> {
  let command: LeadsCommand | DeskCommand;
  try {
    command = isDeskArgv(argv) ? parseDeskArgs(argv) : parseLeadsArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`leads: ${error.message}\n\n${USAGE}\n\n${DESK_USAGE}\n`);
    return 2;
  }
  if (command.name === 'help') {
    process.stdout.write(`${USAGE}\n\n${DESK_USAGE}\n`);
    return 0;
  }

  let store: Store | undefined;
  try {
    const config = readConfig();
    if (!isDeskCommand(command) && isFileCommand(command)) {
      runFileCommand(command, {
        dataDir: config.dataDir,
        postgres: Boolean(config.databaseUrl),
        out: (text) => process.stdout.write(text),
      });
      return 0;
    }
    const catalogue = loadCatalogue(catalogueDir(SCHEMAS_DIR));
    store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    if (isDeskCommand(command)) {
      await runDeskCommand(command, { store, desk: config.desk, out: (text) => process.stdout.write(text) });
      return 0;
    }
    await runCommand(command, {
      store,
      dataDir: config.dataDir,
      catalogue,
      outboxMaxAgeMs: config.outboxMaxAgeMs,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`leads: ${error instanceof LeadsError ? message : `failed: ${message}`}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}

// exitCode rather than exit(): a large export piped to another program is flushed first.
process.exitCode = await main(process.argv.slice(2));
