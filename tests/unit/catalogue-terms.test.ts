/**
 * Terms a compliance reader would correct, checked over the options and help texts of the shipped
 * questionnaires: what each framework is (and is not) is a fact of the standards and the law, and a
 * label must not say otherwise. These read the shipped catalogue (schemas/) rather than CATALOGUE_DIR:
 * they hold the firm's facts, which the rewording test's copy, with every word respelt, does not keep.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FieldSchema, FormDefinition } from '../../src/questionnaire/definition.ts';

const catalogue = loadCatalogue(path.resolve('schemas'));

interface Choice {
  readonly form: string;
  readonly field: string;
  readonly question: string;
  readonly labels: readonly string[];
}

function labelsOf(field: FieldSchema | undefined): string[] {
  if (!field) return [];
  if (field.oneOf) return field.oneOf.map((option) => option.title ?? String(option.const));
  if (field.enum) return field.enum.map(String);
  return labelsOf(field.items);
}

/** Every choice question of every form, with its option labels. */
function choices(definitions: readonly FormDefinition[]): Choice[] {
  return definitions.flatMap((definition) =>
    Object.entries(definition.schema.properties)
      .map(([field, schema]) => ({
        form: definition.id,
        field,
        question: schema.title ?? '',
        labels: labelsOf(schema),
      }))
      .filter((choice) => choice.labels.length > 0),
  );
}

/** Every help text of a form's ui.json. */
function helpTexts(definition: FormDefinition): string[] {
  return Object.values(definition.ui).flatMap((entry) => {
    const help = (entry as { 'ui:help'?: unknown } | undefined)?.['ui:help'];
    return typeof help === 'string' ? [help] : [];
  });
}

describe('terms the standards and the law set', () => {
  it('never offers HIPAA as a certification: where certifications are asked about, its option names what it is', () => {
    const hipaa = choices(catalogue).flatMap((choice) =>
      choice.labels.filter((label) => /\bHIPAA\b/.test(label)).map((label) => ({ ...choice, label })),
    );
    expect(hipaa.length).toBeGreaterThan(0);
    for (const { form, field, question, label } of hipaa) {
      expect(label, `${form}.${field}`).not.toMatch(/certif/i);
      if (/certif/i.test(question)) expect(label, `${form}.${field}`).toMatch(/attest|assess|complian/i);
    }
  });

  it('names the HITRUST e1, i1 and r2 alike: none is set apart as the only certification', () => {
    for (const choice of choices(catalogue)) {
      const levels = choice.labels.filter((label) => /\b(e1|i1|r2)\b/.test(label));
      const certified = levels.filter((label) => /certification/i.test(label));
      if (certified.length > 0) expect(certified, `${choice.form}.${choice.field}`).toEqual(levels);
    }
  });

  it('offers no "sensitive personal data" in the DPDP questionnaire: the DPDP Act 2023 defines no such category', () => {
    const dpdp = formById(catalogue, 'dpdp');
    if (!dpdp) throw new Error('no dpdp form');
    for (const choice of choices([dpdp])) {
      for (const label of choice.labels) expect(label, choice.field).not.toMatch(/sensitive/i);
    }
  });

  it('speaks of ISO/IEC 27701:2019 in the past: the 2025 edition replaced it as a standalone standard', () => {
    const texts = catalogue.flatMap((definition) => [
      ...helpTexts(definition),
      ...choices([definition]).flatMap((choice) => [choice.question, ...choice.labels]),
      ...(definition.form.scoring?.flags.map((flag) => flag.message) ?? []),
    ]);
    const naming = texts.filter((text) => /27701:2019|2019 edition/.test(text));
    expect(naming.length).toBeGreaterThan(0);
    for (const text of naming) expect(text).not.toMatch(/(27701:2019|2019 edition) (extends|is|builds)\b/);
  });
});
