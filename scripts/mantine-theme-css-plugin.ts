/**
 * The theme's CSS variables and Mantine's responsive helper classes as a stylesheet of the build
 * (`import 'virtual:mantine-theme.css'`), generated from the firm's theme (src/shared/theme.ts). MantineProvider would
 * otherwise write them as <style> elements into the page body, which HTML does not allow and a
 * style-src policy without 'unsafe-inline' would block.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { brandTheme } from '../src/shared/theme.ts';

const ID = 'virtual:mantine-theme.css';
// Ends in .css so Vite's CSS pipeline (minify, bundle into the page's stylesheet) takes it.
const RESOLVED = '/__mantine-theme.css';

/** The CSS MantineProvider renders for the firm's theme, read from its own output. */
export function mantineThemeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme: brandTheme, forceColorScheme: 'light' }));
  const styles = [...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([^<]*)<\/style>/g)];
  if (styles.length !== 2)
    throw new Error('MantineProvider no longer renders its two <style> elements; check mantine-theme-css-plugin.ts.');
  return styles.map((match) => match[1]).join('\n');
}

export function mantineTheme(): Plugin {
  return {
    name: 'mantine-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? mantineThemeCss() : null),
  };
}
