import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { formPaths, prerenderPaths } from '../../src/app/paths.ts';

/** Budgets, measured as gzip bytes of what the browser actually loads (KB = 1024 bytes). */
const CONTENT_PAGE_BUDGET = { script: 150 * 1024, stylesheet: 30 * 1024 } as const;
/** Form pages carry the questionnaire engine (RJSF, form controls, the form's own validator). */
const FORM_PAGE_BUDGET = { script: 320 * 1024, stylesheet: 30 * 1024 } as const;
const forms = new Set(formPaths());

async function loadedBytes(page: Page, urlPath: string) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(urlPath);
  await page.waitForLoadState('networkidle');
  const totals = { script: 0, stylesheet: 0 };
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      totals[type] += gzipSync(await response.body(), { level: 9 }).length;
  }
  return totals;
}

for (const urlPath of prerenderPaths()) {
  const budget = forms.has(urlPath) ? FORM_PAGE_BUDGET : CONTENT_PAGE_BUDGET;
  test(`${urlPath} loads at most ${budget.script / 1024} KB gzip of JavaScript and ${budget.stylesheet / 1024} KB of CSS`, async ({
    page,
  }) => {
    const totals = await loadedBytes(page, urlPath);
    test
      .info()
      .annotations.push({ type: 'bytes', description: `js ${totals.script} B, css ${totals.stylesheet} B (gzip)` });
    expect(totals.script).toBeGreaterThan(0);
    expect(totals.script).toBeLessThanOrEqual(budget.script);
    expect(totals.stylesheet).toBeLessThanOrEqual(budget.stylesheet);
  });
}
