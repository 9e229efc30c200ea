/**
 * Link check over the whole built site: every internal href and src in every prerendered HTML
 * file must reach a prerendered page, a redirect of src/app/paths.ts or a built file, and every
 * #anchor must exist in the page it points to. Reads build/client directly (run the build first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { prerenderPaths, redirects } from '../../src/app/paths.ts';
import { firm } from '../../src/content/firm.ts';

// The same folder the server reads (src/server/config.ts): SITE_DIR, or React Router's build/client.
const SITE = path.resolve(process.env.SITE_DIR || 'build/client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The URL path a built HTML file is served at. */
function urlPathOf(file: string): string {
  const relative = `/${path.relative(SITE, file).split(path.sep).join('/')}`;
  return relative.replace(/\/index\.html$/, '') || '/';
}

function pageFile(urlPath: string): string {
  return path.join(SITE, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`);
}

const pages = new Set(prerenderPaths());
const htmlCache = new Map<string, string>();
function htmlOf(file: string): string {
  let html = htmlCache.get(file);
  if (html === undefined) {
    html = readFileSync(file, 'utf8');
    htmlCache.set(file, html);
  }
  return html;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Internal link targets of one page: href and src attributes, with the site's own origin removed. */
function internalTargets(html: string): string[] {
  const targets: string[] = [];
  for (const match of html.matchAll(/<[a-z]+\b[^>]*?\s(?:href|src)="([^"]*)"/gi)) {
    let target = decodeEntities(match[1] ?? '');
    if (target.startsWith(firm.siteUrl)) target = target.slice(firm.siteUrl.length) || '/';
    if (target.startsWith('#') || (target.startsWith('/') && !target.startsWith('//'))) targets.push(target);
  }
  return [...new Set(targets)];
}

function hasAnchor(html: string, id: string): boolean {
  return html.includes(` id="${id}"`) || html.includes(` id='${id}'`);
}

/** Why a link from `fromFile` to `target` is broken, or null when it resolves. */
function problemWith(fromFile: string, target: string): string | null {
  const [beforeHash = '', rawFragment] = target.split('#', 2);
  const fragment = rawFragment === undefined ? undefined : decodeURIComponent(rawFragment);
  const linkPath = decodeURIComponent(beforeHash.split('?')[0] ?? '');

  let targetHtml: string;
  if (linkPath === '') {
    targetHtml = htmlOf(fromFile);
  } else {
    const canonical = redirects[linkPath] ?? linkPath;
    if (pages.has(canonical)) {
      const file = pageFile(canonical);
      if (!existsSync(file)) return `${canonical} is in the route list but was not prerendered`;
      targetHtml = htmlOf(file);
    } else if (existsSync(path.join(SITE, linkPath)) && statSync(path.join(SITE, linkPath)).isFile()) {
      return null;
    } else {
      return 'no page, redirect or file';
    }
  }
  if (fragment && !hasAnchor(targetHtml, fragment)) return `no element with id "${fragment}"`;
  return null;
}

const files = existsSync(SITE) ? htmlFiles(SITE).sort() : [];

test('the built site exists', () => {
  expect(files.length, 'run "npm run build" first').toBeGreaterThan(0);
});

for (const file of files) {
  const urlPath = urlPathOf(file);
  test(`links from ${urlPath} all resolve`, () => {
    const problems = internalTargets(htmlOf(file)).flatMap((target) => {
      const problem = problemWith(file, target);
      return problem ? [`${target}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
}

test('every prerendered page of the route list was built', () => {
  const missing = [...pages].filter((urlPath) => !existsSync(pageFile(urlPath)));
  expect(missing).toEqual([]);
});
