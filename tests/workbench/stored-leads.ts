/**
 * The server's database the workbench's tests give it (SQLite in the catalogue copy's folder): the
 * copy's forms stored as served versions, and a few ISO 27001 leads answered on them, so the
 * changes list has versions to compare with and leads to count.
 */
import path from 'node:path';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import { FormVersions } from '../../src/server/submissions/form-versions.ts';
import { storeSubmission } from '../support/stored-submission.ts';
import { CATALOGUE_COPY, COPY_DIR } from './workbench-env.ts';

export const DATA_COPY = path.join(COPY_DIR, 'data');

/** The ISO 27001 leads stored: each with a budget and a maturity mark, some the same. */
export const STORED_ANSWERS = [
  { budgetBand: 'under-25k', ismsMaturity: 4 },
  { budgetBand: '25k-50k', ismsMaturity: 4 },
  { budgetBand: '', ismsMaturity: 2 },
] as const;

export async function storeLeads(): Promise<void> {
  const catalogue = loadCatalogue(CATALOGUE_COPY);
  const store = new SqliteStore(DATA_COPY);
  try {
    await store.migrate();
    await new FormVersions(store, catalogue).record();
    const iso27001 = formById(catalogue, 'iso27001');
    for (const answers of STORED_ANSWERS) {
      await storeSubmission(
        store,
        { formId: 'iso27001', answers: JSON.stringify({ ...fullAnswers(iso27001), ...answers }) },
        [],
      );
    }
  } finally {
    await store.close();
  }
}
