import type { Config } from '@react-router/dev/config';
import { writeSeoFiles } from './scripts/build-seo-files.ts';
import { deferSiteScripts } from './scripts/defer-scripts.ts';
import { inlineSiteCss } from './scripts/inline-css.ts';
import { writeOgImages } from './scripts/og-images/write.ts';
import { precompressSite } from './src/server/precompress.ts';
import { rmSync } from 'node:fs';
import { missingPagePaths, prerenderPaths } from './src/app/paths.ts';
import { checkFirmConfig } from './src/content/firm-check.ts';
import { firm } from './src/content/firm.ts';

// The firm config is checked before anything is built from it: a typo stops the build.
checkFirmConfig(firm);

// Framework mode with ssr:false + prerender: every static route becomes a real HTML file at
// build time (see README, "Why framework-mode prerendering"). Paths come from the one route list.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...prerenderPaths(), ...missingPagePaths()],
  buildEnd: async () => {
    // Unknown URLs get the prerendered not-found pages (missingPagePaths), not React Router's empty fallback.
    rmSync('build/client/__spa-fallback.html', { force: true });
    // Each page's CSS in its own head: no render-blocking stylesheet requests.
    inlineSiteCss('build/client');
    // Scripts load after the first paint instead of competing with it.
    deferSiteScripts('build/client');
    writeSeoFiles('build/client');
    await writeOgImages('build/client');
    // Last: compress every file once here, so the server starts instantly (src/server/static-site.ts).
    precompressSite('build/client');
  },
} satisfies Config;
