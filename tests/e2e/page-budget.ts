/**
 * The size budget of a page, checked on the requests of its first visit (a fresh browser context,
 * nothing cached): the page tests (pages.spec.ts) run it during the same visit that checks the page's
 * content, once the page is ready and every request it made has its answer.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { ENGINE_CHUNK } from '../../scripts/client-chunks.ts';
import { formPaths } from '../../src/app/paths.ts';

/**
 * Budgets, measured as gzip bytes of what the browser actually loads (KB = 1024 bytes), and the
 * number of JavaScript files: a page's scripts come in a few long-lived chunks
 * (scripts/client-chunks.ts), the framework and the form engine each in parts small enough to evaluate in
 * a short task of their own. Its CSS is inlined in its HTML, so no stylesheet blocks the first
 * paint or is fetched at all (React Router's stylesheet links stay for hydration, disabled).
 * Its scripts (with the page's small boot module, scripts/defer-scripts.ts) are requested after the
 * first contentful paint, so they never compete with it.
 */
const CONTENT_PAGE_BUDGET = { script: 145 * 1024, stylesheet: 16 * 1024, scriptRequests: 10 } as const;
/**
 * Form pages carry the questionnaire engine (RJSF, form controls, the form's own validator) and the
 * report generator, whose text the form sends (built from the same structured report the desk shows).
 *
 * "First-section JavaScript" (`firstSection`) is every script the page requests before it requests
 * the first chunk of its questionnaire engine: the page's shell (React, React Router, the site's UI
 * and shared code, the root and form route modules, the boot module), all that must run before the
 * page is hydrated. The engine (the chunks the form route loads lazily: the form-* library parts and
 * the QuestionnaireForm chunk, then the form's validator) is requested after it; the form's questions
 * take input from their HTML meanwhile.
 */
const FORM_PAGE_BUDGET = {
  script: 240 * 1024,
  firstSection: 150 * 1024,
  stylesheet: 20 * 1024,
  scriptRequests: 16,
} as const;

const forms = new Set(formPaths());

/** The budget's title words, for the page test's name. */
export function budgetText(urlPath: string): string {
  const budget = forms.has(urlPath) ? FORM_PAGE_BUDGET : CONTENT_PAGE_BUDGET;
  const firstSection = 'firstSection' in budget ? `, ${budget.firstSection / 1024} KB before its engine` : '';
  return `at most ${budget.script / 1024} KB gzip of JavaScript in ${budget.scriptRequests} files${firstSection}, its CSS inline`;
}

/**
 * Gzip sizes of the scripts seen so far in this worker, by URL: a hashed asset's URL changes
 * whenever its content does, and most pages load the same framework chunks.
 */
const gzipSizes = new Map<string, number>();

async function gzipSize(request: Request, body: () => Promise<Buffer>): Promise<number> {
  const url = request.url();
  const hashed = new URL(url).pathname.startsWith('/assets/');
  const known = hashed ? gzipSizes.get(url) : undefined;
  if (known !== undefined) return known;
  const size = gzipSync(await body(), { level: 9 }).length;
  if (hashed) gzipSizes.set(url, size);
  return size;
}

/** Totals of the scripts and stylesheets among the requests, in the order the page made them. */
async function loadedBytes(requests: readonly Request[]) {
  const totals = { script: 0, firstSection: 0, engineRequests: 0, scriptRequests: 0, stylesheetRequests: 0 };
  for (const request of requests) {
    const type = request.resourceType();
    const response = await request.response();
    if (type === 'script' && response) {
      const bytes = await gzipSize(request, () => response.body());
      if (ENGINE_CHUNK.test(new URL(request.url()).pathname)) totals.engineRequests += 1;
      if (totals.engineRequests === 0) totals.firstSection += bytes;
      totals.script += bytes;
      totals.scriptRequests += 1;
    }
    if (type === 'stylesheet') totals.stylesheetRequests += 1;
  }
  return totals;
}

/** The page, opened once in a fresh context, made these requests: within its budget, CSS inline, scripts after the first paint. */
export async function expectWithinBudget(page: Page, urlPath: string, requests: readonly Request[]): Promise<void> {
  const budget = forms.has(urlPath) ? FORM_PAGE_BUDGET : CONTENT_PAGE_BUDGET;
  const totals = await loadedBytes(requests);
  const inlineCssBytes = gzipSync((await page.locator('head style').first().textContent()) ?? '', {
    level: 9,
  }).length;
  test.info().annotations.push({
    type: 'bytes',
    description: `js ${totals.script} B in ${totals.scriptRequests} files (${totals.firstSection} B before the engine), inline css ${inlineCssBytes} B (gzip)`,
  });
  console.log(
    `${urlPath}: js ${totals.script} B in ${totals.scriptRequests} files, ${totals.firstSection} B before the engine, ${totals.stylesheetRequests} stylesheets`,
  );
  expect(totals.script).toBeGreaterThan(0);
  expect(totals.script).toBeLessThanOrEqual(budget.script);
  if ('firstSection' in budget) {
    // The engine loads after the page's shell, which alone stays within its budget.
    expect(totals.engineRequests).toBeGreaterThan(0);
    expect(totals.firstSection).toBeLessThan(totals.script);
    expect(totals.firstSection).toBeLessThanOrEqual(budget.firstSection);
  } else expect(totals.engineRequests).toBe(0);
  expect(totals.scriptRequests).toBeLessThanOrEqual(budget.scriptRequests);
  // Nothing render-blocking and nothing fetched twice: the CSS is in the head, every stylesheet
  // link is disabled, and the browser requests none of them.
  expect(totals.stylesheetRequests).toBe(0);
  expect(await page.locator('head style').count()).toBe(1);
  expect(inlineCssBytes).toBeLessThanOrEqual(budget.stylesheet);
  expect(await page.locator('head link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
}
