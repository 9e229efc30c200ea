/**
 * `npm run schemas:check -- --changes`: for each form, what the catalogue's files change since the
 * version the server last served (stored in its database: DATABASE_URL, else DATA_DIR), and how
 * many stored leads answered each removed or reworded item. Their answers stay readable as they
 * were answered: every lead keeps its own form version.
 */
import { readCatalogue } from '../src/questionnaire/catalogue/check/index.ts';
import { formatProblem } from '../src/questionnaire/catalogue/check/problem.ts';
import { loadCatalogue, SERVICE_SLUGS } from '../src/questionnaire/catalogue-fs.ts';
import { changeLines } from '../src/questionnaire/version-changes.ts';
import { readConfig } from '../src/server/config.ts';
import { openStore } from '../src/server/storage/open-store.ts';
import { changesSinceServed } from '../src/server/submissions/form-changes.ts';

export async function changesReport(dir: string): Promise<{ lines: string[]; exitCode: number }> {
  const { problems } = readCatalogue(dir, { serviceSlugs: SERVICE_SLUGS });
  if (problems.length > 0) return { lines: [...problems.map(formatProblem)], exitCode: 1 };
  // As the server serves them: the wording completed with the firm's reply promise.
  const definitions = loadCatalogue(dir);
  const config = readConfig(process.env);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const lines: string[] = [];
    for (const definition of definitions) {
      const { served, changes, leads } = await changesSinceServed(store, definition);
      if (!served) {
        lines.push(`${definition.id}: not served yet (no version stored)`);
        continue;
      }
      lines.push(...changeLines(definition.id, changes, leads));
    }
    return { lines, exitCode: 0 };
  } finally {
    await store.close();
  }
}
