/**
 * Playwright's `test` and `expect`, with one change: a navigation to a page of the site returns once
 * React has hydrated it (`data-hydrated` on <html>, set by src/root.tsx) and, on a questionnaire, its
 * engine has arrived and settled (`data-settled`, src/questionnaire-ui/unlock.tsx). A prerendered page paints
 * before its scripts load, so what the scripts do starts only from that moment; a test acts as a
 * visitor who waits for the page to be ready, not one racing the scripts.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // A questionnaire's engine arrives after the page hydrates (its form takes input from the HTML
    // meanwhile, and is sent without scripts if submitted then): the page is ready once it has settled.
    if ((await page.locator('main form').count()) > 0)
      await page.locator('main [data-settled]').waitFor({ state: 'attached' });
  }
  return response;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(page, await goto(url, options));
    page.reload = async (options) => hydrated(page, await reload(options));
    await provide(page);
  },
});
