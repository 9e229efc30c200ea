import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { readCatalogue } from '../../src/questionnaire/catalogue/check/index.ts';
import { formById, SERVICE_SLUGS, withReplyPromise } from '../../src/questionnaire/catalogue-fs.ts';
import { defaultAnswers, fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { runPipeline } from '../../src/questionnaire/pipeline.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { readinessSnapshot } from '../../src/questionnaire/scoring.ts';
import { leadsSentence } from '../../src/questionnaire/version-changes.ts';
import { representativeForms } from '../e2e/representative-forms.ts';
import { expectNoAxeViolations, tabUntilFocused, watchForProblems } from '../e2e/support.ts';
import { editIso27001 } from '../support/consultant-edits.ts';
import { STORED_ANSWERS } from './stored-leads.ts';
import { CATALOGUE_COPY, COPY_DIR } from './workbench-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One page for the file's tests, as a consultant keeps the workbench open: opening it loads the
 * development server's module graph, 3-4 s on two cores. Each test after the first starts from the
 * list of forms (#/), where no form's preview holds answers; the tests run in order in one worker.
 */
const test = base.extend<object, { workbenchPage: Page }>({
  workbenchPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workbenchPage: page }, provide) => {
    if (page.url() !== 'about:blank') {
      await page.goto('/#/');
      await expect(page.getByTestId('form-row').first()).toBeVisible();
    }
    await provide(page);
  },
});

/** The copy as the engine reads it now, its wording as the site shows it (the firm's reply promise in place). */
function checked() {
  const { problems, definitions } = readCatalogue(CATALOGUE_COPY, {
    serviceSlugs: SERVICE_SLUGS,
    metaSchemaFile: path.join(CATALOGUE_COPY, 'form.meta.schema.json'),
  });
  return { problems, definitions: definitions.map(withReplyPromise) };
}

const definitionOf = (id: string): FormDefinition => formById(checked().definitions, id);

const fileOf = (id: string, name: string) => path.join(CATALOGUE_COPY, id, name);

/** Saves a changed JSON file as an editor would; returns how to put the original back. */
function editJson(file: string, change: (json: Record<string, unknown>) => void): () => void {
  const original = fs.readFileSync(file, 'utf8');
  const json = JSON.parse(original) as Record<string, unknown>;
  change(json);
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return () => fs.writeFileSync(file, original);
}

