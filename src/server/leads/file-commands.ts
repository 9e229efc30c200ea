/** backup and restore, on the SQLite store's file. */
import type { LeadsCommand } from './args.ts';
import { backupStore, BackupError, restoreStore } from './backup.ts';
import { LeadsError } from './context.ts';
import { plural } from './output.ts';

/** The commands that work on the store's file rather than through an open store. */
export type FileCommand = Extract<LeadsCommand, { name: 'backup' | 'restore' }>;

export function isFileCommand(command: LeadsCommand): command is FileCommand {
  return command.name === 'backup' || command.name === 'restore';
}

export interface FileContext {
  readonly dataDir: string;
  /** Whether the server's store is PostgreSQL (DATABASE_URL): its backups are pg_dump's. */
  readonly postgres: boolean;
  readonly out: (text: string) => void;
}

/** backup and restore: run without opening the store (a restore needs DATA_DIR empty). */
export function runFileCommand(command: FileCommand, context: FileContext): void {
  if (context.postgres) {
    throw new LeadsError(
      `"${command.name}" copies the SQLite store; with DATABASE_URL set, use pg_dump and pg_restore (docs/operations.md: Backups on a schedule).`,
    );
  }
  try {
    if (command.name === 'backup') {
      const copy = backupStore(context.dataDir, command.output);
      context.out(
        `Backed up ${plural(copy.submissions, 'submission')} (latest received ${copy.latest ?? '-'}) to ${command.output}: integrity check ok, readable by its owner only.\n`,
      );
      return;
    }
    const restored = restoreStore(command.input, context.dataDir);
    context.out(
      `Restored ${plural(restored.submissions, 'submission')} (latest received ${restored.latest ?? '-'}) into ${context.dataDir}. Start the server with this DATA_DIR; it delivers what was still queued.\n`,
    );
  } catch (error) {
    if (error instanceof BackupError) throw new LeadsError(error.message);
    throw error;
  }
}
