/**
 * Developer aid: full-page Chromium screenshots of pages of a running server, at 375 and 1280 px.
 * Usage: node scripts/screenshots.ts [baseUrl] [path ...]   (writes into screenshots/, git-ignored)
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.ts';

const [base = 'http://localhost:4173', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/services', '/services/iso-27001', '/about', '/no-such-page'];
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const target of targets) {
    await page.goto(new URL(target, base).href, { waitUntil: 'networkidle' });
    const name = target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
