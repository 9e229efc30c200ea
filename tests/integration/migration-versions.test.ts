/**
 * Migration 12 on a database made with the schema before it (SQLite and PostgreSQL): the leads
 * already stored keep everything, then at the next start each gets the form version its answers
 * fit (today's), or "unrecorded" when they do not fit it, and reads with it.
 */
import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { formVersionId } from '../../src/questionnaire/version-id.ts';
import { UNRECORDED_VERSION } from '../../src/questionnaire/versions.ts';
import { formVersions } from '../../src/server/storage/migrations/12-form-versions.ts';
import { FormVersions } from '../../src/server/submissions/form-versions.ts';
import { rawStores } from '../support/raw-stores.ts';

const catalogue = loadCatalogue();
const iso = formById(catalogue, 'iso27001');
const BEFORE = formVersions.version - 1;

const databases = rawStores('migrate-versions');

describe.each(databases)('migration 12 on $name', ({ open }) => {
  it('gives the leads of a database made before it their version, or "unrecorded", and keeps every answer', async () => {
    const store = await open();
    await store.migrate(BEFORE);
    const fitting = { ...fullAnswers(iso), email: 'ada@example.org' };
    const unfitting = { email: 'bo@example.org', retiredQuestion: 'kept' };
    for (const [id, answers] of [
      ['fits', fitting],
      ['unfit', unfitting],
    ] as const) {
      await store
        .raw()
        .run(
          `INSERT INTO submissions (id, form_id, received_at, answers, report, status) VALUES (?, 'iso27001', ?, ${store.raw().dialect.json('?')}, 'r', 'new')`,
          [id, '2026-01-01T00:00:00.000Z', JSON.stringify(answers)],
        );
    }

    await store.migrate();
    expect((await store.getSubmission('fits'))?.formVersion).toBeNull();
    const versions = new FormVersions(store, catalogue);
    await versions.record();

    const fits = await store.getSubmission('fits');
    const unfit = await store.getSubmission('unfit');
    expect(fits?.formVersion).toBe(formVersionId(iso));
    expect(unfit?.formVersion).toBe(UNRECORDED_VERSION);
    expect(JSON.parse(unfit?.answers ?? '{}')).toEqual(unfitting);
    // Today's version is stored once, however often the server starts.
    await new FormVersions(store, catalogue).record();
    expect((await store.versions.ofForm('iso27001')).map((each) => each.id)).toEqual([formVersionId(iso)]);
    // The unrecorded lead reads without today's questions: nothing it holds is put under a label it may not have seen.
    const read = unfit ? await versions.of(unfit) : undefined;
    expect(read?.schema.properties).toEqual({});
    expect(read?.form.title).toBe(iso.form.title);
  });
});