async function openForm(page: Page, definition: FormDefinition): Promise<void> {
  await page.goto(`/#/forms/${definition.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.form.title);
}

/** The problems the page lists, as file, pointer and message. */
async function shownProblems(page: Page) {
  const items = page.getByTestId('workbench-problem');
  const shown = [];
  for (const item of await items.all()) {
    shown.push({
      file: await item.getByTestId('problem-file').textContent(),
      pointer: await item.getByTestId('problem-pointer').textContent(),
      message: await item.getByTestId('problem-message').textContent(),
    });
  }
  return shown;
}

/** The engine's problems of one form, with files named as the workbench names them. */
function engineProblems(id: string) {
  return checked()
    .problems.map((problem) => ({
      ...problem,
      file: path.relative(COPY_DIR, path.resolve(problem.file)).split(path.sep).join('/'),
    }))
    .filter((problem) => problem.file.startsWith(`schemas/${id}/`));
}

test('lists every form with its route, sections, questions and check result; axe clean; a form opens by keyboard', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/');
  const { definitions } = checked();
  await expect(page.getByTestId('form-row')).toHaveCount(definitions.length);
  for (const definition of definitions) {
    const row = page.locator(`[data-testid="form-row"][data-form="${definition.id}"]`);
    // The site's own count (src/questionnaire/counts.ts): the header and progress panel show the same.
    const counts = formCounts(definition);
    await expect(row).toContainText(definition.form.route);
    await expect(row).toContainText(definition.form.title);
    await expect(row.getByTestId('sections')).toHaveText(String(counts.sections));
    await expect(row.getByTestId('questions')).toHaveText(String(counts.questions));
    await expect(row).toContainText('No problems');
  }
  await expectNoAxeViolations(page);

  const iso27001 = definitionOf('iso27001');
  await page.getByRole('link', { name: 'iso27001', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(iso27001.form.title);
  const fill = page.getByRole('button', { name: 'Fill sample answers' });
  await expect(fill).toBeEnabled();
  await tabUntilFocused(page, fill, 20);
  await expect(fill).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verdict-text')).toHaveText('Ready to send');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('saving form.json or schema.json changes the preview at once and keeps the answers typed', async ({ page }) => {
  const definition = definitionOf('iso27001');
  await openForm(page, definition);
  await page.locator('#iso27001_name').fill('Ada Lovelace');
  await page.locator('#iso27001_email').fill('ada@example.org');

  const restoreForm = editJson(fileOf('iso27001', 'form.json'), (form) => {
    form['title'] = 'Business Continuity Discovery';
  });
  const restoreSchema = editJson(fileOf('iso27001', 'schema.json'), (schema) => {
    const properties = schema['properties'] as Record<string, { title: string }>;
    if (properties['company']) properties['company'].title = 'Organisation name';
  });
  try {
    const saved = Date.now();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Continuity Discovery');
    test.info().annotations.push({ type: 'save to preview', description: `${Date.now() - saved} ms` });
    // A new schema brings its own validator: the label changed and the form still works.
    await expect(page.getByLabel('Organisation name')).toBeVisible();
    await expect(page.locator('#iso27001_name')).toHaveValue('Ada Lovelace');
    await expect(page.locator('#iso27001_email')).toHaveValue('ada@example.org');
    await expect(page.getByTestId('workbench-dropped')).toHaveCount(0);
    await page.getByLabel('Organisation name').fill('Analytical Engines Ltd');
    await expect(page.getByTestId('workbench-report')).toContainText('Company: Analytical Engines Ltd');
  } finally {
    restoreForm();
    restoreSchema();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.form.title);
  await expect(page.locator('#iso27001_name')).toHaveValue('Ada Lovelace');
});

test('a broken reveal or a half-typed file is listed by file and pointer while the last good render stays', async ({
  page,
}) => {
  const definition = definitionOf('iso27001');
  const [reveal] = definition.form.reveals;
  if (!reveal) throw new Error('iso27001 has no reveal');
  await openForm(page, definition);
  await page.locator('#iso27001_name').fill('Ada Lovelace');
  const file = fileOf('iso27001', 'form.json');
  const original = fs.readFileSync(file, 'utf8');
  try {
    editJson(file, (form) => {
      (form['reveals'] as Record<string, unknown>[])[0] = { ...reveal, when: `${reveal.when}s` };
    });
    const expected = engineProblems('iso27001');
    expect(expected.map((problem) => problem.pointer)).toContain('/reveals/0/when');
    await expect(page.getByTestId('workbench-problem')).toHaveCount(expected.length);
    expect(await shownProblems(page)).toEqual(expected);
    await expect(page.getByTestId('workbench-stale')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.form.title);
    await expect(page.locator('#iso27001_name')).toHaveValue('Ada Lovelace');
    await expectNoAxeViolations(page);

    fs.writeFileSync(file, original.slice(0, Math.floor(original.length / 2)));
    await expect(page.getByTestId('problem-message').first()).toContainText('not valid JSON at line');
    expect(await shownProblems(page)).toEqual(engineProblems('iso27001'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.form.title);
    await expect(page.locator('#iso27001_name')).toHaveValue('Ada Lovelace');
  } finally {
    fs.writeFileSync(file, original);
  }
  await expect(page.getByTestId('workbench-stale')).toHaveCount(0);
  await expect(page.getByTestId('workbench-problems')).toContainText('no problems');
});

// The forms that together show every way the engine draws one (tests/e2e/representative-forms.ts):
// the workbench draws each with the same components and fills it with the engine's sample answers.
// That every form's reveals open is tests/unit/every-form.test.tsx; its payload and report for those
// answers, tests/unit/catalogue-snapshots.test.ts.
test('sample answers open every reveal of the representative forms, and the report and payload are the engine’s own for those answers', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  for (const definition of representativeForms(checked().definitions)) {
    await openForm(page, definition);
    await page.getByRole('button', { name: 'Fill sample answers' }).click();
    await expect(page.getByTestId('verdict-text')).toHaveText('Ready to send');
    await expect(page.getByTestId('schema-verdict')).toContainText('The answers fit schema.json');
    for (const reveal of definition.form.reveals)
      await expect(page.locator(`#${definition.id}_${reveal.field}`), reveal.field).toBeEnabled();

    const sample = { ...defaultAnswers(definition), ...fullAnswers(definition) };
    const shownPayload = async () =>
      JSON.parse((await page.getByTestId('workbench-payload').textContent()) ?? '') as {
        submission_date: string;
        answers: unknown;
      };
    // The payload is read as text, so it is first waited on to show the sample: it follows the answers.
    const sampleAnswers = JSON.parse(JSON.stringify(buildPayload(definition, sample, new Date()).answers)) as unknown;
    await expect.poll(async () => (await shownPayload()).answers, definition.id).toEqual(sampleAnswers);
    const shown = await shownPayload();
    const at = new Date(shown.submission_date);
    const expected = buildPayload(definition, sample, at);
    expect(shown, definition.id).toEqual(JSON.parse(JSON.stringify(expected)));
    await expect(page.getByTestId('workbench-report')).toHaveText(buildReport(definition, expected.answers, at));

    await page.getByRole('button', { name: 'Clear answers' }).click();
    const verdict = runPipeline(definition, defaultAnswers(definition));
    await expect(page.getByTestId('verdict-text')).toHaveText(verdict.ok ? 'Ready to send' : verdict.failure.message);
  }
  expect(problems).toEqual([]);
});

