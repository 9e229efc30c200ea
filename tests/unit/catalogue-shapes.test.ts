import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../src/questionnaire/catalogue/check/index.ts';
import { fixtureCatalogue, type FixtureCatalogue, type FixturePatch } from '../support/fixture-catalogue.ts';

/**
 * JSON Schema constructs the engine cannot render, report or export. Each replaces the fixture
 * form's "company" question (a plain text in one section, the payload's company) and must give one
 * problem, in schema.json, at the pointer of the construct, saying what to write instead.
 */
interface Refused {
  readonly construct: string;
  readonly field?: Record<string, unknown>;
  readonly root?: Record<string, unknown>;
  readonly pointer: string;
  /** Words of the advice: what to use instead. */
  readonly advice: RegExp;
}

const title = 'Company';
const REFUSED: readonly Refused[] = [
  {
    construct: 'a file upload (format data-url)',
    field: { title, type: 'string', format: 'data-url' },
    pointer: '/properties/company/format',
    advice: /file uploads are not supported: ask for a link/,
  },
  {
    construct: 'a file by its media type',
    field: { title, type: 'string', contentMediaType: 'application/pdf' },
    pointer: '/properties/company/contentMediaType',
    advice: /ask for a link/,
  },
  {
    construct: 'a $ref to another document',
    field: { $ref: 'common.schema.json#/definitions/company' },
    pointer: '/properties/company/$ref',
    advice: /write the field out here in full/,
  },
  {
    construct: 'shared definitions',
    root: { definitions: { company: { type: 'string' } } },
    pointer: '/definitions',
    advice: /write each field out in full/,
  },
  {
    construct: 'patternProperties',
    field: { title, type: 'object', patternProperties: { '^site': { type: 'string' } } },
    pointer: '/properties/company/patternProperties',
    advice: /named property with its own "title"/,
  },
  {
    construct: 'a free-form additionalProperties map',
    field: { title, type: 'object', additionalProperties: { type: 'integer' } },
    pointer: '/properties/company/additionalProperties',
    advice: /free-form map of answers.*ask one question per answer/,
  },
  {
    construct: 'an object nested in a field',
    field: { title, type: 'object', properties: { legalName: { type: 'string' } } },
    pointer: '/properties/company/properties',
    advice: /make each answer its own field.*section in form\.json/,
  },
  {
    construct: 'a list inside a record of a repeating group',
    field: {
      title,
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { site: { title: 'Site', type: 'array', items: { type: 'string' } } },
      },
    },
    pointer: '/properties/company/items/properties/site/type',
    advice: /nested deeper than the engine reads.*separate question/,
  },
  {
    construct: 'a record inside a record',
    field: {
      title,
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { address: { title: 'Address', type: 'object', properties: { city: { type: 'string' } } } },
      },
    },
    pointer: '/properties/company/items/properties/address/type',
    advice: /nested deeper than the engine reads/,
  },
  {
    construct: 'a record open to any field',
    field: {
      title,
      type: 'array',
      items: { type: 'object', properties: { site: { title: 'Site', type: 'string' } } },
    },
    pointer: '/properties/company/items/additionalProperties',
    advice: /add "additionalProperties": false/,
  },
  {
    construct: 'a list of lists',
    field: { title, type: 'array', items: { type: 'array', items: { type: 'string' } } },
    pointer: '/properties/company/items',
    advice: /nested deeper than the engine reads/,
  },
  {
    construct: 'a list of free texts',
    field: { title, type: 'array', items: { type: 'string' } },
    pointer: '/properties/company/items',
    advice: /give the options .* or make it one text field with "ui:widget": "textarea"/,
  },
  {
    construct: 'a list without items',
    field: { title, type: 'array' },
    pointer: '/properties/company',
    advice: /add "items" with its options/,
  },
  {
    construct: 'options written with anyOf',
    field: { title, type: 'string', anyOf: [{ const: 'a' }, { const: 'b' }] },
    pointer: '/properties/company/anyOf',
    advice: /write the options as "oneOf"/,
  },
  {
    construct: 'oneOf of alternative shapes',
    field: {
      title,
      type: 'string',
      oneOf: [
        { const: 'none', title: 'None' },
        { type: 'string', maxLength: 40 },
      ],
    },
    pointer: '/properties/company/oneOf/1',
    advice: /each "oneOf" entry is one option/,
  },
  {
    construct: 'allOf',
    field: { title, type: 'string', allOf: [{ minLength: 2 }, { maxLength: 80 }] },
    pointer: '/properties/company/allOf',
    advice: /write the field's rules once/,
  },
  {
    construct: 'a condition written with if/then',
    field: { title, type: 'string', if: { const: 'x' }, then: { minLength: 2 } },
    pointer: '/properties/company/if',
    advice: /form\.json "reveals"/,
  },
  {
    construct: 'a condition written at the top with dependencies',
    root: { dependencies: { company: ['email'] } },
    pointer: '/dependencies',
    advice: /form\.json "reveals"/,
  },
  {
    construct: 'a newer JSON Schema draft',
    root: { $schema: 'https://json-schema.org/draft/2020-12/schema' },
    pointer: '/$schema',
    advice: /read JSON Schema draft-07; write "http:\/\/json-schema\.org\/draft-07\/schema#" or remove "\$schema"/,
  },
  {
    construct: 'allOf at the top of the schema',
    root: { allOf: [{ required: ['company'] }] },
    pointer: '/allOf',
    advice: /without "allOf"/,
  },
  {
    construct: 'several types',
    field: { title, type: ['string', 'null'] },
    pointer: '/properties/company/type',
    advice: /give one/,
  },
  {
    construct: 'a format the engine has no widget for',
    field: { title, type: 'string', format: 'uri' },
    pointer: '/properties/company/format',
    advice: /use "date" \(a date picker\) or "email"/,
  },
  {
    construct: 'a fixed answer (const)',
    field: { title, type: 'string', const: 'Acme' },
    pointer: '/properties/company/const',
    advice: /a fixed answer asks nothing/,
  },
  {
    construct: 'an exclusive bound',
    field: { title, type: 'integer', exclusiveMinimum: 0 },
    pointer: '/properties/company/exclusiveMinimum',
    advice: /write the lowest allowed value as "minimum"/,
  },
];

