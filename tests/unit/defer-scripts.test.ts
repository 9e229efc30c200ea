import { describe, expect, it } from 'vitest';
import { deferPageScripts } from '../../scripts/defer-scripts.ts';

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
    expect(html).toContain("observe({ type: 'paint', buffered: true })");
    // What the page had before the loader is untouched.
    expect(html).toContain(
      '<style>p{}</style></head><body><p>Text</p><script>window.__reactRouterContext = {};</script>',
    );
  });

  it("the boot module is React Router's loader, unchanged, so the modules evaluate in its order", () => {
    expect(boot?.code).toBe(`${loader.trim()}\n`);
  });

  it('the same modules are preloaded once the frame is painted', () => {
    expect(html).toContain(JSON.stringify(['/assets/manifest-1.js', '/assets/root-2.js', boot?.href]));
  });

  it('a page without a loader is left alone; a loader of another shape stops the build', () => {
    expect(deferPageScripts('<html><body>plain</body></html>')).toEqual({ html: '<html><body>plain</body></html>' });
    expect(() => deferPageScripts('<script type="module" async="">console.log(1)</script>')).toThrow(
      /module loader changed shape/,
    );
  });
});
