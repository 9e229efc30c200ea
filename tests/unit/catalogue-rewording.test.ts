/**
 * A consultant's correct edit changes the snapshots and nothing else: the catalogue's tests run on
 * a copy with every message, title and option label reworded (tests/support/reword-catalogue.ts),
 * with snapshot updates, and must pass. The run is a child vitest process reading the copy through
 * CATALOGUE_DIR and writing its snapshots under SNAPSHOT_DIR, so the reviewed snapshots are never
 * touched; it runs only the test files that read the catalogue, and never this file.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { CATALOGUE_DIR, formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { copyReworded, reword } from '../support/reword-catalogue.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const UNIT_DIR = path.dirname(THIS_FILE);
const REVIEWED_SNAPSHOTS = path.join(UNIT_DIR, '__snapshots__');

/**
 * The unit test files that read the real catalogue (`loadCatalogue()` with no folder), this one
 * aside: the tests a rewording can break. The fixture-catalogue tests and the check's own tests
 * are left out, as are their seconds; the copy is checked as each of these files loads it.
 */
function catalogueTestFiles(): string[] {
  return fs
    .readdirSync(UNIT_DIR)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(UNIT_DIR, name))
    .filter((file) => file !== THIS_FILE && fs.readFileSync(file, 'utf8').includes('loadCatalogue()'));
}

/** A fingerprint of every reviewed snapshot file, to prove the run left them as they were. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

it(
  'a reworded catalogue changes only the snapshots: its tests pass with snapshot updates',
  { timeout: 180_000 },
  async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-reworded-'));
    try {
      const copy = path.join(work, 'schemas');
      const snapshots = path.join(work, 'snapshots');
      const forms = await copyReworded(CATALOGUE_DIR, copy);
      const files = catalogueTestFiles();
      expect(files.length).toBeGreaterThan(5);
      const before = fingerprint(REVIEWED_SNAPSHOTS);

      // One run: the project's own config gives the files that mock nothing one module graph, and
      // each file that mocks a module (the firm config, say) a graph of its own.
      const run = spawnSync(
        process.execPath,
        [
          path.resolve('node_modules/vitest/vitest.mjs'),
          'run',
          '--update',
          '--reporter=dot',
          '--maxWorkers=1',
          ...files,
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, CATALOGUE_DIR: copy, SNAPSHOT_DIR: snapshots, DATABASE_URL: '', FORCE_COLOR: '0' },
        },
      );
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(fingerprint(REVIEWED_SNAPSHOTS)).toBe(before);

      // The run read the copy: each form's snapshot holds its reworded email subject, not the original.
      const catalogue = loadCatalogue();
      for (const id of forms) {
        const snapshot = fs.readFileSync(path.join(snapshots, 'forms', `${id}.txt`), 'utf8');
        const subject = formById(catalogue, id).form.payload.subject.text;
        expect(snapshot, id).toContain(reword(subject));
        expect(snapshot, id).not.toContain(subject);
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
);