test('the readiness snapshot follows the answers and the scoring block as the consultant edits them', async ({
  page,
}) => {
  const definition = definitionOf('iso27001');
  await openForm(page, definition);
  await page.getByRole('button', { name: 'Fill sample answers' }).click();
  const slot = page.getByTestId('readiness-slot');
  const answers = { ...defaultAnswers(definition), ...fullAnswers(definition) };
  const expected = readinessSnapshot(definition, buildPayload(definition, answers, new Date()).answers);
  if (!expected) throw new Error('iso27001 has no scoring block');
  await expect(slot.getByTestId('readiness-priority')).toHaveText(`${expected.priority.level} priority`);
  await expect(slot.getByTestId('readiness-overall')).toHaveText(`Overall readiness: ${expected.overall}%`);
  const shownAreas = async () =>
    slot
      .getByTestId('readiness-area')
      .evaluateAll((areas) =>
        areas.map((area) => [
          area.getAttribute('data-area'),
          area.querySelector('[data-testid="readiness-score"]')?.textContent,
        ]),
      );
  expect(await shownAreas()).toEqual(expected.areas.map((area) => [area.id, `${area.score}%`]));

  // An answer changes: no sponsor. The leadership area drops and its flag is raised.
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(slot.locator('[data-area="leadership"] [data-testid="readiness-score"]')).toHaveText('0%');
  await expect(slot.getByTestId('readiness-flags')).toContainText('No top-management sponsor');

  // The scoring block changes on disk: the snapshot follows at once, the answers stay.
  const leadershipTitle = definitionOf('iso27001').form.scoring?.areas.find((area) => area.id === 'leadership')?.title;
  const restore = editJson(fileOf('iso27001', 'form.json'), (form) => {
    const scoring = form['scoring'] as { areas: { id: string; title: string; inputs: unknown[] }[] };
    const leadership = scoring.areas.find((area) => area.id === 'leadership');
    if (!leadership) throw new Error('no leadership area');
    leadership.title = 'Executive backing';
    leadership.inputs = [{ field: 'topManagementSponsorship', values: { yes: 100, no: 40 } }];
  });
  try {
    await expect(slot.locator('[data-area="leadership"]')).toContainText('Executive backing');
    await expect(slot.locator('[data-area="leadership"] [data-testid="readiness-score"]')).toHaveText('40%');
    await expectNoAxeViolations(page);
  } finally {
    restore();
  }
  await expect(slot.locator('[data-area="leadership"]')).toContainText(leadershipTitle ?? '-');

  await openForm(page, definitionOf('contact'));
  await expect(slot).toContainText('This form has no scoring block');
});

