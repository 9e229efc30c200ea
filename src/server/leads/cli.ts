/**
 * The operator commands' one entry (`npm run leads -- <command>`, scripts/leads.ts): parses the
 * arguments, opens the same store as the server (DATABASE_URL, else SQLite under DATA_DIR) and closes
 * it; backup and restore work on the SQLite file without opening it. The environment and the output
 * are passed in, so the tests run it in their own process as well as a child.
 * Exit codes: 0 done, 1 runtime error (unknown id or form, database...), 2 bad arguments.
 */
import path from 'node:path';
import { loadCatalogue } from '../../questionnaire/catalogue-fs.ts';
import { readConfig } from '../config.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { parseLeadsArgs, USAGE, UsageError, type LeadsCommand } from './args.ts';
import { isFileCommand, LeadsError, runCommand, runFileCommand } from './commands.ts';
// The desk's commands (desk invite|members|remove, audit) are parsed and run by their own module.
import {
  DESK_USAGE,
  isDeskArgv,
  isDeskCommand,
  parseDeskArgs,
  runDeskCommand,
  type DeskCommand,
} from './desk-commands.ts';

export interface CliIo {
  /** The settings, as the server reads them from its environment. */
  readonly env: NodeJS.ProcessEnv;
  /** The catalogue's folder when CATALOGUE_DIR does not name one. */
  readonly schemasDir: string;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { out, err } = io;
  let command: LeadsCommand | DeskCommand;
  try {
    command = isDeskArgv(argv) ? parseDeskArgs(argv) : parseLeadsArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`leads: ${error.message}\n\n${USAGE}\n\n${DESK_USAGE}\n`);
    return 2;
  }
  if (command.name === 'help') {
    out(`${USAGE}\n\n${DESK_USAGE}\n`);
    return 0;
  }

  let store: Store | undefined;
  try {
    const config = readConfig(io.env);
    if (!isDeskCommand(command) && isFileCommand(command)) {
      runFileCommand(command, {
        dataDir: config.dataDir,
        postgres: Boolean(config.databaseUrl),
        out,
      });
      return 0;
    }
    const catalogue = loadCatalogue(path.resolve(io.env.CATALOGUE_DIR ?? io.schemasDir));
    store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    if (isDeskCommand(command)) {
      await runDeskCommand(command, { store, desk: config.desk, out });
      return 0;
    }
    await runCommand(command, {
      store,
      dataDir: config.dataDir,
      catalogue,
      outboxMaxAgeMs: config.outboxMaxAgeMs,
      out,
      err,
    });
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    err(`leads: ${error instanceof LeadsError ? message : `failed: ${message}`}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}
