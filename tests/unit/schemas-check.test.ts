import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { checkCatalogue, runCheck, suggest } from '../../scripts/schemas-check.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const catalogue = path.join(repo, 'schemas');
const fixtures = path.join(repo, 'tests/fixtures/schemas');
/** Problem lines name files relative to the working directory (the repo root under `npm test`). */
const shown = (...parts: string[]): string =>
  path
    .relative(process.cwd(), path.join(fixtures, ...parts))
    .split(path.sep)
    .join('/');

describe('the real catalogue', () => {
  it('has no problems', () => {
    expect(checkCatalogue(catalogue)).toEqual([]);
    expect(runCheck(catalogue)).toEqual({ lines: ['10 forms checked, no problems.'], exitCode: 0 });
  });

  it('still has no problems with the fixture form added as an eleventh folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    try {
      fs.cpSync(catalogue, dir, { recursive: true });
      fs.cpSync(path.join(fixtures, 'valid-extra/fixture'), path.join(dir, 'fixture'), { recursive: true });
      expect(runCheck(dir)).toEqual({ lines: ['11 forms checked, no problems.'], exitCode: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('fixture catalogues', () => {
  it('accepts the valid extra form', () => {
    expect(runCheck(path.join(fixtures, 'valid-extra'))).toEqual({
      lines: ['1 form checked, no problems.'],
      exitCode: 0,
    });
  });

  it('names the line and column of a JSON syntax error', () => {
    expect(runCheck(path.join(fixtures, 'bad-json'))).toEqual({
      lines: [
        `${shown('bad-json/tiny/ui.json')}: /: not valid JSON at line 12, column 3: Expected ',' or '}' after property value; fix the syntax there (often a missing or extra comma, quote or bracket)`,
        '1 problem in 1 form.',
      ],
      exitCode: 1,
    });
  });

  it('reports a ui.json entry for a field schema.json does not have', () => {
    expect(runCheck(path.join(fixtures, 'unknown-ui-field')).lines).toEqual([
      `${shown('unknown-ui-field/tiny/ui.json')}: /emial: "emial" is not a field of schema.json; did you mean "email"?`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports a reveal naming a missing field', () => {
    expect(runCheck(path.join(fixtures, 'reveal-missing-field')).lines).toEqual([
      `${shown('reveal-missing-field/tiny/form.json')}: /reveals/0/field: "otherTopc" is not a field of schema.json; did you mean "otherTopic"?`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports a route used by two forms', () => {
    expect(runCheck(path.join(fixtures, 'duplicate-route')).lines).toEqual([
      `${shown('duplicate-route/beta/form.json')}: /route: route "/alpha-questionnaire" is also used by ${shown('duplicate-route/alpha/form.json')}: give each form its own route`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports an unknown key in form.json with the allowed keys', () => {
    expect(runCheck(path.join(fixtures, 'unknown-form-key')).lines).toEqual([
      `${shown('unknown-form-key/tiny/form.json')}: /: missing key "title": add it (page heading and document title)`,
      `${shown('unknown-form-key/tiny/form.json')}: /: unknown key "titel": did you mean "title"? Otherwise remove it (allowed: $schema, id, route, kind, serviceSlug, title, metaDescription, intro, estimate, sections, reveals, consent, submit, pipeline, success, failure, payload, report)`,
      '2 problems in 1 form.',
    ]);
  });

  it('reports a pipeline step naming a missing field', () => {
    const result = runCheck(path.join(fixtures, 'pipeline-missing-field'));
    expect(result.lines).toEqual([
      `${shown('pipeline-missing-field/tiny/form.json')}: /pipeline/1/field: "emailAddress" is not a field of schema.json: use the name of one of its properties`,
      '1 problem in 1 form.',
    ]);
    expect(result.exitCode).toBe(1);
  });

  it('returns problems as data with the file, pointer and message', () => {
    expect(checkCatalogue(path.join(fixtures, 'reveal-missing-field'))).toEqual([
      {
        file: shown('reveal-missing-field/tiny/form.json'),
        pointer: '/reveals/0/field',
        message: '"otherTopc" is not a field of schema.json; did you mean "otherTopic"?',
      },
    ]);
  });
});

describe('suggest', () => {
  it('finds close spellings, swapped letters included, and nothing for distant words', () => {
    expect(suggest('compnyName', ['companyName', 'email'])).toBe('companyName');
    expect(suggest('titel', ['title', 'intro'])).toBe('title');
    expect(suggest('colour', ['title', 'route'])).toBeUndefined();
  });
});