const made: FixtureCatalogue[] = [];
afterAll(() => made.splice(0).forEach((catalogue) => catalogue.remove()));

describe('the catalogue check refuses what the engine does not support', () => {
  it.each(REFUSED.map((refused) => [refused.construct, refused] as const))(
    '%s: one problem at its pointer, saying what to use instead',
    async (_construct, refused) => {
      const patches: FixturePatch[] = [];
      if (refused.field) patches.push({ file: 'schema.json', pointer: '/properties/company', value: refused.field });
      for (const [key, value] of Object.entries(refused.root ?? {})) {
        patches.push({ file: 'schema.json', pointer: `/${key}`, value });
      }
      const catalogue = await fixtureCatalogue({ probe: patches });
      made.push(catalogue);
      const problems = checkCatalogue(catalogue.dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.file).toBe(catalogue.shown('probe', 'schema.json'));
      expect(problems[0]?.pointer).toBe(refused.pointer);
      expect(problems[0]?.message).toMatch(refused.advice);
      expect(problems[0]?.message).toMatch(/not supported|free-form map|nested deeper|list without options|give one/);
    },
  );

  const group = {
    title,
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['site'],
      properties: { site: { title: 'Site', type: 'string' } },
    },
  };

  it('takes a repeating group once ui.json names its buttons and the pipeline checks its count and records', async () => {
    const bare = await fixtureCatalogue({
      probe: [{ file: 'schema.json', pointer: '/properties/company', value: group }],
    });
    made.push(bare);
    expect(
      checkCatalogue(bare.dir)
        .map((problem) => [problem.file, problem.pointer])
        .sort(),
    ).toEqual(
      [
        [bare.shown('probe', 'schema.json'), '/properties/company/items/required'],
        [bare.shown('probe', 'schema.json'), '/properties/company/minItems'],
        [bare.shown('probe', 'ui.json'), '/company/ui:options/record'],
      ].sort(),
    );
    const complete = await fixtureCatalogue({
      probe: [
        { file: 'schema.json', pointer: '/properties/company', value: group },
        {
          file: 'ui.json',
          pointer: '/company',
          value: { 'ui:options': { record: 'Site {n}', add: 'Add a site', remove: 'Remove site {n}' } },
        },
        {
          file: 'form.json',
          pointer: '/pipeline/3',
          value: { check: 'count', field: 'company', message: 'How many?' },
        },
        { file: 'form.json', pointer: '/pipeline/4', value: { check: 'records', field: 'company', message: 'Which?' } },
      ],
    });
    made.push(complete);
    expect(checkCatalogue(complete.dir)).toEqual([]);
  });

  it('refuses a count or records step on a field that is no repeating group', async () => {
    const catalogue = await fixtureCatalogue({
      probe: [
        { file: 'form.json', pointer: '/pipeline/3', value: { check: 'count', field: 'name', message: 'How many?' } },
      ],
    });
    made.push(catalogue);
    const problems = checkCatalogue(catalogue.dir);
    expect(problems.map((problem) => problem.pointer)).toEqual(['/pipeline/3/field']);
    expect(problems[0]?.message).toMatch(/repeating group/);
  });

  it('keeps what the live forms use: hidden records (a map of booleans, a list of texts)', async () => {
    const catalogue = await fixtureCatalogue({
      probe: [
        {
          file: 'schema.json',
          pointer: '/properties/frameworks',
          value: { title: 'Frameworks', type: 'object', additionalProperties: { type: 'boolean' }, default: {} },
        },
        {
          file: 'schema.json',
          pointer: '/properties/processes',
          value: { title: 'Processes', type: 'array', items: { type: 'string' }, default: [] },
        },
        { file: 'ui.json', pointer: '/frameworks', value: { 'ui:widget': 'hidden' } },
        { file: 'ui.json', pointer: '/processes', value: { 'ui:widget': 'hidden' } },
        {
          file: 'ui.json',
          pointer: '/ui:order',
          value: [
            'name',
            'email',
            'company',
            'topic',
            'otherTopic',
            'services',
            'otherService',
            'urgency',
            'consent',
            'frameworks',
            'processes',
          ],
        },
      ],
    });
    made.push(catalogue);
    expect(checkCatalogue(catalogue.dir)).toEqual([]);
  });

  it('still suggests the spelling of a misspelt keyword (the compile check), not a refusal', async () => {
    const catalogue = await fixtureCatalogue({
      probe: [{ file: 'schema.json', pointer: '/properties/company/maxLenght', value: 80 }],
    });
    made.push(catalogue);
    const problems = checkCatalogue(catalogue.dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/did you mean "maxLength"\?/);
  });
});

