import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { Answers, FormDefinition, ScoreInput, Scoring } from '../../src/questionnaire/definition.ts';
import { readinessSnapshot, snapshotText } from '../../src/questionnaire/scoring.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';
import { fullAnswers, minimalAnswers, without } from '../support/sample-answers.ts';
import { snapshotPath } from '../support/snapshot-path.ts';

// Readiness snapshot files: one readable text file per questionnaire
// (tests/unit/__snapshots__/readiness/<id>.txt) with the scoring block's snapshot for the
// catalogue's sample answers, a low-readiness variant and the minimal answers. A change to a scoring block shows
// up here as a diff a consultant reads before accepting it.

/** The answer an input scores lowest: the least-valued option, or the bottom of the scale. */
function lowest(definition: FormDefinition, input: ScoreInput): unknown {
  const field = definition.schema.properties[input.field];
  if ('scale' in input) return input.scale === 'ascending' ? field?.minimum : field?.maximum;
  const [option] = Object.entries(input.values).sort((a, b) => a[1] - b[1])[0] ?? [];
  const value = field?.type === 'integer' ? Number(option) : option;
  return field?.type === 'array' ? [value] : value;
}

/** The sample answers with every area's questions answered at their least ready. */
function lowReadiness(definition: FormDefinition, scoring: Scoring): Answers {
  const answers: Record<string, unknown> = { ...fullAnswers(definition) };
  for (const input of scoring.areas.flatMap((area) => area.inputs)) answers[input.field] = lowest(definition, input);
  return answers;
}

const questionnaires = loadCatalogue().filter((definition) => definition.form.kind === 'questionnaire');

function snapshotFile(definition: FormDefinition, scoring: Scoring): string {
  const show = (answers: Answers) => {
    const snapshot = readinessSnapshot(definition, answers);
    if (!snapshot) throw new Error(`${definition.id} has no snapshot`);
    return snapshotText(snapshot);
  };
  const answered = (answers: Answers) =>
    [...new Set(scoring.areas.flatMap((area) => area.inputs.map((input) => input.field)))]
      .map((field) => `- ${field}: ${JSON.stringify(answers[field])}`)
      .join('\n');
  const full = fullAnswers(definition);
  const low = lowReadiness(definition, scoring);
  return [
    `# ${definition.id}: readiness snapshot`,
    '',
    '## Sample answers (scored questions)',
    answered(full),
    '',
    show(full),
    '## Low-readiness answers (scored questions)',
    answered(low),
    '',
    show(low),
    '## Minimal answers (only what the form requires)',
    '',
    show(minimalAnswers(definition)),
  ].join('\n');
}

describe('readiness snapshot files', () => {
  it('every questionnaire has a scoring block, the contact form none', () => {
    for (const definition of loadCatalogue()) {
      expect(definition.form.scoring !== undefined, definition.id).toBe(definition.form.kind === 'questionnaire');
    }
  });

  it.each(questionnaires.map((definition) => [definition.id, definition] as const))('%s', async (id, definition) => {
    const scoring = definition.form.scoring;
    if (!scoring) throw new Error(`${id} has no scoring block`);
    await expect(snapshotFile(definition, scoring)).toMatchFileSnapshot(snapshotPath('readiness', id));
    const low = readinessSnapshot(definition, lowReadiness(definition, scoring));
    const full = readinessSnapshot(definition, fullAnswers(definition));
    expect(low?.overall).toBeLessThan(full?.overall ?? 0);
  });
});

/** The base fixture form with a scoring block. */
function scored(scoring: Scoring): FormDefinition {
  const definition = baseDefinition();
  return { ...definition, form: { ...definition.form, scoring } };
}

