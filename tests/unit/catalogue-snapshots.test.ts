import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField, type FieldSchema, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { fullAnswers, minimalAnswers, optionValues } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { snapshotPath } from '../support/snapshot-path.ts';

// Schema snapshots: one readable text file per form (tests/unit/__snapshots__/forms/<id>.txt)
// with its field list and the report and payload of a fixed full and a fixed minimal answer set.
// A change to a form's JSON shows up here as a diff to read before accepting it.
const CLOCK = new Date('2025-09-01T09:30:00.000Z');

function kindOf(definition: FormDefinition, field: string, schema: FieldSchema): string {
  const widget = (definition.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
  const type = typeof schema.type === 'string' ? schema.type : (schema.type?.join('|') ?? 'any');
  return widget ? `${type}/${widget}` : type;
}

function fieldList(definition: FormDefinition): string {
  const required = new Set(definition.schema.required ?? []);
  return Object.entries(definition.schema.properties)
    .map(([field, schema]) => {
      const options = optionValues(schema.type === 'array' ? schema.items : schema);
      const reveal = definition.form.reveals.find((candidate) => candidate.field === field);
      const parts = [
        field,
        kindOf(definition, field, schema),
        required.has(field) ? 'required' : 'optional',
        isHiddenField(definition, field) ? 'no input' : '',
        options.length > 0 ? `options: ${options.join(' | ')}` : '',
        schema.maxItems !== undefined ? `at most ${schema.maxItems}${schema.uniqueItems ? ', each once' : ''}` : '',
        schema.default !== undefined ? `default: ${JSON.stringify(schema.default)}` : '',
        reveal
          ? `${reveal.mode} when ${reveal.when} ${reveal.equals ? `= ${reveal.equals.join('/')}` : `includes ${String(reveal.includes)}`}`
          : '',
      ];
      return `- ${parts.filter(Boolean).join('; ')}`;
    })
    .join('\n');
}

function snapshotText(definition: FormDefinition): string {
  const full = fullAnswers(definition);
  const minimal = minimalAnswers(definition);
  const { message: fullReport, ...fullPayload } = buildPayload(definition, full, CLOCK);
  const { message: minimalReport, ...minimalPayload } = buildPayload(definition, minimal, CLOCK);
  return [
    `# ${definition.id} (${definition.form.route}${definition.form.serviceSlug ? `, from /services/${definition.form.serviceSlug}` : ''})`,
    '',
    '## Fields',
    fieldList(definition),
    '',
    '## Report, full answers',
    fullReport,
    '## Payload, full answers (message = the report above)',
    JSON.stringify(fullPayload, null, 2),
    '',
    '## Report, minimal answers',
    minimalReport,
    '## Payload, minimal answers',
    JSON.stringify(minimalPayload, null, 2),
    '',
  ].join('\n');
}

describe('catalogue snapshots', () => {
  it.each(loadCatalogue().map((definition) => [definition.id, definition] as const))('%s', async (id, definition) => {
    await expect(snapshotText(definition)).toMatchFileSnapshot(snapshotPath('forms', id));
  });

  it.each(loadCatalogue().map((definition) => [definition.id, definition] as const))(
    '%s: the message sent is the report, or the answer form.json names as message',
    (_id, definition) => {
      for (const answers of [fullAnswers(definition), minimalAnswers(definition)]) {
        const { message } = buildPayload(definition, answers, CLOCK);
        const field = definition.form.payload.message;
        if (field === undefined) expect(message).toBe(buildReport(definition, answers, CLOCK));
        else expect(message).toBe(String(answers[field]).trim());
      }
    },
  );
});
