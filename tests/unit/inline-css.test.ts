import { describe, expect, it } from 'vitest';
import { INLINED_STYLESHEET, inlineStylesheets } from '../../scripts/inline-css.ts';

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