const block: Scoring = {
  areas: [
    { id: 'need', title: 'Need', weight: 3, inputs: [{ field: 'topic', values: { 'iso-27001': 90, 'soc-2': 60 } }] },
    { id: 'pace', title: 'Pace', weight: 1, inputs: [{ field: 'urgency', scale: 'ascending' }] },
    {
      id: 'services',
      title: 'Services',
      weight: 1,
      inputs: [{ field: 'services', values: { 'gap-analysis': 20, training: 70 } }],
    },
  ],
  flags: [
    {
      id: 'rushed',
      when: [
        { field: 'urgency', in: [5] },
        { area: 'need', below: 70 },
      ],
      message: 'Rushed with an unclear need.',
    },
    { id: 'no-company', when: [{ field: 'company', blank: true }], message: 'Company not given.' },
  ],
  priority: {
    urgency: [{ field: 'urgency', scale: 'ascending' }],
    budget: [],
    fit: [{ field: 'topic', values: { 'iso-27001': 100, 'soc-2': 50 } }],
    high: 70,
    medium: 40,
  },
};

describe('readinessSnapshot', () => {
  const definition = scored(block);
  const answers = { name: 'Jane', email: 'jane@example.org', company: 'Acme', topic: 'soc-2', urgency: 5 };

  it('maps a 1-to-5 scale linearly, a multi choice by its best option, and weighs the areas', () => {
    const snapshot = readinessSnapshot(definition, { ...answers, urgency: 2, services: ['gap-analysis', 'training'] });
    expect(snapshot?.areas.map((area) => [area.id, area.score])).toEqual([
      ['need', 60],
      ['pace', 25],
      ['services', 70],
    ]);
    // (60 * 3 + 25 + 70) / 5
    expect(snapshot?.overall).toBe(55);
  });

  it('leaves an unanswered area out of the overall figure and lists the question as missing', () => {
    const snapshot = readinessSnapshot(definition, answers);
    expect(snapshot?.areas.find((area) => area.id === 'services')?.score).toBeNull();
    expect(snapshot?.overall).toBe(70); // (60 * 3 + 100) / 4
    expect(snapshot?.areasScored).toBe(2);
    expect(snapshot && snapshotText(snapshot)).toContain('Overall readiness: 70% (from 2 of 3 areas)');
    expect(snapshot?.missing).toEqual([{ field: 'services', label: definition.schema.properties['services']?.title }]);
  });

  it('does not score an option the block leaves unmapped, nor count it as missing', () => {
    const snapshot = readinessSnapshot(definition, { ...answers, topic: 'other', otherTopic: 'ISO 9001' });
    expect(snapshot?.areas[0]?.score).toBeNull();
    expect(snapshot?.missing.map((item) => item.field)).toEqual(['services']);
  });

  it('raises a flag only when all its conditions hold', () => {
    expect(readinessSnapshot(definition, answers)?.flags).toEqual([
      { id: 'rushed', message: 'Rushed with an unclear need.' },
    ]);
    expect(readinessSnapshot(definition, { ...answers, urgency: 4 })?.flags).toEqual([]);
    expect(readinessSnapshot(definition, without(answers, 'company'))?.flags.map((flag) => flag.id)).toEqual([
      'rushed',
      'no-company',
    ]);
  });

  it('sets the priority from the mean of the factors, an unanswered one counting as 0', () => {
    expect(readinessSnapshot(definition, { ...answers, topic: 'iso-27001' })?.priority).toEqual({
      level: 'high',
      score: 100,
      urgency: 100,
      budget: null,
      fit: 100,
    });
    expect(readinessSnapshot(definition, { ...answers, urgency: 1 })?.priority.level).toBe('low'); // (0 + 50) / 2 = 25
    expect(readinessSnapshot(definition, { ...answers, urgency: 2 })?.priority.level).toBe('low'); // (25 + 50) / 2 = 37.5
    expect(readinessSnapshot(definition, { ...answers, urgency: 3 })?.priority.level).toBe('medium'); // 50
    expect(readinessSnapshot(definition, { ...answers, topic: 'other' })?.priority).toMatchObject({
      level: 'medium',
      score: 50, // (100 + 0) / 2: the form asks no budget question, so budget is left out
      fit: null,
    });
  });

  it('is null for a form without scoring', () => {
    expect(readinessSnapshot(baseDefinition(), answers)).toBeNull();
  });
});
