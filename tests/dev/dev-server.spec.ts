import { expect, test } from '@playwright/test';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { payloadKeys } from '../../src/questionnaire/payload.ts';
import { withVersion } from '../../src/questionnaire/version-id.ts';
import { fillForm } from '../e2e/form-driver.ts';
import { watchForProblems } from '../e2e/support.ts';
import { minimalAnswers } from '../support/sample-answers.ts';

// `npm run dev` is where a consultant first looks at a changed form: it must render and submit
// forms exactly as the build does (precompiled validators included). Nothing is sent anywhere:
// the submission endpoint is answered by the test.
const catalogue = loadCatalogue();

/** The questionnaire using the most kinds of widget, so the most of the engine runs. */
function richestQuestionnaire(): FormDefinition {
  const widgetKinds = (definition: FormDefinition) =>
    new Set(Object.values(definition.ui).map((entry) => (entry as { 'ui:widget'?: string })['ui:widget'])).size;
  const [richest] = catalogue
    .filter((definition) => definition.form.consent !== undefined)
    .sort((a, b) => widgetKinds(b) - widgetKinds(a));
  if (!richest) throw new Error('the catalogue has no questionnaire');
  return richest;
}

const contact = catalogue.find((definition) => definition.form.route === '/contact');
const forms = [richestQuestionnaire(), ...(contact ? [contact] : [])];

for (const definition of forms) {
  const { form } = definition;
  test(`npm run dev renders ${form.route} and submits it`, async ({ page }) => {
    const problems = watchForProblems(page);
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/submissions', async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":"dev"}' });
    });
    const response = await page.goto(form.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
    // The form takes input from its first paint; the test types once React has the page (the dev
    // server compiles the scripts on first request, which takes a while).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    const submit = page.getByRole('button', { name: form.submit.label, exact: true });
    await expect(submit).toBeEnabled();
    for (const section of form.sections) await expect(page.getByText(section.title).first()).toBeVisible();

    await fillForm(page, definition, minimalAnswers(definition));
    await submit.click();
    if (form.success.display === 'card') {
      await expect(page.getByRole('heading', { name: form.success.title ?? 'Thank You!' })).toBeVisible();
    } else {
      await expect(page.getByTestId('form-success')).toContainText(form.success.message);
    }
    expect(bodies).toHaveLength(1);
    // The page sends the version of the form it shows, as the built site does.
    expect(Object.keys(bodies[0] ?? {}).sort()).toEqual(payloadKeys(withVersion(definition)).sort());
    expect(problems).toEqual([]);
  });
}

test('npm run dev answers every form of the catalogue with its page', async ({ request }) => {
  for (const definition of catalogue) {
    const response = await request.get(definition.form.route);
    expect(response.status(), definition.form.route).toBe(200);
    expect(await response.text(), definition.form.route).toContain(definition.form.submit.label);
  }
});
