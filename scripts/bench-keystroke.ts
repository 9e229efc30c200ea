/**
 * For `npm run bench:lighthouse`: how long after its first contentful paint a form's first text field
 * accepts a keystroke, in a Chromium throttled as Lighthouse's mobile profile does in its "devtools"
 * mode (150 ms round trip and 1.6 Mbps, with Lighthouse's adjustment for request-level throttling, and a
 * CPU four times slower). Lighthouse itself only simulates throttling, so this page load runs apart
 * from its own. From the first paint on, the field is focused and a key pressed until the character
 * lands in the field's value; the time counts, on the page's clock, from the first contentful paint to
 * the first input event that changed the field.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** Lighthouse's mobileSlow4G, as its devtools throttling applies it (lantern's constants). */
const MOBILE = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1638.4 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;
/** The form's first text field: what a visitor types into first. */
const FIRST_TEXT_FIELD = 'main form :is(input[type="text"], input[type="email"], input:not([type]), textarea)';
/** Gives up on a page that never accepts input. */
const GIVE_UP_MS = 30_000;
/** Between checks of the page's clock; the page is driven over CDP, so each check is a round trip. */
const POLL_MS = 10;

declare global {
  interface Window {
    __keystroke?: { paint: number | null; accepted: number | null };
  }
}

/** In the page before its own code: the first contentful paint and the first accepted keystroke. */
function recordKeystroke() {
  const record: { paint: number | null; accepted: number | null } = { paint: null, accepted: null };
  window.__keystroke = record;
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry && record.paint === null) record.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      const typed = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : '';
      if (record.accepted === null && typed.includes('k')) record.accepted = performance.now();
    },
    true,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from the first contentful paint to the first keystroke accepted; NaN if none was. */
async function measureOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: MOBILE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordKeystroke);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const field = page.locator(FIRST_TEXT_FIELD).first();
    const deadline = Date.now() + GIVE_UP_MS;
    const state = () => page.evaluate(() => window.__keystroke ?? { paint: null, accepted: null });
    while (Date.now() < deadline && (await state()).paint === null) await pause(POLL_MS);
    while (Date.now() < deadline) {
      const { paint, accepted } = await state();
      if (paint !== null && accepted !== null) return Math.max(0, accepted - paint);
      // A disabled field takes no focus, and the key goes nowhere; try again until it lands.
      await field.focus({ timeout: 1000 }).catch(() => undefined);
      await page.keyboard.press('k');
    }
    return Number.NaN;
  } finally {
    await context.close();
  }
}

/** One throttled Chromium for the whole bench. */
export async function keystrokeBrowser(): Promise<{
  measure: (url: string) => Promise<number>;
  close: () => Promise<void>;
}> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return { measure: (url) => measureOnce(browser, url), close: () => browser.close() };
}
