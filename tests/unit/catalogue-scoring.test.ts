import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/schemas-check.ts';
import {
  baseScoring as scoring,
  fixtureCatalogue,
  type FixtureCatalogue,
  type FixturePatch,
} from '../support/fixture-catalogue.ts';

// The catalogue check of form.json "scoring": one test per rule, on the base fixture form
// (topic: single choice iso-27001/soc-2/other; services: multi choice; urgency: integer 1-5).

const made: FixtureCatalogue[] = [];
afterEach(() => made.splice(0).forEach((catalogue) => catalogue.remove()));

/** Sets form.json /scoring/<pointer> of the valid block to each value. */
const set = (pointer: string, value: unknown): FixturePatch => ({
  file: 'form.json',
  pointer: `/scoring${pointer}`,
  value,
});

async function linesWith(...patches: FixturePatch[]) {
  const catalogue = await fixtureCatalogue({
    tiny: [{ file: 'form.json', pointer: '/scoring', value: scoring() }, ...patches],
  });
  made.push(catalogue);
  const { lines } = await runCheck(catalogue.dir);
  const file = catalogue.shown('tiny', 'form.json');
  return lines.map((line) => line.replace(`${file}: `, ''));
}

describe('form.json scoring', () => {
  it('accepts a valid block', async () => {
    expect(await linesWith()).toEqual(['1 form checked, no problems.']);
  });

  it('reports an input naming a missing field', async () => {
    expect(await linesWith(set('/areas/0/inputs/0/field', 'topc'))).toEqual([
      '/scoring/areas/0/inputs/0/field: "topc" is not a field of schema.json; did you mean "topic"?',
      '1 problem in 1 form.',
    ]);
  });

  it('reports a mapped value that is not an option of the field', async () => {
    expect(
      await linesWith(set('/areas/0/inputs/0', { field: 'topic', values: { 'iso-27001': 80, soc2: 70 } })),
    ).toEqual([
      '/scoring/areas/0/inputs/0/values/soc2: "soc2" is not an option of "topic"; did you mean "soc-2"?',
      '1 problem in 1 form.',
    ]);
  });

  it('reports values on a field without options', async () => {
    expect(await linesWith(set('/areas/0/inputs/0', { field: 'company', values: { Acme: 50 } }))).toEqual([
      '/scoring/areas/0/inputs/0/values: "company" has no fixed options (no "enum" or "oneOf" in schema.json): score a choice field, or a slider with "scale"',
      '1 problem in 1 form.',
    ]);
  });

  it('allows a scale only on an integer field with a minimum and a maximum', async () => {
    expect(await linesWith(set('/areas/1/inputs/0', { field: 'topic', scale: 'ascending' }))).toEqual([
      '/scoring/areas/1/inputs/0/scale: a scale maps an integer field with a "minimum" and a "maximum" (a 1-to-5 slider), but "topic" is not one: give its options "values" instead',
      '1 problem in 1 form.',
    ]);
  });

  it('keeps values between 0 and 100 and weights between 1 and 10', async () => {
    const lines = await linesWith(
      set('/areas/0/weight', 0),
      set('/areas/0/inputs/0', { field: 'topic', values: { 'iso-27001': 180, 'soc-2': 70 } }),
    );
    expect(lines).toEqual([
      '/scoring/areas/0/weight: is 0: must be at least 1',
      '/scoring/areas/0/inputs/0/values/iso-27001: is 180: must be at most 100',
      '2 problems in 1 form.',
    ]);
  });

  it('reports a duplicate area id and a condition naming an unknown area', async () => {
    expect(await linesWith(set('/areas/1/id', 'need'), set('/flags/0/when/2', { area: 'urgncy', below: 50 }))).toEqual([
      '/scoring/areas/1/id: area id "need" is also used by /scoring/areas/0: give each area its own id',
      '/scoring/flags/0/when/2/area: "urgncy" is not an area of this scoring block: use one of "need"',
      '2 problems in 1 form.',
    ]);
  });

  it('reports conditions that do not fit the field: "in" on a multi choice, an unknown option', async () => {
    expect(
      await linesWith(
        set('/flags/0/when/0', { field: 'services', in: ['training'] }),
        set('/flags/0/when/1', { field: 'topic', in: ['iso-27002'] }),
      ),
    ).toEqual([
      '/scoring/flags/0/when/0/in: "services" is a multi choice: use "includes" instead of "in"',
      '/scoring/flags/0/when/1/in/0: "iso-27002" is not an option of "topic"; did you mean "iso-27001"?',
      '2 problems in 1 form.',
    ]);
  });

  it('wants the medium threshold below the high one', async () => {
    expect(await linesWith(set('/priority/medium', 80))).toEqual([
      '/scoring/priority/medium: medium (80) must be below high (70): a lead is high from "high", medium from "medium"',
      '1 problem in 1 form.',
    ]);
  });

  it('refuses scoring on the contact form', async () => {
    const lines = await linesWith(
      { file: 'form.json', pointer: '/kind', value: 'contact' },
      { file: 'form.json', pointer: '/consent', remove: true },
    );
    expect(lines).toContain('/scoring: the contact form asks no readiness questions: remove "scoring"');
  });
});
