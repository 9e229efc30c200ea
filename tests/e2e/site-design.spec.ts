import { expect, test } from './fixtures.ts';
import { sectioned } from './layout-checks.ts';

// Every page's layout (clipping, touch targets, type scale, grid, section cards) is checked by the
// page tests (pages.spec.ts) during their one visit, with the rules in layout-checks.ts. Each service
// page's illustration is checked on that page's visit in service-pages.spec.ts.

test('some questionnaires have sections of their own', () => {
  expect(sectioned.size).toBeGreaterThan(0);
});

test('the header brand link is named by the text it shows', async ({ page }) => {
  // One visit, opened at 375 px and then widened: the header's layout follows the stylesheet.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const brand = page.locator('header a[href="/"]').first();
    const visible = (await brand.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
    await expect(page.getByRole('link', { name: new RegExp(`^${visible}$`, 'i') })).toBeVisible();
  }
});
