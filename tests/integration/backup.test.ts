/**
 * `leads backup` and `leads restore` through the CLI, on SQLite files: the copy is owner-only and
 * checked, nothing half-made is left behind, and a restore never replaces data nor takes a file
 * that is not a sound store. (The copy under a stream of submissions: operations.test.ts.)
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import { runLeads } from '../support/leads-cli.ts';
import { storeSubmission } from '../support/stored-submission.ts';

describe('leads backup and restore', () => {
  let root: string;
  let dataDir: string;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'backup-'));
    dataDir = path.join(root, 'data');
    const store = new SqliteStore(dataDir);
    await store.migrate();
    await storeSubmission(store, { receivedAt: '2026-03-01T10:00:00.000Z' });
    await storeSubmission(store, { receivedAt: '2026-03-02T10:00:00.000Z' });
    await store.close();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const sqlite = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: '' });

  it('writes a checked, owner-only copy (replacing an older one) and leaves nothing else behind', async () => {
    const file = path.join(root, 'leads.sqlite');
    writeFileSync(file, 'an older backup', { mode: 0o644 });
    const result = await runLeads(sqlite(dataDir), 'backup', '--output', file);
    expect(result).toEqual({
      code: 0,
      stdout: `Backed up 2 submissions (latest received 2026-03-02T10:00:00.000Z) to ${file}: integrity check ok, readable by its owner only.\n`,
      stderr: '',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(root).sort()).toEqual(['data', 'leads.sqlite']);
    const copy = new DatabaseSync(file, { readOnly: true });
    expect(copy.prepare('SELECT COUNT(*) AS count FROM submissions').get()?.count).toBe(2);
    copy.close();
  });

  it('refuses to back up when there is no store', async () => {
    const result = await runLeads(
      sqlite(path.join(root, 'nothing')),
      'backup',
      '--output',
      path.join(root, 'x.sqlite'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `leads: There is no store to back up at ${path.join(root, 'nothing', 'submissions.sqlite')} (check DATA_DIR).\n`,
    );
  });

  it('restores into an empty or missing folder, and never over a store or anything else', async () => {
    const file = path.join(root, 'leads.sqlite');
    expect((await runLeads(sqlite(dataDir), 'backup', '--output', file)).code).toBe(0);

    const fresh = path.join(root, 'fresh');
    const restored = await runLeads(sqlite(fresh), 'restore', '--input', file);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored 2 submissions \(latest received 2026-03-02T10:00:00.000Z\) into /);
    expect(readdirSync(fresh)).toEqual(['submissions.sqlite']);
    expect(statSync(path.join(fresh, 'submissions.sqlite')).mode & 0o777).toBe(0o600);

    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    expect((await runLeads(sqlite(empty), 'restore', '--input', file)).code).toBe(0);

    const busy = path.join(root, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    const refused = await runLeads(sqlite(busy), 'restore', '--input', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^leads: .*busy \(DATA_DIR\) is not empty: a restore never replaces data\./);
    expect(readdirSync(busy)).toEqual(['notes.txt']);
    expect((await runLeads(sqlite(dataDir), 'restore', '--input', file)).code).toBe(1);
  });

  it('refuses a file that is not a sound store of this server', async () => {
    const target = path.join(root, 'target');
    const text = path.join(root, 'notes.sqlite');
    writeFileSync(text, 'not a database at all, just text that is long enough to look like a header '.repeat(20));
    expect((await runLeads(sqlite(target), 'restore', '--input', text)).stderr).toMatch(
      /^leads: .*notes\.sqlite is not a readable SQLite database/,
    );

    const foreign = path.join(root, 'foreign.sqlite');
    const db = new DatabaseSync(foreign);
    db.exec('CREATE TABLE t (x)');
    db.close();
    expect((await runLeads(sqlite(target), 'restore', '--input', foreign)).stderr).toMatch(
      /is a SQLite database, but not a store of this server/,
    );

    // A backup whose pages were damaged on disk.
    const file = path.join(root, 'leads.sqlite');
    expect((await runLeads(sqlite(dataDir), 'backup', '--output', file)).code).toBe(0);
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 4096 + 100, 4096 * 3);
    writeFileSync(file, bytes);
    const damaged = await runLeads(sqlite(target), 'restore', '--input', file);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/failed PRAGMA integrity_check|is not a readable SQLite database/);
    expect(existsSync(target)).toBe(false);

    expect((await runLeads(sqlite(target), 'restore', '--input', path.join(root, 'missing.sqlite'))).stderr).toBe(
      `leads: There is no file ${path.join(root, 'missing.sqlite')}.\n`,
    );
  });

  it('points to pg_dump and pg_restore when the store is PostgreSQL', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgresql://intake@db.internal/intake' };
    for (const args of [
      ['backup', '--output', path.join(root, 'x.sqlite')],
      ['restore', '--input', path.join(root, 'x.sqlite')],
    ]) {
      const result = await runLeads(env, ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/copies the SQLite store; with DATABASE_URL set, use pg_dump and pg_restore/);
    }
  });
});
