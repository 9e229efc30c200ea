import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { about } from '../../src/content/about.ts';
import { blogLead, blogPage } from '../../src/content/blog/blog-page.ts';
import { loadPosts, type Post } from '../../src/content/blog/posts.ts';
import { firm } from '../../src/content/firm.ts';
import { services } from '../../src/content/services.ts';
import type { Service } from '../../src/content/types.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { questionnaireSizes, sizesText } from '../../src/questionnaire/questionnaire-sizes.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';
import { sitePath } from '../../src/routing/site-paths.ts';

/** The service a page path shows, if it is a service page. */
export function serviceAt(urlPath: string): Service | undefined {
  return services.find((service) => sitePath('service', service.slug) === urlPath);
}

/** The blog post a page path shows, if it is a post. */
export function postAt(urlPath: string): Post | undefined {
  return loadPosts().find((post) => sitePath('blogPost', post.slug) === urlPath);
}

/** Texts each content page must show: a route that loses one of them is broken. */
export function keyTextsOf(urlPath: string): string[] {
  if (urlPath === '/')
    return [firm.name, ...firm.taglines, 'Our Compliance Expertise', 'Explore Services', 'Get In Touch'];
  if (urlPath === '/services') {
    const sizes = questionnaireSizes(loadCatalogue());
    return [
      'Key Deliverables',
      'Client Benefits',
      'Pain Points Solved',
      ...(sizes ? [sizesText(sizes)] : []),
      ...services.map((service) => service.name),
    ];
  }
  if (urlPath === '/about') return [about.heading, about.lead];
  if (urlPath === '/privacy')
    return ['Privacy notice', 'Who we are', 'What we collect', 'Your rights, and how to use them'];
  const service = serviceAt(urlPath);
  if (service) return [service.name, 'What We Offer', 'Get Started Today', 'Get Started'];
  if (urlPath === '/blog') {
    return [blogPage.title, blogLead(firm.name, loadPosts()), ...loadPosts().map((post) => post.title)];
  }
  const post = postAt(urlPath);
  if (post) {
    return [post.title, post.description, 'Back to Blog', formatLongDate(post.date), `${post.readingMinutes} min read`];
  }
  const definition = loadCatalogue().find((candidate) => candidate.form.route === urlPath);
  if (definition) {
    const { form } = definition;
    return [form.title, form.intro, ...form.sections.map((section) => section.title), form.submit.label];
  }
  throw new Error(`No key texts listed for ${urlPath}: add them to tests/e2e/support.ts`);
}

/**
 * Resolves once the page has sent a request it makes now: requests leave in order, so any request
 * the page made before (a submission, a beacon) has been seen by then. For "nothing was sent".
 */
export async function afterRequestsSoFar(page: Page, how: 'fetch' | 'beacon' = 'fetch'): Promise<void> {
  const marker = `/healthz?after=${Date.now()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(([url, kind]) => (kind === 'beacon' ? void navigator.sendBeacon(url, '') : void fetch(url)), [
    marker,
    how,
  ] as const);
  await seen;
}

/**
 * Every request the page makes from now on. `settled()` resolves once each one started so far has
 * its answer (or has failed): after the page shows it is ready (hydrated, its form unlocked), that is
 * the moment everything it loads has loaded, where a quiet network would be guessed from a pause.
 */
export function watchRequests(page: Page): { readonly requests: Request[]; settled(): Promise<void> } {
  const requests: Request[] = [];
  const done = new Set<Request>();
  page.on('request', (request) => requests.push(request));
  page.on('requestfinished', (request) => done.add(request));
  page.on('requestfailed', (request) => done.add(request));
  return {
    requests,
    settled: () =>
      expect.poll(() => requests.filter((request) => !done.has(request)).map((request) => request.url())).toEqual([]),
  };
}

/**
 * Holds every submission on its way to the real server until the returned function is called, so
 * a test sees the form while it is being sent.
 */
export async function holdSubmissions(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submissions', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Presses Tab, as a keyboard user would, until the target has the focus or the presses run out. */
export async function tabUntilFocused(page: Page, target: Locator, presses: number): Promise<void> {
  for (
    let press = 0;
    press < presses && !(await target.evaluate((element) => element === document.activeElement));
    press++
  ) {
    await page.keyboard.press('Tab');
  }
}

/**
 * Resolves once the page is ready for a visitor: hydrated (the fixtures' goto waits for that) and, on
 * a questionnaire, every part of its form unlocked (its validator loaded).
 */
export async function pageReady(page: Page): Promise<void> {
  // As long as a navigation may take: a long form unlocks one part per frame after its scripts load.
  const timeout = 20_000;
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout });
  if ((await page.locator('main form').count()) > 0)
    await expect(page.locator('main [data-settled]')).toBeAttached({ timeout });
}

/** Opens a page and resolves once it is ready and everything it asked for meanwhile has its answer. */
export async function gotoSettled(page: Page, urlPath: string): Promise<Response | null> {
  const loads = watchRequests(page);
  const response = await page.goto(urlPath);
  await pageReady(page);
  await loads.settled();
  return response;
}

/** Console errors, uncaught exceptions and CSP violations seen while a page is open. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

// axe-core run in the page itself, loaded once per document: the Playwright wrapper runs it frame
// by frame and finishes in a blank page of its own, which took three to ten times as long a call.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA; `best-practice` in `also` adds axe's other rules (a main landmark, named table headers). */
export async function expectNoAxeViolations(page: Page, also: readonly 'best-practice'[] = []): Promise<void> {
  // Evaluated through the browser's debugging protocol, so the page's script-src policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', ...also] },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async (runOptions) => (await (window as unknown as { axe: AxeApi }).axe.run(document, runOptions)).violations,
    options,
  );
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

type AxeApi = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