describe('dates in the catalogue', () => {
  it('wants a date step and a month widget on a field with "format": "date"', async () => {
    const catalogue = await fixtureCatalogue({
      probe: [
        { file: 'ui.json', pointer: '/company/ui:widget', value: 'month' },
        {
          file: 'form.json',
          pointer: '/pipeline/3',
          value: { check: 'date', field: 'company', notPast: true, message: 'Please choose a later date.' },
        },
      ],
    });
    made.push(catalogue);
    expect(checkCatalogue(catalogue.dir).map((problem) => `${problem.pointer}: ${problem.message}`)).toEqual([
      '/company/ui:widget: "month" needs a date field: add "format": "date" to "company" in schema.json (a month is stored as its first day, "2027-03-01")',
      '/pipeline/3/field: the "date" check needs a date field, but "company" has no "format": "date" in schema.json: add it there (a day, or a month with "ui:widget": "month") or name another field',
    ]);
  });

  it('keeps date bounds to date steps (form.meta.schema.json)', async () => {
    const catalogue = await fixtureCatalogue({
      probe: [{ file: 'form.json', pointer: '/pipeline/1/withinYears', value: 2 }],
    });
    made.push(catalogue);
    const problems = checkCatalogue(catalogue.dir);
    expect(problems.map((problem) => problem.pointer)).toEqual(['/pipeline/1/withinYears']);
  });
});

