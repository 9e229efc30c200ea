/**
 * Build step: a prerendered page paints from its HTML and inlined CSS alone, then loads its
 * JavaScript. React Router's inline module loader imports the page's modules statically, and its
 * modulepreload links start every download while the HTML is still arriving; on a slow link those
 * downloads compete with the first paint. Here the loader's text moves, unchanged, into a
 * content-hashed module under /assets, and the page imports that module once the browser reports
 * its first contentful paint, while preloading the same files in parallel. Evaluating the shared chunks
 * (React, React Router, Mantine) in one task would block the main thread for one long task, so
 * they are imported one per task first, dependencies before dependents; the boot module then
 * evaluates the page's own modules in React Router's order. Its client render adds the preload links back.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENGINE_CHUNK, ENGINE_LOADED } from './client-chunks.ts';
import { htmlFiles, lazyDependencies, RESTORE_STYLESHEET_LINKS } from './inline-css.ts';

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const LOADER_IMPORT = /^import(?: \* as \w+ from)? "(\/assets\/[^"]+\.js)";$|^import\("(\/assets\/[^"]+\.js)"\);$/gm;
/** Static imports at the top of a built chunk: `import{a as b}from"./x.js";` or `import"./x.js";`. */
const CHUNK_IMPORT = /^(?:\s*import\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+\w+\s+from\s*|\w+\s+from\s*)?"([^"]+)";?)/;
const BOOT_DIR = 'assets/boot';

/** The static imports of a built chunk, as absolute paths (`/assets/x.js`). */
export function chunkImports(href: string, code: string): string[] {
  const found: string[] = [];
  // Vite's dependency map for lazy imports and the compile hint (client-chunks.ts) may come first,
  // each on its line; static imports follow them.
  let rest = code.replace(/^(?:const __vite__mapDeps=.*\n|\/\/.*\n)*/, '');
  for (let match = CHUNK_IMPORT.exec(rest); match; match = CHUNK_IMPORT.exec(rest)) {
    found.push(new URL(match[1] ?? '', `http://site${href}`).pathname);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/**
 * The chunks the page's modules import, directly or not, dependencies first; the page's own
 * modules (manifest, routes, client entry) are not among them.
 */
export function sharedChunksInOrder(
  roots: readonly string[],
  importsOf: (href: string) => readonly string[],
): string[] {
  const own = new Set(roots);
  return dependenciesFirst(roots, importsOf).filter((href) => !own.has(href));
}

/** The chunks and everything they import, each after the chunks it imports. */
export function dependenciesFirst(hrefs: readonly string[], importsOf: (href: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}

/**
 * The page with its module downloads started after the first paint, and the module it loads then.
 * `lazyOf` names the chunks a module's lazy imports load (the form route's engine): they download
 * after the page's own modules and evaluate one per task once the page's modules have started.
 */
export function deferPageScripts(
  html: string,
  importsOf: (href: string) => readonly string[] = () => [],
  lazyOf: (href: string) => readonly string[] = () => [],
): { html: string; boot?: { href: string; code: string } } {
  const loader = LOADER.exec(html);
  if (!loader) return { html };
  const code = `${(loader[1] ?? '').trim()}\n`;
  if (!/^import /m.test(code) || !code.includes('window.__reactRouterRouteModules')) {
    throw new Error("React Router's module loader changed shape: update scripts/defer-scripts.ts.");
  }
  const href = `/${BOOT_DIR}/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  const roots = [...code.matchAll(LOADER_IMPORT)].map((match) => match[1] ?? match[2] ?? '');
  const shared = sharedChunksInOrder(roots, importsOf);
  const linked = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? '');
  const page = new Set([...shared, ...roots, ...linked]);
  const lazy = dependenciesFirst(
    roots.flatMap((root) => lazyOf(root)),
    importsOf,
  ).filter((chunk) => !page.has(chunk));
  const preloads = [...page, href, ...lazy];
  const script = [
    // Once the browser reports the first contentful paint (a first paint of backgrounds alone may
    // come before it); at once in a background tab, which paints nothing; after a frame where paint
    // timing is unknown, and after 3 s whatever happens.
    'await new Promise((go) => {',
    "  if (document.visibilityState === 'hidden') return go();",
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(go));",
    '  new PerformanceObserver((list, observer) => {',
    "    if (list.getEntriesByName('first-contentful-paint').length) observer.disconnect(), go();",
    "  }).observe({ type: 'paint', buffered: true });",
    '  setTimeout(go, 3000);',
    '});',
    // Downloads start one per task, in the order the modules run, while the imports below proceed:
    // starting them all in one task took 10-15 ms of the main thread.
    '(async () => {',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '    await new Promise((go) => setTimeout(go));',
    '  }',
    '})();',
    // One task per shared chunk: each import evaluates that chunk alone, its imports being done.
    `for (const href of ${JSON.stringify(shared)}) {`,
    '  await import(href);',
    '  await new Promise((go) => setTimeout(go));',
    '}',
    // Hydration expects the stylesheet links where React Router rendered them; disabled, they fetch nothing.
    RESTORE_STYLESHEET_LINKS,
    // The lazily loaded chunks, one per task, dependencies first, once the page's modules have
    // started: the form route's lazy import waits for this (ENGINE_LOADED), so it finds them
    // evaluated instead of evaluating them all in one long task.
    ...(lazy.length
      ? [
          `window.${ENGINE_LOADED} = (async () => {`,
          `  for (const href of ${JSON.stringify(lazy)}) {`,
          '    await import(href);',
          '    await new Promise((go) => setTimeout(go));',
          '  }',
          '})();',
        ]
      : []),
    `import(${JSON.stringify(href)});`,
  ].join('\n');
  return {
    html: html.replace(MODULEPRELOAD, '').replace(LOADER, () => `<script type="module" async="">${script}</script>`),
    boot: { href, code },
  };
}

export function deferSiteScripts(siteDir: string): void {
  mkdirSync(path.join(siteDir, BOOT_DIR), { recursive: true });
  const imports = new Map<string, string[]>();
  const importsOf = (href: string) => {
    let found = imports.get(href);
    if (!found) imports.set(href, (found = chunkImports(href, readFileSync(path.join(siteDir, href), 'utf8'))));
    return found;
  };
  // Of what a page's modules load lazily, only the form engine: a blog index's posts load on demand.
  const lazyOf = (href: string) =>
    lazyDependencies(readFileSync(path.join(siteDir, href), 'utf8')).filter((dependency) =>
      ENGINE_CHUNK.test(dependency),
    );
  for (const file of htmlFiles(siteDir)) {
    const page = deferPageScripts(readFileSync(file, 'utf8'), importsOf, lazyOf);
    if (page.boot) writeFileSync(path.join(siteDir, page.boot.href), page.boot.code);
    writeFileSync(file, page.html);
  }
}
