import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blogMdx } from './scripts/blog-mdx-plugin.ts';
import { clientCodeSplitting, compileOnLoadHints, reactDomFirst } from './scripts/client-chunks.ts';
import { formEngineTrim } from './scripts/form-engine-trim-plugin.ts';
import { mantineStableId } from './scripts/mantine-stable-id-plugin.ts';
import { formReveals } from './scripts/form-reveals-css-plugin.ts';
import { mantineTheme } from './scripts/mantine-theme-css-plugin.ts';

export default defineConfig({
  // The day of the build, for what a prerendered page offers relative to the day until its scripts
  // run (a month question's years, src/questionnaire-ui/widgets/MonthWidget.tsx).
  define: { 'import.meta.env.VITE_BUILT_ON': JSON.stringify(new Date().toISOString().slice(0, 10)) },
  // Blog posts (src/content/blog/posts/*.mdx) compile before React Router sees them.
  plugins: [
    blogMdx(),
    mantineTheme(),
    formReveals(),
    mantineStableId(),
    // The form engine's parts that no catalogue form reaches are left out of the pages.
    formEngineTrim(),
    reactDomFirst(),
    compileOnLoadHints(),
    reactRouter(),
  ],
  // The dev server pre-bundles the dependencies of every page and precompiled validator at start,
  // so the first visit to a form does not reload the page when one is discovered late.
  optimizeDeps: { entries: ['src/**/*.tsx', '!src/entry.server.tsx', '!src/desk/**', 'generated/validators/*.js'] },
  build: {
    // Hashed file names under /assets are served with immutable caching by src/server.
    assetsInlineLimit: 0,
    // A handful of long-lived chunks instead of dozens of small ones (scripts/client-chunks.ts).
    // The server build leaves node_modules external, so this shapes the browser's chunks.
    rolldownOptions: {
      output: { codeSplitting: clientCodeSplitting() },
      // Reads only the modules of a barrel (the icon set's index names 6,000 icons) that the site
      // imports: the same chunks, a third of the client build's time.
      experimental: { lazyBarrel: true },
    },
  },
});
