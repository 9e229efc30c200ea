/**
 * End-to-end tests drive Debian's Chromium. When none is found, install it with apt-get where
 * that is possible (root with apt), else stop with one sentence saying how.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

function findChromium(): string | null {
  try {
    return chromiumPath();
  } catch {
    return null;
  }
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (install.status === 0 && installed) return installed;
  }
  console.error(
    'End-to-end tests need Chromium: run "sudo apt-get install chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.main) console.log(ensureChromium());
