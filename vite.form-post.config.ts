/**
 * The server's renderer of forms sent without scripts (src/app/form-post.tsx), built on its own
 * for Node (build/form-post/form-post.js): the site's layout, questionnaire renderer and thank-you
 * card, so the page the server answers with is drawn by the same components as the prerendered
 * one. The server loads the built module on the first form sent without scripts; it never imports React source.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import { mantineTheme } from './scripts/mantine-theme-css-plugin.ts';

export default defineConfig({
  plugins: [mantineTheme()],
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite-form-post'),
  publicDir: false,
  build: {
    ssr: path.resolve(import.meta.dirname, 'src/app/form-post.tsx'),
    outDir: path.resolve(import.meta.dirname, 'build/form-post'),
    emptyOutDir: true,
    rolldownOptions: {
      output: { entryFileNames: 'form-post.js' },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
