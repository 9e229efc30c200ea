/**
 * Fills a catalogue form in the browser the way a visitor does: typing, ticking, choosing, using
 * the keyboard on sliders. Field kinds come from the form's own ui.json and schema.json.
 */
import { expect, type Page } from '@playwright/test';
import { optionLabel, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { fieldState } from '../../src/questionnaire/reveals.ts';

export function widgetOf(definition: FormDefinition, field: string): string {
  const ui = definition.ui[field] as { 'ui:widget'?: string } | undefined;
  const schema = definition.schema.properties[field];
  if (ui?.['ui:widget']) return ui['ui:widget'];
  if (schema?.type === 'boolean') return 'checkbox';
  return 'text';
}

export function fieldId(definition: FormDefinition, field: string): string {
  return `#${definition.id}_${field}`;
}

export async function fillField(page: Page, definition: FormDefinition, field: string, value: unknown): Promise<void> {
  const schema = definition.schema.properties[field];
  const target = page.locator(fieldId(definition, field));
  switch (widgetOf(definition, field)) {
    case 'radio':
      await target.getByLabel(optionLabel(schema, value), { exact: true }).check();
      return;
    case 'checkboxes':
      for (const item of value as unknown[])
        await target.getByLabel(optionLabel(schema?.items, item), { exact: true }).check();
      return;
    case 'select':
      await target.selectOption({ label: optionLabel(schema, value) });
      return;
    case 'range': {
      const thumb = page.locator(`[role="slider"][aria-labelledby="${definition.id}_${field}-label"]`);
      await thumb.focus();
      await page.keyboard.press('Home');
      for (let step = schema?.minimum ?? 0; step < (value as number); step++) await page.keyboard.press('ArrowRight');
      await expect(thumb).toHaveAttribute('aria-valuenow', String(value));
      return;
    }
    case 'checkbox':
      if (value === true) await target.check();
      return;
    default:
      await target.fill(String(value));
  }
}

/** Fills every answer in form order; a field revealed by an earlier answer is filled once visible. */
export async function fillForm(
  page: Page,
  definition: FormDefinition,
  answers: Record<string, unknown>,
): Promise<void> {
  const order = [...definition.form.sections.flatMap((section) => section.fields), ...Object.keys(answers)];
  const seen = new Set<string>();
  for (const field of order) {
    if (seen.has(field) || !(field in answers)) continue;
    seen.add(field);
    if (fieldState(definition, field, answers) !== 'active') continue;
    await fillField(page, definition, field, answers[field]);
  }
}

/**
 * The form's first required question answered by typing (a plain text box), found from the
 * catalogue: for tests that need some typed answer, whichever question that is.
 */
export function firstRequiredTextField(definition: FormDefinition): string {
  const required = new Set([
    ...(definition.schema.required ?? []),
    ...definition.form.pipeline.flatMap((step) => (step.check === 'required' ? step.fields : [])),
  ]);
  const field = definition.form.sections
    .flatMap((section) => section.fields)
    .find((name) => {
      const schema = definition.schema.properties[name];
      return (
        required.has(name) &&
        schema?.type === 'string' &&
        !schema.oneOf &&
        !schema.enum &&
        !schema.format &&
        widgetOf(definition, name) === 'text'
      );
    });
  if (!field) throw new Error(`${definition.id} has no required text question`);
  return field;
}
