/**
 * The firm's desk (src/desk/) is built on its own, never by the site's build: its own entry and
 * output (build/desk, served under /desk by src/server/desk/pages.ts), no prerender, nothing of it
 * in the site's bundles.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import { mantineTheme } from './scripts/mantine-theme-css-plugin.ts';
import { loadReplyTemplates } from './src/content/reply-templates/files.ts';
import { precompressSite } from './src/server/precompress.ts';

const outDir = path.resolve(import.meta.dirname, 'build/desk');

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/desk'),
  base: '/desk/',
  plugins: [
    mantineTheme(),
    // The reply templates the desk offers: a bad one (no title, an unknown placeholder) fails the build.
    { name: 'reply-templates-check', buildStart: () => void loadReplyTemplates() },
    // Compressed once here, as the site is: the server serves these files without compressing them.
    { name: 'precompress', apply: 'build', closeBundle: () => void precompressSite(outDir) },
  ],
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite-desk'),
  build: {
    outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // No inline polyfill script: the desk's policy allows scripts from its own files only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Mantine's "use client" markers mean nothing to a page rendered in the browser only.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
