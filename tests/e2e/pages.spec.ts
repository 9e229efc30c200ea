import { expect, test } from './fixtures.ts';
import { formPaths, prerenderPaths } from '../../src/app/paths.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { representativeForms } from './representative-forms.ts';
import { expectSoundLayout } from './layout-checks.ts';
import { BLOG_POST_CHECKS, expectBlogPost } from './blog-post-checks.ts';
import { budgetText, expectWithinBudget } from './page-budget.ts';
import { expectServicePage, SERVICE_PAGE_CHECKS } from './service-page-checks.ts';
import {
  expectNoAxeViolations,
  keyTextsOf,
  pageReady,
  postAt,
  serviceAt,
  watchForProblems,
  watchRequests,
} from './support.ts';

const contentPaths = prerenderPaths();
/**
 * Where axe runs: every page but the questionnaires, and of those the forms that together use every
 * way the engine draws one (tests/e2e/representative-forms.ts). The engine draws every form with the
 * same components; what a form holds of its own is its text (titles, labels, options, help), set in
 * those components as on the forms checked here.
 */
const axePaths = new Set([
  ...contentPaths.filter((urlPath) => !formPaths().includes(urlPath)),
  ...representativeForms(loadCatalogue()).map((definition) => definition.form.route),
]);

for (const urlPath of contentPaths) {
  const service = serviceAt(urlPath);
  const post = postAt(urlPath);
  test.describe(`page ${urlPath}`, () => {
    test(`loads with 200: its key texts, no console error or CSP violation${axePaths.has(urlPath) ? ', no axe violation (WCAG 2.2 A and AA)' : ''}, ${budgetText(urlPath)}, a sound layout at 320, 375 and 1280 px, nothing from another origin${service ? `; ${SERVICE_PAGE_CHECKS}` : ''}${post ? `; ${BLOG_POST_CHECKS}` : ''}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const problems = watchForProblems(page);
      const loads = watchRequests(page);
      const response = await page.goto(urlPath);
      expect(response?.status()).toBe(200);
      for (const text of keyTextsOf(urlPath)) {
        await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
      }
      await expect(page.locator('header').first()).toBeVisible();
      await pageReady(page);
      // What a first visit loads, before axe, resizing and scrolling ask for anything more.
      await loads.settled();
      await expectWithinBudget(page, urlPath, [...loads.requests]);
      if (axePaths.has(urlPath)) await expectNoAxeViolations(page);
      await expectSoundLayout(page, urlPath);
      // Scrolled to the end, so what loads further down loads too: two frames later the scrolled page
      // is laid out and has asked for its lazy images, and once those have answered, all is in.
      await page.mouse.wheel(0, 20_000);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await loads.settled();
      const origin = new URL(baseURL ?? '').origin;
      const foreign = loads.requests
        .map((request) => request.url())
        .filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
      // On the same visit, the window back at desktop width.
      if (service) await expectServicePage(page, service);
      if (post) await expectBlogPost(page, request, post, { settled: () => loads.settled(), problems });
    });

    test('is prerendered: the HTML alone carries the text, title, description and canonical URL', async ({
      request,
    }) => {
      const response = await request.get(urlPath);
      const html = await response.text();
      const decoded = html
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"');
      for (const text of keyTextsOf(urlPath)) expect(decoded).toContain(text);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.example.com${urlPath === '/' ? '/' : urlPath}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    });
  });
}

test('the server sends strict security headers and no cookie', async ({ request }) => {
  const response = await request.get('/services');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=(\d+); includeSubDomains/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['cache-control']).toBe('no-cache');
});

test('hashed assets are cached for a year and compressed', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src], link[rel="modulepreload"]').first();
  const src = (await script.getAttribute('src')) ?? (await script.getAttribute('href')) ?? '';
  expect(src).toMatch(/^\/assets\//);
  const response = await request.get(src, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

test('an unknown path shows the 404 page with status 404 and a way home', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expect(page.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown service slug is a 404 too', async ({ page }) => {
  const response = await page.goto('/services/iso-99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
});

test('/services/soc2 redirects permanently to /services/soc-2', async ({ page, request }) => {
  const response = await request.get('/services/soc2', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/services\/soc-2$/);
  await page.goto('/services/soc2');
  await expect(page).toHaveURL(/\/services\/soc-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SOC 2 Type II');
});

test('sitemap.xml lists every prerendered page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const urlPath of contentPaths) expect(sitemap).toContain(`<loc>https://www.example.com${urlPath}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
});

test('the home page carries Organization / ProfessionalService JSON-LD', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? '{}') as { '@type'?: string[]; name?: string; email?: string };
  expect(data['@type']).toEqual(['Organization', 'ProfessionalService']);
  expect(data.name).toBe('Northbridge Compliance');
  expect(data.email).toBe('contact@example.com');
});

test('on a not-found page the header marks no wrong entry as current', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no-such-page');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveClass(/active/);
  await page.goto('/blog/no-such-post');
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveClass(/active/);
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveClass(/active/);
});
