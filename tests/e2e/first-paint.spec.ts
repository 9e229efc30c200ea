/**
 * A questionnaire takes answers from its first paint: on a page whose scripts are held back, a
 * visitor types, ticks and chooses; when the scripts arrive the form starts from what the page
 * holds, so every answer is kept, counted and saved as a draft.
 */
import { expect, test, type Page } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { keepableAnswers } from '../../src/questionnaire/drafts.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';
import { effectiveAnswers, fieldState } from '../../src/questionnaire/reveals.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { fillField, widgetOf } from './form-driver.ts';

const catalogue = loadCatalogue();
// The form with the most kinds of field: text, address, number, date, select, radios, boxes, consent.
const iso9001 = formById(catalogue, 'iso9001');

/** The answers a visitor can give before any script runs: every field shown on an untouched form but sliders. */
function answersBeforeScripts(definition: FormDefinition): Record<string, unknown> {
  const full = effectiveAnswers(definition, fullAnswers(definition));
  return Object.fromEntries(
    Object.entries(full).filter(
      ([field]) => fieldState(definition, field, {}) === 'active' && widgetOf(definition, field) !== 'range',
    ),
  );
}

/** Opens the form with its scripts held back until `release`; `opened` settles once the page is hydrated. */
async function openWithScriptsHeld(page: Page, definition: FormDefinition) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The real server answers every script, only later: the page paints and waits for them.
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // The fixtures' goto returns once the page is hydrated, which the held-back scripts delay.
  const opened = page.goto(definition.form.route, { waitUntil: 'commit' });
  return { opened, release: () => release() };
}

test('with its scripts held back a questionnaire takes every kind of answer and keeps them when they arrive', async ({
  page,
}) => {
  const definition = iso9001;
  const answers = answersBeforeScripts(definition);
  const kinds = new Set(Object.keys(answers).map((field) => widgetOf(definition, field)));
  expect([...kinds].sort()).toEqual([
    'checkbox',
    'checkboxes',
    'date',
    'email',
    'radio',
    'select',
    'text',
    'textarea',
    'updown',
  ]);

  const { opened, release } = await openWithScriptsHeld(page, definition);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  for (const [field, value] of Object.entries(answers)) await fillField(page, definition, field, value);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await opened;
  const progress = progressOf(definition, answers);
  await expect(page.getByTestId('progress-text')).toContainText(`${progress.answered} of ${progress.total}`);
  const draft = () => page.evaluate((key) => window.localStorage.getItem(key), `questionnaire-draft:${definition.id}`);
  await expect
    .poll(async () => (JSON.parse((await draft()) ?? '{"answers":{}}') as { answers: unknown }).answers)
    .toEqual(keepableAnswers(definition, answers));
  // What the visitor gave is still on screen, in the fields React now owns.
  for (const [field, value] of Object.entries(answers)) {
    if (typeof value === 'string' && ['text', 'email', 'textarea', 'date'].includes(widgetOf(definition, field)))
      await expect(page.locator(`#${definition.id}_${field}`)).toHaveValue(value);
  }
});

test('with its scripts held back a slider is the browser own: its level set then is kept when they arrive', async ({
  page,
}) => {
  const definition = formById(catalogue, 'iso27001');
  const field = Object.keys(definition.schema.properties).find((name) => widgetOf(definition, name) === 'range');
  const schema = field ? definition.schema.properties[field] : undefined;
  if (!field || schema?.maximum === undefined) throw new Error('iso27001 has no slider with a maximum');
  const { opened, release } = await openWithScriptsHeld(page, definition);
  const labelled = `[aria-labelledby="${definition.id}_${field}-label"]`;
  const native = page.locator(`input[type="range"]${labelled}`);
  await native.focus();
  await page.keyboard.press('End');
  await expect(native).toHaveValue(String(schema.maximum));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await opened;
  await expect(page.locator(`[role="slider"]${labelled}`)).toHaveAttribute('aria-valuenow', String(schema.maximum));
});
