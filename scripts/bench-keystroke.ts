/**
 * For `npm run bench:lighthouse`: how long after its first contentful paint a form's first text field
 * accepts a keystroke, in a Chromium throttled as Lighthouse's mobile profile does in its "devtools"
 * mode (150 ms round trip and 1.6 Mbps, with Lighthouse's adjustment for request-level throttling, and a
 * CPU four times slower). Lighthouse itself only simulates throttling, so this page load runs apart
 * from its own. The page itself focuses the field once a frame with it has been drawn (a check from
 * outside would wait for a round trip to the page each time, and count it), while keys are pressed
 * until the character lands in the field's value; the time counts, on the page's clock, from the
 * first contentful paint to the first input event that changed the field.
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
/** Keys pressed between two reads of the record: a read is a round trip that could delay the next key. */
const PRESSES_PER_CHECK = 5;

declare global {
  interface Window {
    __keystroke?: { accepted: number | null };
  }
}

/**
 * In the page before its own code: the field focused as soon as a frame with it has been drawn (a field
 * not parsed yet, or disabled, takes no focus: tried again), and the first accepted keystroke. The
 * first contentful paint is read from the page's timeline at the end: on this profile the page hears of
 * it 150-200 ms after it happened, so waiting for it would count that delay.
 */
function recordKeystroke(fieldSelector: string) {
  const record: { accepted: number | null } = { accepted: null };
  window.__keystroke = record;
  const focusField = () => {
    const field = document.querySelector<HTMLElement>(fieldSelector);
    field?.focus();
    if (!field || document.activeElement !== field) setTimeout(focusField, 5);
  };
  const afterFieldDrawn = () => {
    if (document.querySelector(fieldSelector)) requestAnimationFrame(() => setTimeout(focusField));
    else setTimeout(afterFieldDrawn, 5);
  };
  afterFieldDrawn();
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

/** Milliseconds from the first contentful paint to the first keystroke accepted; NaN if none was. */
async function measureOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: MOBILE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordKeystroke, FIRST_TEXT_FIELD);
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
    const deadline = Date.now() + GIVE_UP_MS;
    const state = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        accepted: window.__keystroke?.accepted ?? null,
      }));
    while (Date.now() < deadline) {
      // Each press returns once the page has handled it, so a busy main thread holds the next one back.
      for (let press = 0; press < PRESSES_PER_CHECK; press++) await page.keyboard.press('k');
      const { paint, accepted } = await state();
      if (paint !== null && accepted !== null) return Math.max(0, accepted - paint);
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
