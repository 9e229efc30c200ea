import { expect, test } from './fixtures.ts';
import { services } from '../../src/content/services.ts';
import { sitePath } from '../../src/routing/site-paths.ts';
import { sectioned } from './layout-checks.ts';

// Every page's layout (clipping, touch targets, type scale, grid, section cards) is checked by the
// page tests (pages.spec.ts) during their one visit, with the rules in layout-checks.ts.

test('some questionnaires have sections of their own', () => {
  expect(sectioned.size).toBeGreaterThan(0);
});

test('the header brand link is named by the text it shows', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const brand = page.locator('header a[href="/"]').first();
    const visible = (await brand.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
    await expect(page.getByRole('link', { name: new RegExp(`^${visible}$`, 'i') })).toBeVisible();
  }
});

test('each service page opens with its own illustration, decorative and loaded', async ({ page }) => {
  const seen = new Set<string>();
  for (const service of services) {
    await page.goto(sitePath('service', service.slug));
    const illustration = page.locator('main [data-testid="hero-illustration"]');
    await expect(illustration).toBeVisible();
    // Loaded, not a broken image: a visitor sees the picture, a screen reader skips it.
    await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(illustration).toHaveAttribute('alt', '');
    await expect(illustration).toHaveAttribute('aria-hidden', 'true');
    const src = (await illustration.getAttribute('src')) ?? '';
    expect(seen.has(src), `${service.slug} reuses ${src}`).toBe(false);
    seen.add(src);
  }
});
