import { describe, expect, it } from 'vitest';
import { ENGINE_LOADED } from '../../scripts/client-chunks.ts';
import { chunkImports, deferPageScripts, dependenciesFirst, sharedChunksInOrder } from '../../scripts/defer-scripts.ts';

const loader = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/route-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"pages/about":route1};',
  'import("/assets/entry.client-4.js");',
].join('\n');
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><style>p{}</style></head>',
  `<body><p>Text</p><script>window.__reactRouterContext = {};</script><script type="module" async="">${loader}</script></body></html>`,
].join('');

describe('scripts load after the first paint', () => {
  const { html, boot } = deferPageScripts(page);

  it('the page keeps no preload link and imports its boot module from the inline loader', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(boot?.href).toMatch(/^\/assets\/boot\/[0-9a-f]{16}\.js$/);
    expect(html).toContain(`import(${JSON.stringify(boot?.href)});`);
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain("observe({ type: 'paint', buffered: true })");
    // What the page had before the loader is untouched.
    expect(html).toContain(
      '<style>p{}</style></head><body><p>Text</p><script>window.__reactRouterContext = {};</script>',
    );
  });

  it("the boot module is React Router's loader, unchanged, so the modules evaluate in its order", () => {
    expect(boot?.code).toBe(`${loader.trim()}\n`);
  });

  it('the modules the loader imports are preloaded once the frame is painted, one per task', () => {
    const list =
      /for \(const href of (\[[^\]]*\])\) \{\n {4}const link = document\.createElement\('link'\);\n {4}link\.rel = 'modulepreload';\n {4}link\.href = href;\n {4}document\.head\.append\(link\);\n {4}await new Promise\(\(go\) => setTimeout\(go\)\);\n {2}\}/.exec(
        html,
      );
    expect(JSON.parse(list?.[1] ?? '[]')).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/route-3.js',
      '/assets/entry.client-4.js',
      boot?.href,
    ]);
  });

  it('a page without a loader is left alone; a loader of another shape stops the build', () => {
    expect(deferPageScripts('<html><body>plain</body></html>')).toEqual({ html: '<html><body>plain</body></html>' });
    expect(() => deferPageScripts('<script type="module" async="">console.log(1)</script>')).toThrow(
      /module loader changed shape/,
    );
  });
});

describe('shared chunks evaluate one per task, dependencies first', () => {
  const graph: Record<string, string[]> = {
    '/assets/manifest-1.js': [],
    '/assets/root-2.js': ['/assets/runtime.js', '/assets/router.js', '/assets/ui.js', '/assets/react.js'],
    '/assets/route-3.js': ['/assets/router.js', '/assets/app.js'],
    '/assets/entry.client-4.js': ['/assets/runtime.js', '/assets/react.js', '/assets/router.js'],
    '/assets/router.js': ['/assets/runtime.js', '/assets/react.js'],
    '/assets/ui.js': ['/assets/runtime.js', '/assets/react.js'],
    '/assets/app.js': ['/assets/ui.js', '/assets/router.js'],
    '/assets/react.js': ['/assets/runtime.js'],
    '/assets/runtime.js': [],
  };
  const importsOf = (href: string) => graph[href] ?? [];

  it('reads the static imports at the top of a built chunk, not imports named later in its code', () => {
    const code =
      'import{n as e}from"./runtime.js";import"./styles.js";import*as r from"../x/react.js";var a=`import"./no.js"`;';
    expect(chunkImports('/assets/app.js', code)).toEqual(['/assets/runtime.js', '/assets/styles.js', '/x/react.js']);
    const withLazyImports = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n${code}`;
    expect(chunkImports('/assets/app.js', withLazyImports)).toEqual(chunkImports('/assets/app.js', code));
    const hint = '//# allFunctionsCalledOnLoad\n';
    expect(chunkImports('/assets/app.js', hint + code)).toEqual(chunkImports('/assets/app.js', code));
    expect(chunkImports('/assets/app.js', withLazyImports.replace('\n', `\n${hint}`))).toEqual(
      chunkImports('/assets/app.js', code),
    );
  });

  it('orders every shared chunk after the chunks it imports, and leaves out the page’s own modules', () => {
    const roots = ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/route-3.js', '/assets/entry.client-4.js'];
    const order = sharedChunksInOrder(roots, importsOf);
    expect(new Set(order)).toEqual(
      new Set(['/assets/runtime.js', '/assets/router.js', '/assets/ui.js', '/assets/react.js', '/assets/app.js']),
    );
    for (const [index, href] of order.entries())
      for (const dependency of importsOf(href)) expect(order.indexOf(dependency)).toBeLessThan(index);
  });

  it('the page imports those chunks one after another, yielding between them, before its boot module', () => {
    const { html, boot } = deferPageScripts(page, importsOf);
    const list =
      /for \(const href of (\[[^\]]*\])\) \{\n {2}await import\(href\);\n {2}await new Promise\(\(go\) => setTimeout\(go\)\);\n\}/.exec(
        html,
      );
    expect(JSON.parse(list?.[1] ?? '[]')).toEqual(
      sharedChunksInOrder(
        ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/route-3.js', '/assets/entry.client-4.js'],
        importsOf,
      ),
    );
    expect(html.indexOf(list?.[0] ?? '?')).toBeLessThan(html.indexOf(`import(${JSON.stringify(boot?.href)});`));
  });

  it('preloads the shared chunks first, in the order they run, then the page’s own modules', () => {
    const { html, boot } = deferPageScripts(page, importsOf);
    const preloads = JSON.parse(/\(async \(\) => \{\n {2}for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]');
    const roots = ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/route-3.js', '/assets/entry.client-4.js'];
    expect(preloads).toEqual([...sharedChunksInOrder(roots, importsOf), ...roots, boot?.href]);
  });
});

describe('the form engine, loaded lazily by its route, comes after the page’s own modules', () => {
  const graph: Record<string, string[]> = {
    '/assets/root-2.js': ['/assets/react.js'],
    '/assets/route-3.js': ['/assets/react.js'],
    '/assets/engine.js': ['/assets/engine-parts.js', '/assets/react.js'],
    '/assets/engine-parts.js': ['/assets/react.js'],
  };
  const importsOf = (href: string) => graph[href] ?? [];
  const lazyOf = (href: string) => (href === '/assets/route-3.js' ? ['/assets/engine.js', '/assets/react.js'] : []);
  const { html, boot } = deferPageScripts(page, importsOf, lazyOf);

  it('preloaded after the boot module, dependencies first, nothing twice', () => {
    const preloads = JSON.parse(/\(async \(\) => \{\n {2}for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]');
    expect(preloads.slice(preloads.indexOf(boot?.href))).toEqual([
      boot?.href,
      '/assets/engine-parts.js',
      '/assets/engine.js',
    ]);
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it('imported one per task as the page’s modules start, the route’s lazy import waiting for them', () => {
    const bootImport = html.indexOf(`import(${JSON.stringify(boot?.href)});`);
    const engine = html.indexOf(
      `window.${ENGINE_LOADED} = (async () => {\n  for (const href of ${JSON.stringify(['/assets/engine-parts.js', '/assets/engine.js'])}) {\n    await import(href);\n    await new Promise((go) => setTimeout(go));\n  }\n})();\n`,
    );
    expect(engine).toBeGreaterThan(0);
    expect(bootImport).toBeGreaterThan(engine);
  });

  it('the chunks are listed dependencies first', () => {
    expect(dependenciesFirst(['/assets/engine.js'], importsOf)).toEqual([
      '/assets/react.js',
      '/assets/engine-parts.js',
      '/assets/engine.js',
    ]);
  });
});
