import { describe, expect, it } from 'vitest';
import {
  INLINED_STYLESHEET,
  inlineStylesheets,
  lazyDependencies,
  linkLazyStylesheets,
} from '../../scripts/inline-css.ts';

const sheets: Record<string, string> = {
  '/assets/root-1.css': 'body{margin:0}\n',
  '/assets/route-2.css': 'h1{color:red}',
};
const page = [
  '<html><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/route-2.css"/>',
  '</head><body><h1>Title</h1></body></html>',
].join('');

describe('a prerendered page carries its CSS', () => {
  const html = inlineStylesheets(page, (href) => sheets[href] ?? '');

  it('in one style element before the links, in the links’ order', () => {
    expect(html).toContain('<meta charset="utf-8"/><style>body{margin:0}\nh1{color:red}</style><template');
  });

  it('and keeps the links for hydration in place, disabled, in inert templates the preload scanner skips', () => {
    expect(html).toContain(
      `<template ${INLINED_STYLESHEET}=""><link rel="stylesheet" href="/assets/root-1.css" disabled=""/></template>` +
        `<template ${INLINED_STYLESHEET}=""><link rel="stylesheet" href="/assets/route-2.css" disabled=""/></template>`,
    );
    expect(html.replace(/<template[^>]*>.*?<\/template>/g, '')).not.toContain('<link rel="stylesheet"');
  });

  it('refuses CSS that would close its style element', () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets('<html><body>plain</body></html>', () => '')).toBe('<html><body>plain</body></html>');
  });
});

describe('a stylesheet the page’s route loads lazily (the form engine’s) is in its CSS too', () => {
  const chunks: Record<string, string> = {
    '/assets/route-3.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/engine-4.js","assets/root-1.css","assets/engine-5.css"])))=>i.map(i=>d[i]);\nimport"./x.js";',
    '/assets/engine-4.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/validator-6.js","assets/engine-5.css"])))=>i.map(i=>d[i]);\n',
    '/assets/validator-6.js': 'export default 1;',
  };
  const routed = page.replace(
    '</body>',
    '<script type="module" async="">import * as route1 from "/assets/route-3.js";\nwindow.__reactRouterRouteModules = {};</script></body>',
  );
  const linked = linkLazyStylesheets(routed, (href) => chunks[href] ?? '');

  it('linked once after the page’s own links, so the lazy import finds it and fetches nothing', () => {
    expect(linked).toContain(
      '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/route-2.css"/><link rel="stylesheet" href="/assets/engine-5.css"/></head>',
    );
    expect(lazyDependencies(chunks['/assets/route-3.js'] ?? '')).toEqual([
      '/assets/engine-4.js',
      '/assets/root-1.css',
      '/assets/engine-5.css',
    ]);
  });

  it('and inlined with the others, each text once', () => {
    const html = inlineStylesheets(
      linked,
      (href) => ({ ...sheets, '/assets/engine-5.css': 'form{gap:1px}' })[href] ?? '',
    );
    expect(html).toContain('<style>body{margin:0}\nh1{color:red}\nform{gap:1px}</style>');
  });

  it('leaves a page whose routes load no stylesheet lazily alone', () => {
    expect(linkLazyStylesheets(page, () => '')).toBe(page);
    expect(linkLazyStylesheets(routed, () => 'import"./x.js";')).toBe(routed);
  });
});
