/**
 * Reveals and conditional sections before the scripts run and without them: until the page's
 * scripts take over, a field shown by an answer and a section with a condition are in the page,
 * marked with `data-reveal`, and these rules show them while the answer that opens them is chosen
 * (CSS `:has()` on the form's own controls). A condition the controls cannot express in CSS shows
 * its question at once, so no answer is ever out of reach. Once the scripts run, the engine decides
 * (reveals.ts) and the marks are gone.
 */
import type { FormDefinition } from './definition.ts';
import { controlName } from './form-fields.ts';
import type { Condition } from './reveals.ts';

/** The mark of a hidden-until-answered field or section: `<form id>_<field>` or `<form id>-section-<id>`. */
export const REVEAL_ATTRIBUTE = 'data-reveal';

export const revealMark = (definition: FormDefinition, field: string) => controlName(definition, field);
export const sectionMark = (definition: FormDefinition, section: string) => `${definition.id}-section-${section}`;

const cssString = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`).replace(/\n/g, '\\a ')}"`;

function optionValues(definition: FormDefinition, field: string): readonly unknown[] {
  const schema = definition.schema.properties[field];
  const source = schema?.items ?? schema;
  return source?.oneOf ? source.oneOf.map((option) => option.const) : (source?.enum ?? []);
}

/** The selectors of the controls whose being chosen meets the condition, or null when CSS cannot tell. */
function openers(definition: FormDefinition, condition: Condition): string[] | null {
  const name = cssString(controlName(definition, condition.when));
  const widget = (definition.ui[condition.when] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
  const chosen = condition.includes !== undefined ? [condition.includes] : (condition.equals ?? []);
  if (chosen.length === 0) return null;
  if (widget === 'select') {
    // A native select's options carry their position (form-fields.ts).
    const options = optionValues(definition, condition.when);
    const positions = chosen.map((value) => options.findIndex((option) => option === value));
    if (positions.some((position) => position < 0)) return null;
    return positions.map((position) => `select[name=${name}] option[value="${position}"]:checked`);
  }
  if (chosen.every((value) => value === true)) return [`input[name=${name}]:checked`];
  if (chosen.some((value) => typeof value === 'boolean')) return null;
  return chosen.map((value) => `input[name=${name}][value=${cssString(String(value))}]:checked`);
}

function rulesFor(definition: FormDefinition, mark: string, condition: Condition): string {
  const target = `[${REVEAL_ATTRIBUTE}=${cssString(mark)}]`;
  const opening = openers(definition, condition);
  if (!opening) return `${target}{display:block}`;
  return `${opening.map((opener) => `form:has(${opener}) ${target}`).join(',')}{display:block}`;
}

/** The stylesheet for these forms: every marked field or section hidden until its answer is chosen. */
export function revealStylesheet(definitions: readonly FormDefinition[]): string {
  const rules = [`[${REVEAL_ATTRIBUTE}]{display:none}`];
  for (const definition of definitions) {
    for (const reveal of definition.form.reveals)
      if (reveal.mode === 'show') rules.push(rulesFor(definition, revealMark(definition, reveal.field), reveal));
    for (const section of definition.form.sections) {
      const { when } = section;
      if (when !== undefined)
        rules.push(rulesFor(definition, sectionMark(definition, section.id), { ...section, when }));
    }
  }
  return `${rules.join('\n')}\n`;
}
