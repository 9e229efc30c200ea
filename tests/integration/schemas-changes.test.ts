/**
 * What an edit changes, for a deployment pipeline: `schemas:check --changes` compares the catalogue
 * with the version the server last served and counts the stored leads each removed or reworded
 * item concerns, saying their answers stay readable as they were answered.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { versionChanges } from '../../src/questionnaire/version-changes.ts';
import { definitionFromContent, versionContent } from '../../src/questionnaire/versions.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import { FormVersions } from '../../src/server/submissions/form-versions.ts';
import { editIso27001 } from '../support/consultant-edits.ts';
import { storeSubmission } from '../support/stored-submission.ts';
import { storeFactories } from '../support/stores.ts';

const copy = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'changes-'));
afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the changes since the version the server last served', () => {
  it('finds no change between a form and its stored version (stored with its keys sorted)', () => {
    for (const definition of loadCatalogue()) {
      const stored = definitionFromContent(definition.id, 'stored', versionContent(definition));
      expect(versionChanges(stored, definition), definition.id).toEqual([]);
    }
  });

  it('lists each edit of a form, and how many stored leads answered what was removed or reworded', async () => {
    cpSync('schemas', copy, { recursive: true });
    const served = formById(loadCatalogue(copy), 'iso27001');
    const store = new SqliteStore(dataDir);
    await store.migrate();
    await new FormVersions(store, loadCatalogue(copy)).record();
    const answers = { ...fullAnswers(served), ismsMaturity: 4, budgetBand: 'under-25k' };
    await storeSubmission(store, { formId: 'iso27001', answers: JSON.stringify(answers) });
    await store.close();

    const edits = editIso27001(copy);
    const changes = versionChanges(served, formById(loadCatalogue(copy), 'iso27001'));
    expect(changes.map((change) => [change.kind, change.field])).toEqual(
      expect.arrayContaining([
        ['question added', edits.added],
        ['question removed', edits.removed],
        ['question moved', edits.moved],
        ['option reworded', edits.reworded.field],
        ['reveal changed', edits.revealed],
      ]),
    );

    const run = spawnSync(process.execPath, ['scripts/schemas-check.ts', '--changes', copy], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const removed = run.stdout.split('\n').find((line) => line.includes(`question removed: ${edits.removed}`));
    expect(removed).toContain('1 stored lead answered it, and their answers stay readable as they were answered');
    const reworded = run.stdout.split('\n').find((line) => line.includes(`option reworded: ${edits.reworded.field}`));
    expect(reworded).toContain('1 stored lead answered it');
    expect(run.stdout).toContain('contact: no change since the version the server last served');
  });
});

describe.each(storeFactories)('counting the stored leads an edit concerns, on $name', (factory) => {
  it('counts the leads that answered a question, or chose an option alone or in a list, of that form only', async () => {
    const { store, dispose } = await factory.open();
    try {
      const lead = (formId: string, answers: Record<string, unknown>) =>
        storeSubmission(store, { formId, answers: JSON.stringify(answers) }, []);
      await lead('iso27001', { budget: 'under-25k', maturity: 4, areas: ['hr', 'it'], 'odd "key"': 'yes' });
      await lead('iso27001', { budget: '', maturity: '4', areas: ['it'] });
      await lead('iso27001', { budget: null, maturity: 3, areas: [] });
      await lead('iso27001', { budget: false, areas: 'hr' });
      await lead('iso9001', { budget: 'under-25k', maturity: 4, areas: ['hr'] });

      const counts = await store.versions.leadsAnswering('iso27001', [
        { field: 'budget' },
        { field: 'budget', value: 'under-25k' },
        { field: 'maturity', value: 4 },
        { field: 'areas', value: 'hr' },
        { field: 'areas', value: 'it' },
        { field: 'odd "key"' },
        { field: 'missing' },
      ]);
      // An empty or null answer is no answer; false is one. A number is not its text.
      expect(counts).toEqual([2, 1, 1, 2, 2, 1, 0]);
      expect(await store.versions.leadsAnswering('iso27001', [])).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
