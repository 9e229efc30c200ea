import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from './fixtures.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { beaconSteps, funnelSteps } from '../../src/questionnaire/funnel.ts';
import { afterRequestsSoFar } from './support.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { fillForm } from './form-driver.ts';

const definition = loadCatalogue().find((candidate) => candidate.id === 'iso27001') as FormDefinition;

/** The server's stored step counts of the form (other tests' visits may add to them too). */
function storedCounts(): Record<string, number> {
  const file = path.join(E2E_DATA_DIR, 'submissions.sqlite');
  if (!existsSync(file)) return {};
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT step, SUM(reached) AS reached FROM form_events WHERE form_id = ? GROUP BY step')
      .all(definition.id);
    return Object.fromEntries(rows.map((row) => [String(row.step), Number(row.reached)]));
  } finally {
    db.close();
  }
}

interface Beacon {
  readonly body: { form: string; steps: string[] };
  readonly headers: Record<string, string>;
}

function watchBeacons(page: Page): { beacons: Beacon[]; statuses: number[] } {
  const beacons: Beacon[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/events') return;
    beacons.push({ body: JSON.parse(request.postData() ?? '{}') as Beacon['body'], headers: request.headers() });
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/events') statuses.push(response.status());
  });
  return { beacons, statuses };
}

async function fillAndSend(page: Page, beforeFilling?: () => Promise<unknown>): Promise<void> {
  await page.goto(definition.form.route);
  await beforeFilling?.();
  await fillForm(page, definition, minimalAnswers(definition));
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/submissions');
  await page.getByRole('button', { name: definition.form.submit.label }).click();
  expect((await sent).status()).toBe(200);
}

test('filling a form sends each step once, anonymously, and the real server counts them with the submission', async ({
  page,
}) => {
  const before = storedCounts();
  const { beacons, statuses } = watchBeacons(page);
  // The view is reported once the browser is idle; a visitor who types before that sends it with the first answer.
  await fillAndSend(page, () => expect.poll(() => beacons.length).toBe(1));

  const all = funnelSteps(definition).map((step) => step.key);
  // The browser reports every step up to the send button; the server counts the stored submission itself.
  const reported = beaconSteps(definition).map((step) => step.key);
  await expect.poll(() => beacons.flatMap((beacon) => beacon.body.steps)).toEqual(reported);
  expect(beacons[0]?.body).toEqual({ form: definition.id, steps: ['view'] });
  for (const { body, headers } of beacons) {
    expect(Object.keys(body).sort()).toEqual(['form', 'steps']);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(headers.cookie).toBeUndefined();
  }
  await expect.poll(() => statuses.length).toBe(beacons.length);
  expect(new Set(statuses)).toEqual(new Set([204]));
  // Written within about a second; every step of this visit is in the stored counts.
  await expect
    .poll(() => {
      const after = storedCounts();
      return all.filter((step) => (after[step] ?? 0) < (before[step] ?? 0) + 1);
    })
    .toEqual([]);
});

test('a browser with Global Privacy Control sends no step at all', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const { beacons } = watchBeacons(page);
  await fillAndSend(page);
  // The view leaves once the browser is idle, the other steps at once: after an idle moment, a
  // beacon of our own is seen only after any the page sent.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await afterRequestsSoFar(page, 'beacon');
  expect(beacons).toEqual([]);
});
