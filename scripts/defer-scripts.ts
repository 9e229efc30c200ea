/**
 * Build step: a prerendered page paints from its HTML and inlined CSS alone, then loads its
 * JavaScript. React Router's inline module loader imports the page's modules statically, and its
 * modulepreload links start every download while the HTML is still arriving; on a slow link those
 * downloads compete with the first paint. Here the loader's text moves, unchanged, into a
 * content-hashed module under /assets, and the page imports that module once the browser reports
 * its first paint, after preloading the same files in parallel. The modules still evaluate in one task, in
 * React Router's order; its client render adds the preload links back.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './inline-css.ts';

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const BOOT_DIR = 'assets/boot';

/** The page with its module downloads started after the first paint, and the module it loads then. */
export function deferPageScripts(html: string): { html: string; boot?: { href: string; code: string } } {
  const loader = LOADER.exec(html);
  if (!loader) return { html };
  const code = `${(loader[1] ?? '').trim()}\n`;
  if (!/^import /m.test(code) || !code.includes('window.__reactRouterRouteModules')) {
    throw new Error("React Router's module loader changed shape: update scripts/defer-scripts.ts.");
  }
  const href = `/${BOOT_DIR}/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  const preloads = [...new Set([...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? '')), href];
  const script = [
    // Once the browser reports the first paint; at once in a background tab, which paints nothing;
    // after a frame where paint timing is unknown, and after 3 s whatever happens.
    'await new Promise((go) => {',
    "  if (document.visibilityState === 'hidden') return go();",
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(go));",
    "  new PerformanceObserver((list, observer) => { observer.disconnect(); go(); }).observe({ type: 'paint', buffered: true });",
    '  setTimeout(go, 3000);',
    '});',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `import(${JSON.stringify(href)});`,
  ].join('\n');
  return {
    html: html.replace(MODULEPRELOAD, '').replace(LOADER, () => `<script type="module" async="">${script}</script>`),
    boot: { href, code },
  };
}

export function deferSiteScripts(siteDir: string): void {
  mkdirSync(path.join(siteDir, BOOT_DIR), { recursive: true });
  for (const file of htmlFiles(siteDir)) {
    const page = deferPageScripts(readFileSync(file, 'utf8'));
    if (page.boot) writeFileSync(path.join(siteDir, page.boot.href), page.boot.code);
    writeFileSync(file, page.html);
  }
}
