/**
 * End-to-end tests drive Debian's Chromium, its headless shell where there is one
 * (scripts/chromium.ts). When either package is missing, install it with apt-get where that is
 * possible (root with apt); without the headless shell the tests use the full browser, and
 * without any Chromium stop with one sentence saying how to get one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { testChromiumPath } from './chromium.ts';

const PACKAGES: Readonly<Record<string, string>> = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};

function findChromium(): string | null {
  try {
    return testChromiumPath();
  } catch {
    return null;
  }
}

export function ensureChromium(): string {
  const missing = Object.keys(PACKAGES).filter((name) => !existsSync(PACKAGES[name] ?? ''));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get for the browser tests...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    // One package at a time: a system without the headless shell still gets the browser.
    for (const name of missing) spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  }
  const found = findChromium();
  if (found) return found;
  console.error(
    'End-to-end tests need Chromium: run "sudo apt-get install chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.main) console.log(ensureChromium());
