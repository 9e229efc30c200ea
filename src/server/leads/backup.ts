/**
 * `leads backup` and `leads restore` for the SQLite store. A backup is SQLite's VACUUM INTO: one
 * read transaction, so the copy is the store as it was at one instant (every submission committed
 * before it began, none half-written) while the server keeps writing, in a single self-contained
 * file. The copy is made in a private folder, made owner-only, checked with PRAGMA integrity_check,
 * and only then moved to its name. A restore checks the file the same way and copies it into an
 * empty data folder only: it never replaces a store.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from '../storage/migrations.ts';
import { SQLITE_FILE } from '../storage/sqlite-database.ts';

/** A failure the operator can act on: the CLI prints the message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface StoreFileSummary {
  readonly submissions: number;
  /** The most recent submission's received time, if any. */
  readonly latest: string | null;
  readonly schemaVersion: number;
}

const LATEST_SCHEMA = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** Opens a store file read-only, checks it is sound and ours, and says what it holds. */
export function inspectStoreFile(file: string): StoreFileSummary {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as SQLite: ${(error as Error).message}`);
  }
  try {
    let integrity: string;
    try {
      integrity = db
        .prepare('PRAGMA integrity_check')
        .all()
        .map((row) => String(row.integrity_check))
        .join('; ');
    } catch (error) {
      throw new BackupError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
    }
    if (integrity !== 'ok') throw new BackupError(`${file} failed PRAGMA integrity_check: ${integrity}`);
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => String(row.name)),
    );
    if (!tables.has('schema_migrations') || !tables.has('submissions')) {
      throw new BackupError(`${file} is a SQLite database, but not a store of this server (no submissions table).`);
    }
    const version = Number(db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get()?.version ?? 0);
    const counted = db.prepare('SELECT COUNT(*) AS count, MAX(received_at) AS latest FROM submissions').get();
    return {
      submissions: Number(counted?.count ?? 0),
      latest: counted?.latest === null || counted?.latest === undefined ? null : String(counted.latest),
      schemaVersion: version,
    };
  } finally {
    db.close();
  }
}

/** Copies DATA_DIR's store to `output` (replacing a file there) while the server may be writing. */
export function backupStore(dataDir: string, output: string): StoreFileSummary {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupError(`There is no store to back up at ${source} (check DATA_DIR).`);
  const target = path.resolve(output);
  if (!existsSync(path.dirname(target))) throw new BackupError(`The folder of ${output} does not exist.`);
  // A folder only this user can enter: the copy holds personal data from its first byte.
  const folder = mkdtempSync(path.join(path.dirname(target), '.leads-backup-'));
  const copy = path.join(folder, 'copy.sqlite');
  try {
    const db = new DatabaseSync(source);
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare('VACUUM INTO ?').run(copy);
    } finally {
      db.close();
    }
    chmodSync(copy, 0o600);
    const summary = inspectStoreFile(copy);
    renameSync(copy, target);
    return summary;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Puts a backup in place as DATA_DIR's store; DATA_DIR must be missing or empty. */
export function restoreStore(input: string, dataDir: string): StoreFileSummary {
  const source = path.resolve(input);
  if (!existsSync(source)) throw new BackupError(`There is no file ${input}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) is not empty: a restore never replaces data. Stop the server, move that folder aside, and run restore again (or set DATA_DIR to a new folder).`,
    );
  }
  const summary = inspectStoreFile(source);
  if (summary.schemaVersion > LATEST_SCHEMA) {
    throw new BackupError(
      `${input} was made by a newer version of this server (schema ${summary.schemaVersion}, this one knows ${LATEST_SCHEMA}): restore it with that version.`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const partial = path.join(dataDir, `.${SQLITE_FILE}.restoring`);
  copyFileSync(source, partial);
  chmodSync(partial, 0o600);
  // Only a complete copy gets the store's name: a restore cut off leaves no half store behind.
  renameSync(partial, path.join(dataDir, SQLITE_FILE));
  return summary;
}
