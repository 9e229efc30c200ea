/** Where the tests' browser lives: Debian's Chromium (Playwright's own download does not work here). */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const NOT_FOUND = 'No Chromium found: install it with "apt-get install chromium" or set CHROMIUM_PATH.';

function firstExisting(candidates: readonly (string | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** The full browser: benchmarks (Lighthouse runs Chrome's own headless mode) and screenshots. */
export function chromiumPath(): string {
  const found = firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (!found) throw new Error(NOT_FOUND);
  return found;
}

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium where it is installed
 * (the build Playwright itself runs headless tests on: the same engine without the browser's
 * window machinery, an eighth less processor time over the page tests here), else the full browser.
 */
export function testChromiumPath(): string {
  const found = firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']);
  return found ?? chromiumPath();
}
