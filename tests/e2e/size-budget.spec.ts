import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { prerenderPaths } from '../../src/app/paths.ts';

/** Budgets of the foundation issue, measured as gzip bytes of what the browser actually loads. */
const CONTENT_PAGE_BUDGET = { script: 150 * 1024, stylesheet: 30 * 1024 } as const;

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
  test(`${urlPath} loads at most 150 KB gzip of JavaScript and 30 KB of CSS`, async ({ page }) => {
    const totals = await loadedBytes(page, urlPath);
    test
      .info()
      .annotations.push({ type: 'bytes', description: `js ${totals.script} B, css ${totals.stylesheet} B (gzip)` });
    expect(totals.script).toBeGreaterThan(0);
    expect(totals.script).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET.script);
    expect(totals.stylesheet).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET.stylesheet);
  });
}
