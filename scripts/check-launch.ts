/**
 * `npm run check:launch`: is this site ready to face real visitors? Exits 1 while the firm config
 * holds placeholder values or would have the privacy notice state what it cannot back (each
 * printed), 0 otherwise; warnings (identity the privacy notice would name more precisely, articles
 * not reviewed for 18 months or reviewed by nobody named) are printed either way.
 * `--firm <file>` checks another module exporting `firm` (a deployment's generated config, tests).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { todayIso } from '../src/content/blog/freshness.ts';
import { loadPosts } from '../src/content/blog/posts.ts';
import type { FirmConfig } from '../src/content/firm-config.ts';
import { launchReport } from '../src/content/launch-check.ts';

async function firmFrom(args: readonly string[]): Promise<FirmConfig> {
  const at = args.indexOf('--firm');
  if (at === -1) return (await import('../src/content/firm.ts')).firm;
  const file = args[at + 1];
  if (!file) {
    console.error('Usage: npm run check:launch [-- --firm <file exporting firm>]');
    process.exit(2);
  }
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { firm?: FirmConfig };
  if (!loaded.firm) {
    console.error(`${file} exports no "firm"`);
    process.exit(2);
  }
  return loaded.firm;
}

const firm = await firmFrom(process.argv.slice(2));
const report = launchReport({ firm, articles: loadPosts(), today: todayIso() });
for (const error of report.errors) console.log(`ERROR    ${error}`);
for (const warning of report.warnings) console.log(`WARNING  ${warning}`);
if (report.errors.length > 0) {
  console.log(`\ncheck:launch failed: ${report.errors.length} problem(s) in the firm config.`);
  process.exit(1);
}
console.log(`\ncheck:launch passed${report.warnings.length > 0 ? ` with ${report.warnings.length} warning(s)` : ''}.`);
