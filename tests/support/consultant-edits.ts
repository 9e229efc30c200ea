/**
 * A consultant's correct edits of a form, made to a copy of the catalogue: a question removed with
 * its scoring rules and payload key, an option reworded, a question moved to another section, a
 * required question added and a reveal changed. The catalogue check still passes afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';

type Json = Record<string, unknown>;
interface Section {
  id: string;
  fields: string[];
}
interface Mark {
  value: number;
  label: string;
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Whether a scoring rule (an input or a flag condition) reads this field. */
const reads = (rule: unknown, field: string) => (rule as { field?: string }).field === field;

export interface FormEdits {
  /** The question removed, with its scoring, payload key and UI entry. */
  readonly removed: string;
  /** The scale whose mark is reworded, and the mark's value. */
  readonly reworded: { readonly field: string; readonly value: number };
  /** The question moved to the last section. */
  readonly moved: string;
  /** The required question added to the first section. */
  readonly added: string;
  /** The question whose reveal now only enables it. */
  readonly revealed: string;
}

/** Edits the ISO 27001 form of the catalogue under `dir` in place. */
export function editIso27001(dir: string): FormEdits {
  const folder = path.join(dir, 'iso27001');
  const schema = readJson(path.join(folder, 'schema.json'));
  const ui = readJson(path.join(folder, 'ui.json'));
  const form = readJson(path.join(folder, 'form.json'));
  const edits: FormEdits = {
    removed: 'budgetBand',
    reworded: { field: 'ismsMaturity', value: 4 },
    moved: 'highValueAssets',
    added: 'auditDeadline',
    revealed: 'sponsorshipDescription',
  };
  const properties = schema.properties as Json;
  const sections = form.sections as Section[];
  const scoring = form.scoring as { flags: { when: unknown[] }[]; priority: Record<string, unknown[]> };
  const payload = form.payload as { extra: Record<string, string> };
  const order = ui['ui:order'] as string[];

  // Removed: the question, its UI entry, its place, the rules that read it and its payload key.
  Reflect.deleteProperty(properties, edits.removed);
  Reflect.deleteProperty(ui, edits.removed);
  for (const section of sections) section.fields = section.fields.filter((field) => field !== edits.removed);
  scoring.flags = scoring.flags.filter((flag) => !flag.when.some((condition) => reads(condition, edits.removed)));
  for (const [factor, inputs] of Object.entries(scoring.priority)) {
    if (Array.isArray(inputs)) scoring.priority[factor] = inputs.filter((input) => !reads(input, edits.removed));
  }
  payload.extra = Object.fromEntries(Object.entries(payload.extra).filter(([, field]) => field !== edits.removed));

  // Reworded: one mark of the maturity scale.
  const marks = ((ui[edits.reworded.field] as Json)['ui:options'] as { marks: Mark[] }).marks;
  const mark = marks.find((each) => each.value === edits.reworded.value);
  if (mark) mark.label = `${mark.label} with metrics`;

  // Moved: to the last section.
  for (const section of sections) section.fields = section.fields.filter((field) => field !== edits.moved);
  sections.at(-1)?.fields.push(edits.moved);

  // Added: a required text question in the first section.
  properties[edits.added] = { type: 'string', title: 'Certification deadline' };
  ui[edits.added] = {};
  (schema.required as string[]).push(edits.added);
  sections[0]?.fields.push(edits.added);
  const required = form.pipeline as { check: string; fields?: string[] }[];
  const step = required.find((each) => each.check === 'required');
  step?.fields?.push(edits.added);

  // A reveal changed: the sponsor's description is always shown, enabled by the same answer.
  const reveals = form.reveals as { field: string; mode: string }[];
  const reveal = reveals.find((each) => each.field === edits.revealed);
  if (reveal) reveal.mode = 'enable';

  // The UI's order follows the sections', the fields outside every section after them.
  const placed = sections.flatMap((section) => section.fields);
  ui['ui:order'] = [...placed, ...order.filter((field) => !placed.includes(field) && field !== edits.removed)];

  writeJson(path.join(folder, 'schema.json'), schema);
  writeJson(path.join(folder, 'ui.json'), ui);
  writeJson(path.join(folder, 'form.json'), form);
  return edits;
}
