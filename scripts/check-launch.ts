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

/** Where the command writes, and the environment it reads (the notice's settings). */
export interface LaunchCheckIo {
  readonly env: NodeJS.ProcessEnv;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** A wrong command line: exit code 2. */
class UsageError extends Error {}

function optionsFrom(args: string[]) {
  try {
    return parseArgs({ args, options: { firm: { type: 'string' } } }).values;
  } catch (error) {
    // Unknown options, stray arguments and a missing value come from parseArgs as TypeErrors.
    throw new UsageError(`check:launch: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function firmFrom(file: string | undefined): Promise<unknown> {
  if (file === undefined) return (await import('../src/content/firm.ts')).firm;
  if (file === '') throw new UsageError(`check:launch: --firm needs a file\n${USAGE}`);
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { firm?: unknown };
  if (!loaded.firm) throw new UsageError(`${file} exports no "firm"`);
  return loaded.firm;
}

/** The command: prints each error and warning, and returns its exit code (0 passed, 1 failed, 2 usage). */
export async function runLaunchCheck(args: string[], io: LaunchCheckIo): Promise<number> {
  const line = (text: string) => io.out(`${text}\n`);
  let file: string | undefined;
  let loaded: unknown;
  try {
    file = optionsFrom(args).firm;
    loaded = await firmFrom(file);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n`);
    return 2;
  }
  let firm: FirmConfig;
  try {
    firm = checkFirmConfig(loaded, file);
  } catch (error) {
    line(`ERROR    ${error instanceof Error ? error.message : String(error)}`);
    line('\ncheck:launch failed: the firm config is invalid.');
    return 1;
  }
  // The notice as the build writes it: this firm, the catalogue, and the settings of this environment.
  const notice = {
    version: privacyNoticeVersion({ firm, forms: loadCatalogue(), ...noticeSettingsFrom(io.env) }),
    datedContent: PRIVACY_NOTICE_DATED_CONTENT,
  };
  const report = launchReport({ firm, articles: loadPosts(), keyDates, notice, today: todayIso() });
  for (const error of report.errors) line(`ERROR    ${error}`);
  for (const warning of report.warnings) line(`WARNING  ${warning}`);
  if (report.errors.length > 0) {
    line(`\ncheck:launch failed: ${report.errors.length} problem(s) in the firm config.`);
    return 1;
  }
  line(`\ncheck:launch passed${report.warnings.length > 0 ? ` with ${report.warnings.length} warning(s)` : ''}.`);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await runLaunchCheck(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
