/**
 * `npm run check:launch`: is this site ready to face real visitors? Exits 1 while the firm config
 * holds placeholder values or would have the privacy notice state what it cannot back (each
 * printed), 0 otherwise; warnings (identity the privacy notice would name more precisely, a privacy
 * notice changed after its "last updated" day, articles not reviewed for 18 months or reviewed by
 * nobody named, key dates that have passed) are printed either way.
 * `--firm <file>` checks another module exporting `firm` (a deployment's generated config, tests).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { todayIso } from '../src/content/blog/freshness.ts';
import { loadPosts } from '../src/content/blog/posts.ts';
import { checkFirmConfig } from '../src/content/firm-check.ts';
import type { FirmConfig } from '../src/content/firm-config.ts';
import { keyDates } from '../src/content/key-dates.ts';
import { launchReport } from '../src/content/launch-check.ts';
import { noticeSettingsFrom } from '../src/content/privacy/notice-settings.ts';
import { PRIVACY_NOTICE_DATED_CONTENT } from '../src/privacy-notice/notice-text.ts';
import { privacyNoticeVersion } from '../src/privacy-notice/notice.ts';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';

const USAGE = 'Usage: npm run check:launch [-- --firm <file exporting firm>]';

function usageError(message: string): never {
  console.error(`check:launch: ${message}\n${USAGE}`);
  process.exit(2);
}

function optionsFrom(args: string[]) {
  try {
    return parseArgs({ args, options: { firm: { type: 'string' } } }).values;
  } catch (error) {
    // Unknown options, stray arguments and a missing value come from parseArgs as TypeErrors.
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

async function firmFrom(args: string[]): Promise<unknown> {
  const file = optionsFrom(args).firm;
  if (file === undefined) return (await import('../src/content/firm.ts')).firm;
  if (file === '') usageError('--firm needs a file');
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { firm?: unknown };
  if (!loaded.firm) {
    console.error(`${file} exports no "firm"`);
    process.exit(2);
  }
  return loaded.firm;
}

const loaded = await firmFrom(process.argv.slice(2));
let firm: FirmConfig;
try {
  firm = checkFirmConfig(loaded, optionsFrom(process.argv.slice(2)).firm);
} catch (error) {
  console.log(`ERROR    ${error instanceof Error ? error.message : String(error)}`);
  console.log('\ncheck:launch failed: the firm config is invalid.');
  process.exit(1);
}
// The notice as the build writes it: this firm, the catalogue, and the settings of this environment.
const notice = {
  version: privacyNoticeVersion({ firm, forms: loadCatalogue(), ...noticeSettingsFrom(process.env) }),
  datedContent: PRIVACY_NOTICE_DATED_CONTENT,
};
const report = launchReport({ firm, articles: loadPosts(), keyDates, notice, today: todayIso() });
for (const error of report.errors) console.log(`ERROR    ${error}`);
for (const warning of report.warnings) console.log(`WARNING  ${warning}`);
if (report.errors.length > 0) {
  console.log(`\ncheck:launch failed: ${report.errors.length} problem(s) in the firm config.`);
  process.exit(1);
}
console.log(`\ncheck:launch passed${report.warnings.length > 0 ? ` with ${report.warnings.length} warning(s)` : ''}.`);
