import type { Config } from '@react-router/dev/config';
import { writeSeoFiles } from './scripts/build-seo-files.ts';
import { writeOgImages } from './scripts/og-images/write.ts';
import { precompressSite } from './src/server/precompress.ts';
import { prerenderPaths } from './src/app/paths.ts';

// Framework mode with ssr:false + prerender: every static route becomes a real HTML file at
// build time (see README, "Why framework-mode prerendering"). Paths come from the one route list.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: async () => {
    writeSeoFiles('build/client');
    await writeOgImages('build/client');
    // Last: compress every file once here, so the server starts instantly (src/server/static-site.ts).
    precompressSite('build/client');
  },
} satisfies Config;
