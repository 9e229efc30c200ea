/**
 * The firm's desk (src/desk/) is built on its own, never by the site's build: its own entry and
 * output (build/desk, served under /desk by src/server/desk/pages.ts), no prerender, nothing of it
 * in the site's bundles.
 */
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { mantineTheme } from './scripts/mantine-theme-css-plugin.ts';
import { loadReplyTemplates, REPLY_TEMPLATES_DIR } from './src/content/reply-templates/files.ts';
import { precompressSite } from './src/server/precompress.ts';

const outDir = path.resolve(import.meta.dirname, 'build/desk');

/**
 * The reply templates the desk offers, read and checked as the build starts: a bad one (no title, an
 * unknown placeholder, a file that is no template) fails the build, naming the file and line.
 */
export function replyTemplatesCheck(dir: string = REPLY_TEMPLATES_DIR): Plugin {
  return {
    name: 'reply-templates-check',
    buildStart() {
      loadReplyTemplates(dir);
    },
  };
}

/**
 * Compressed once here, as the site is: the server serves these files without compressing them. Only
 * once the files are written: after a failed build (a bad reply template) the build's own error is
 * what shows, not a missing output folder.
 */
export function precompressDesk(dir: string = outDir): Plugin {
  let written = false;
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (written) precompressSite(dir);
    },
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/desk'),
  base: '/desk/',
  plugins: [mantineTheme(), replyTemplatesCheck(), precompressDesk()],
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