describe('matrices in the catalogue', () => {
  const row = (title: string, maximum = 5) => ({ title, type: 'integer', minimum: 0, maximum });
  const matrix = (rows: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    title: 'Maturity',
    type: 'object',
    properties: rows,
    additionalProperties: false,
    ...extra,
  });
  const asMatrix: FixturePatch = { file: 'ui.json', pointer: '/company', value: { 'ui:field': 'matrix' } };

  async function problemsOf(...patches: FixturePatch[]): Promise<string[]> {
    const catalogue = await fixtureCatalogue({ probe: patches });
    made.push(catalogue);
    return checkCatalogue(catalogue.dir).map((problem) => `${problem.pointer}: ${problem.message}`);
  }

  it('accepts rows on one rating scale, or on the same named levels', async () => {
    const levels = [
      { const: 'none', title: 'None' },
      { const: 'done', title: 'Done' },
    ];
    expect(
      await problemsOf(asMatrix, {
        file: 'schema.json',
        pointer: '/properties/company',
        value: matrix({ access: row('Access'), crypto: row('Crypto') }),
      }),
    ).toEqual([]);
    expect(
      await problemsOf(asMatrix, {
        file: 'schema.json',
        pointer: '/properties/company',
        value: matrix({
          a: { title: 'A', type: 'string', oneOf: levels },
          b: { title: 'B', type: 'string', oneOf: levels },
        }),
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'rows on different scales',
      matrix({ access: row('Access'), crypto: row('Crypto', 3) }),
      '/properties/company/properties/crypto: the rows of a matrix share one scale, but "crypto" differs from "access": give it the same "minimum" and "maximum" or the same options',
    ],
    [
      'a row that is free text',
      matrix({ access: { title: 'Access', type: 'string' } }),
      '/properties/company/properties/access: a matrix row is a rating ("type": "integer" with "minimum" and "maximum", such as 0 and 5) or named levels ("oneOf" of { "const", "title" })',
    ],
    [
      'a row nested deeper',
      matrix({ access: { title: 'Access', type: 'object', properties: {} } }),
      '/properties/company/properties/access/properties: "properties" is not supported in a matrix row: remove it (a matrix row reads "title", "description", "type", "enum", "oneOf", "minimum", "maximum")',
    ],
    [
      'other answers beside the rows',
      { ...matrix({ access: row('Access') }), additionalProperties: true },
      '/properties/company/additionalProperties: must be false so that a matrix holds its own rows only: add "additionalProperties": false',
    ],
    [
      'a required row that does not exist',
      matrix({ access: row('Access') }, { required: ['acess'] }),
      '/properties/company/required/0: lists the rows a visitor must answer: name rows of "company" ("access")',
    ],
  ])('refuses %s', async (_case, value, problem) => {
    expect(await problemsOf(asMatrix, { file: 'schema.json', pointer: '/properties/company', value })).toEqual([
      problem,
    ]);
  });

  it('wants required rows checked by a required step, and "ui:field" to be the matrix of an object, never the whole form', async () => {
    expect(
      await problemsOf(asMatrix, {
        file: 'schema.json',
        pointer: '/properties/company',
        value: matrix({ access: row('Access') }, { required: ['access'] }),
      }),
    ).toEqual([
      '/properties/company/required: lists rows of "company" a visitor must answer, but no "required" step of form.json names "company": add it to that step (and to "required" of schema.json), or remove this list',
    ]);
    expect(await problemsOf({ file: 'ui.json', pointer: '/company', value: { 'ui:field': 'grid' } })).toEqual([
      '/company/ui:field: "grid" is not a field of the engine: use "matrix" (several rows on one scale) or remove it',
    ]);
    expect(await problemsOf(asMatrix)).toEqual([
      '/company/ui:field: a matrix is an object of rows: give "company" "type": "object" with its rows under "properties" in schema.json',
    ]);
    // RJSF would draw the whole form with the field named at the top, in place of the engine's sections.
    expect(await problemsOf({ file: 'ui.json', pointer: '/ui:field', value: 'LayoutGridField' })).toEqual([
      '/ui:field: the form itself is drawn by the engine: remove "ui:field" here (a question\'s own "ui:field" may be "matrix")',
    ]);
  });
});

describe('section conditions in the catalogue', () => {
  async function problemsOf(...patches: FixturePatch[]): Promise<string[]> {
    const catalogue = await fixtureCatalogue({ probe: patches });
    made.push(catalogue);
    return checkCatalogue(catalogue.dir).map(
      (problem) => `${problem.file.endsWith('schema.json') ? 'schema' : 'form'} ${problem.pointer}: ${problem.message}`,
    );
  }
  const condition = (value: Record<string, unknown>): FixturePatch[] =>
    Object.entries(value).map(([key, item]) => ({ file: 'form.json', pointer: `/sections/1/${key}`, value: item }));

  it('accepts a section shown when an earlier single choice matches', async () => {
    expect(
      await problemsOf(
        { file: 'form.json', pointer: '/sections/0/fields', value: ['name', 'email', 'company', 'topic'] },
        {
          file: 'form.json',
          pointer: '/sections/1/fields',
          value: ['otherTopic', 'services', 'otherService', 'urgency'],
        },
        ...condition({ when: 'topic', equals: ['soc-2'] }),
      ),
    ).toEqual([]);
  });

  it('refuses a condition on a later question, on an option that does not exist, and with "includes" on a single choice', async () => {
    expect(await problemsOf(...condition({ when: 'urgency', equals: [5] }))).toEqual([
      'form /sections/1/when: "urgency" is not in an earlier section: a section can depend only on a question the visitor meets before it',
    ]);
    const moved: FixturePatch[] = [
      { file: 'form.json', pointer: '/sections/0/fields', value: ['name', 'email', 'company', 'topic'] },
      {
        file: 'form.json',
        pointer: '/sections/1/fields',
        value: ['otherTopic', 'services', 'otherService', 'urgency'],
      },
    ];
    expect(await problemsOf(...moved, ...condition({ when: 'topic', equals: ['soc2'] }))).toEqual([
      'form /sections/1/equals/0: "soc2" is not an option of "topic"; did you mean "soc-2"?',
    ]);
    expect(await problemsOf(...moved, ...condition({ when: 'topic', includes: 'soc-2' }))).toEqual([
      'form /sections/1/includes: "topic" is a single choice: use "equals": [...] instead of "includes"',
    ]);
  });

  it('wants a question of a conditional section out of schema.json "required" (the step checks it when shown)', async () => {
    expect(
      await problemsOf(
        { file: 'form.json', pointer: '/sections/0/fields', value: ['name', 'email', 'company', 'topic'] },
        {
          file: 'form.json',
          pointer: '/sections/1/fields',
          value: ['otherTopic', 'services', 'otherService', 'urgency'],
        },
        ...condition({ when: 'topic', equals: ['soc-2'] }),
        { file: 'schema.json', pointer: '/required/2', value: 'services' },
        { file: 'form.json', pointer: '/pipeline/0/fields/2', value: 'services' },
      ),
    ).toEqual([
      'schema /required/2: "services" is in a section shown only on a condition, so a visitor who skips it leaves it empty: remove it from "required" here and keep it in the "required" step of form.json, which checks it when the section is shown',
    ]);
  });
});
