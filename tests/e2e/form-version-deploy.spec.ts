/**
 * A deploy does not refuse a visitor mid-questionnaire: the page is open, the catalogue changes
 * (a question the visitor answered is removed) and the server restarts on it; the visitor submits,
 * and the lead is stored with the form version their page was built from.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { withVersion } from '../../src/questionnaire/version-id.ts';
import { createServer, type Server } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { editIso27001 } from '../support/consultant-edits.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { fillForm } from './form-driver.ts';

// A server of this test's own, on a port of its own: it restarts in the middle of the test.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 17;

async function start(dataDir: string): Promise<Server> {
  const server = await createServer(
    readConfig({ SITE_DIR: 'build/client', DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '', DESK: 'off' }),
  );
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
  return server;
}

test('a visitor who opened the questionnaire before a deploy submits after it, on their version', async ({ page }) => {
  const copy = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  cpSync('schemas', copy, { recursive: true });
  const saved = process.env.CATALOGUE_DIR;
  process.env.CATALOGUE_DIR = copy;
  const answered = formById(loadCatalogue(), 'iso27001');
  let server = await start(dataDir);
  try {
    await page.goto(`http://127.0.0.1:${PORT}${answered.form.route}`);
    await fillForm(page, answered, fullAnswers(answered));

    await server.app.close();
    editIso27001(copy);
    server = await start(dataDir);

    const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
    await page.getByRole('button', { name: answered.form.submit.label, exact: true }).click();
    const response = await responded;
    expect(response.status()).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const stored = await server.store.getSubmission(id);
    expect(stored?.formVersion).toBe(withVersion(answered).version);
    expect(JSON.parse(stored?.answers ?? '{}')).toMatchObject({ budgetBand: fullAnswers(answered).budgetBand });
  } finally {
    await server.app.close();
    if (saved === undefined) delete process.env.CATALOGUE_DIR;
    else process.env.CATALOGUE_DIR = saved;
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
