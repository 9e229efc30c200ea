/**
 * What a prerendered page costs a first-time visitor, read from the build: its HTML, its CSS
 * (inlined and linked) and the JavaScript it loads up front (on a form page with its engine, which
 * loads after the page's own modules, but not the form's validator, which the engine imports), as gzip bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  readonly htmlBytes: number;
  readonly cssBytes: number;
  readonly jsBytes: number;
  /** JavaScript files the page loads before it is interactive (module preloads, scripts, its boot module). */
  readonly jsFiles: number;
}

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The built HTML file of a URL path. */
export function pageFile(siteDir: string, urlPath: string): string {
  return path.join(siteDir, urlPath, 'index.html');
}

export function pageWeight(siteDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const asset = (href: string) => readFileSync(path.join(siteDir, href.replace(/[#?].*$/, '')));

  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const activeStylesheets = links.filter((tag) => /rel="stylesheet"/.test(tag) && !/\bdisabled\b/.test(tag));
  const stylesheetHrefs = activeStylesheets.map((tag) => attribute(tag, 'href') ?? '');

  const scriptSources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1] ?? '');
  const preloads = links.filter((tag) => /rel="modulepreload"/.test(tag)).map((tag) => attribute(tag, 'href') ?? '');
  // The page's loader names what it imports and preloads (on a form page its engine too) by path.
  const inlineImports = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  // Each module's static imports load with it (its lazy import() calls do not).
  const jsHrefs = new Set<string>();
  const pending = [...preloads, ...scriptSources, ...inlineImports].filter((href) => href.startsWith('/assets/'));
  for (let href = pending.pop(); href !== undefined; href = pending.pop()) {
    if (jsHrefs.has(href)) continue;
    jsHrefs.add(href);
    const code = asset(href).toString('utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g))
      pending.push(path.posix.join(path.posix.dirname(href), match[1] ?? ''));
    // The page's boot module (scripts/defer-scripts.ts) names the page's modules by absolute path,
    // its final import() included: all of them load up front.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g))
      pending.push(match[1] ?? '');
  }

  return {
    htmlBytes: gzipped(html),
    cssBytes:
      gzipped(inlineCss) * (inlineCss ? 1 : 0) + stylesheetHrefs.reduce((sum, href) => sum + gzipped(asset(href)), 0),
    jsBytes: [...jsHrefs].reduce((sum, href) => sum + gzipped(asset(href)), 0),
    jsFiles: jsHrefs.size,
  };
}
