/**
 * Form versions, named like git objects: a version is the exact content of a form's three files
 * (schema, UI schema, form metadata) as canonical JSON, and its name is the SHA-256 of that text
 * (version-id.ts, Node only). The same content always has the same name, a stored version never
 * changes, and every lead keeps the name of the version it was answered against.
 */
import type { FormDefinition, FormMeta, FormSchema, UiSchema } from './definition.ts';

/** The version of leads stored before versions were kept whose answers the current form does not fit. */
export const UNRECORDED_VERSION = 'unrecorded';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a version holds: the three files' content, as canonical JSON. */
export function versionContent(definition: FormDefinition): string {
  return canonicalJson({ schema: definition.schema, ui: definition.ui, form: definition.form });
}

/** The definition a stored version holds (its content was written by versionContent). */
export function definitionFromContent(formId: string, version: string, content: string): FormDefinition {
  const parsed = JSON.parse(content) as { schema: FormSchema; ui: UiSchema; form: FormMeta };
  return { id: formId, schema: parsed.schema, ui: parsed.ui, form: parsed.form, version };
}

/** What an unrecorded version cannot claim to know: which question an answer scored, listed or consented by. */
const UNPLACED_PARTS = new Set(['scoring', 'listing', 'consent']);

/**
 * The form a lead of an unrecorded version is read with: its title and texts from today's form,
 * but no questions, sections or scoring, so every answer is shown under "Other answers" with its
 * key rather than under a label the visitor may never have seen.
 */
export function unrecordedDefinition(current: FormDefinition): FormDefinition {
  const form = Object.fromEntries(
    Object.entries(current.form).filter(([key]) => !UNPLACED_PARTS.has(key)),
  ) as unknown as FormMeta;
  return {
    id: current.id,
    schema: { type: 'object', properties: {} },
    ui: {},
    form: { ...form, sections: [], reveals: [], pipeline: [] },
    version: UNRECORDED_VERSION,
  };
}

/** Whether these answers fit a form as it stands: every key a question and every choice one of its options. */
export function answersFit(definition: FormDefinition, answers: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(answers).every(([key, value]) => {
    const field = definition.schema.properties[key];
    if (!field) return false;
    const allowed = (options: FormDefinition['schema']['properties'][string] | undefined) => {
      if (!options) return undefined;
      const consts = options.oneOf?.map((option) => option.const) ?? options.enum;
      return consts ? new Set<unknown>(consts) : undefined;
    };
    const single = allowed(field);
    if (single && value !== undefined && value !== null && value !== '') return single.has(value);
    const items = allowed(field.items);
    if (items && Array.isArray(value)) return value.every((item) => items.has(item));
    return true;
  });
}