test('an edit lists what it changes since the served version, with the stored leads that answered each item', async ({
  page,
}) => {
  const definition = definitionOf('iso27001');
  await openForm(page, definition);
  const panel = page.getByTestId('workbench-changes');
  await expect(panel.getByRole('heading')).toHaveText('Changes since the version the server last served: 0');
  await expect(panel.getByTestId('changes-baseline')).toContainText('submissions.sqlite');

  const files = ['schema.json', 'ui.json', 'form.json'].map((name) => fileOf('iso27001', name));
  const originals = files.map((file) => fs.readFileSync(file, 'utf8'));
  try {
    // Removes the budget question, rewords a maturity mark, and more (tests/support/consultant-edits.ts).
    const edits = editIso27001(CATALOGUE_COPY);
    const change = (kind: string, field: string) =>
      page.getByTestId('workbench-change').filter({ hasText: `${kind} ${field}` });
    await expect(change('question removed', edits.removed)).toBeVisible();
    const answered = STORED_ANSWERS.filter((answers) => answers.budgetBand !== '').length;
    await expect(change('question removed', edits.removed).getByTestId('change-leads')).toHaveText(
      `${leadsSentence(answered)}.`,
    );
    const reworded = change('option reworded', edits.reworded.field);
    await expect(reworded).toContainText(`(${edits.reworded.value})`);
    const chose = STORED_ANSWERS.filter((answers) => answers.ismsMaturity === edits.reworded.value).length;
    await expect(reworded.getByTestId('change-leads')).toHaveText(`${leadsSentence(chose)}.`);
    // Added, moved and reveal changes concern no stored answer: no count.
    await expect(change('question added', edits.added)).toBeVisible();
    await expect(change('question added', edits.added).getByTestId('change-leads')).toHaveCount(0);
    await expect(change('question moved', edits.moved)).toBeVisible();
    await expect(change('reveal changed', edits.revealed)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    files.forEach((file, index) => fs.writeFileSync(file, originals[index] ?? ''));
  }
  await expect(panel.getByRole('heading')).toHaveText('Changes since the version the server last served: 0');
});

test('new copies a form that the workbench shows, the check passes and every catalogue build step includes', async ({
  page,
}) => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/workbench.ts', ...args, '--catalogue', CATALOGUE_COPY], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const title = 'ISO 22301 Business Continuity Discovery';
  await page.goto('/');
  const created = run('new', 'iso22301', '--from', 'iso27001', '--title', title);
  try {
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('route /iso22301-questionnaire');
    expect(created.stdout).toContain('"serviceSlug": "iso-27001" was left out');
    expect(created.stdout).toContain('11 forms checked, no problems.');

    const row = page.locator('[data-testid="form-row"][data-form="iso22301"]');
    await expect(row).toContainText('No problems');
    await expect(row).toContainText(title);
    await row.getByRole('link', { name: 'iso22301' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Never served, and the copy is not in git: the changes list says it has nothing to compare with.
    await expect(page.getByTestId('workbench-changes')).toContainText('Nothing to compare with');

    const again = run('new', 'iso22301', '--from', 'iso27001');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already exists');
    const badId = run('new', 'ISO 22301', '--from', 'iso27001');
    expect(badId.status).toBe(2);
    expect(badId.stderr).toContain('is not a form id');

    const steps = spawnSync(process.execPath, [path.join(ROOT, 'tests/workbench/build-steps.ts')], {
      cwd: COPY_DIR,
      encoding: 'utf8',
    });
    expect(steps.stderr).toBe('');
    const built = JSON.parse(steps.stdout) as {
      prerendered: string[];
      sitemap: string;
      noticeForms: string[];
      loaderFinds: string[];
      validators: Record<string, string[]>;
    };
    expect(built.prerendered).toContain('/iso22301-questionnaire');
    expect(built.sitemap).toContain('/iso22301-questionnaire</loc>');
    expect(built.noticeForms).toContain('iso22301');
    expect(built.loaderFinds).toContain('iso22301');
    expect(built.validators['iso22301']).toEqual([]);
  } finally {
    fs.rmSync(path.join(CATALOGUE_COPY, 'iso22301'), { recursive: true, force: true });
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No form “iso22301”');
  // The project's own catalogue is never touched.
  const status = spawnSync('git', ['status', '--porcelain', '--', 'schemas'], { cwd: ROOT, encoding: 'utf8' });
  expect(status.stdout).toBe('');
});
