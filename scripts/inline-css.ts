/**
 * Build step: each prerendered page carries its CSS in one <style> element in the head, so it
 * paints without waiting for stylesheet requests. The <link> elements React Router renders stay
 * in place (hydration expects them), disabled, each inside an inert <template>: the browser's
 * preload scanner fetches a disabled stylesheet link all the same, before the first paint, and
 * one without an address is not valid HTML. The page's loader (scripts/defer-scripts.ts) moves
 * the links out of their templates before hydration; disabled, they fetch nothing. On client-side
 * navigation React Router adds the next page's links as usual.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)[^"]*"\/>/g;
/** Marks the template that holds a stylesheet link until hydration. */
export const INLINED_STYLESHEET = 'data-inlined-stylesheet';
/** Browser code that puts the links back where React Router rendered them; run just before hydration. */
export const RESTORE_STYLESHEET_LINKS = `for (const template of document.querySelectorAll('template[${INLINED_STYLESHEET}]')) template.replaceWith(template.content);`;

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (entry.endsWith('.html')) yield full;
  }
}

/** The page with its stylesheets' text inlined (in their order) before the first of them. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const first = links[0];
  if (!first) return html;
  const css = [...new Set(links.map((link) => link[1] ?? ''))].map((href) => readCss(href).trim()).join('\n');
  if (css.includes('</style')) throw new Error('A stylesheet holds "</style": it cannot be inlined.');
  let result = html.replace(
    STYLESHEET_LINK,
    (tag) => `<template ${INLINED_STYLESHEET}="">${tag.replace('/>', ' disabled=""/>')}</template>`,
  );
  const position = result.indexOf(`<template ${INLINED_STYLESHEET}`);
  result = `${result.slice(0, position)}<style>${css}</style>${result.slice(position)}`;
  return result;
}

/** The page's module loader (React Router's inline script) and the route modules it imports. */
const MODULE_LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const LOADER_ROUTE_IMPORT = /^import \* as \w+ from "(\/assets\/[^"]+\.js)";$/gm;
/** Vite's list of what a chunk's lazy imports load: `m.f=["assets/a.js","assets/b.css"]`. */
const LAZY_DEPENDENCIES = /^const __vite__mapDeps=.*?m\.f=(\[[^\]]*\])/;

/** What a built chunk's lazy imports load (chunks and stylesheets), as absolute paths. */
export function lazyDependencies(code: string): string[] {
  const list = LAZY_DEPENDENCIES.exec(code)?.[1];
  if (!list) return [];
  const parsed: unknown = JSON.parse(list);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry): entry is string => typeof entry === 'string').map((entry) => `/${entry}`);
}

/**
 * The page with a stylesheet link for each stylesheet its route modules load lazily (the form
 * engine's), after its own: inlined like the others, and found by the lazy import's loader when it
 * runs, which then fetches nothing.
 */
export function linkLazyStylesheets(html: string, readChunk: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const last = links[links.length - 1];
  const loader = MODULE_LOADER.exec(html)?.[1];
  if (!last || last.index === undefined || !loader) return html;
  // Exactly as written: the lazy import's loader compares whole addresses, and React Router may add
  // a suffix ("app.css#") to a link of the page's own.
  const linked = new Set(links.map((link) => /href="([^"]+)"/.exec(link[0])?.[1] ?? ''));
  const seen = new Set<string>();
  const lazy: string[] = [];
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of lazyDependencies(readChunk(href))) {
      if (!dependency.endsWith('.css')) visit(dependency);
      else if (!linked.has(dependency)) {
        linked.add(dependency);
        lazy.push(dependency);
      }
    }
  };
  for (const [, route = ''] of loader.matchAll(LOADER_ROUTE_IMPORT)) visit(route);
  if (!lazy.length) return html;
  const at = last.index + last[0].length;
  const added = lazy.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('');
  return `${html.slice(0, at)}${added}${html.slice(at)}`;
}

export function inlineSiteCss(siteDir: string): void {
  const cache = new Map<string, string>();
  const read = (href: string) => {
    let text = cache.get(href);
    if (text === undefined) cache.set(href, (text = readFileSync(path.join(siteDir, href), 'utf8')));
    return text;
  };
  for (const file of htmlFiles(siteDir))
    writeFileSync(file, inlineStylesheets(linkLazyStylesheets(readFileSync(file, 'utf8'), read), read));
}
