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

export function inlineSiteCss(siteDir: string): void {
  const cache = new Map<string, string>();
  const readCss = (href: string) => {
    let css = cache.get(href);
    if (css === undefined) cache.set(href, (css = readFileSync(path.join(siteDir, href), 'utf8')));
    return css;
  };
  for (const file of htmlFiles(siteDir)) writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), readCss));
}
