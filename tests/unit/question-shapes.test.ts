import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../src/questionnaire/catalogue/check/index.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { anyZoneToday, type DateStep, type Today } from '../../src/questionnaire/dates.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { keepableAnswers } from '../../src/questionnaire/drafts.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { runPipeline } from '../../src/questionnaire/pipeline.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';
import { reachedSteps } from '../../src/questionnaire/funnel.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { inputScore, readinessSnapshot } from '../../src/questionnaire/scoring.ts';
import { recordLines } from '../../src/questionnaire/records.ts';
import { collectedFields } from '../../src/privacy-notice/form-fields.ts';
import { exportTable, tableToCsv, tableToJson } from '../../src/server/leads/export.ts';
import { leadHtml } from '../../src/server/mail/lead-email.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { submissionRecord } from '../support/stored-submission.ts';

// The example questionnaire of every supported question shape (tests/fixtures/schemas/shapes):
// checked, validated, reported, sent, kept as a draft, counted and exported by the one engine.
const [shapes] = loadCatalogue(SHAPES_CATALOGUE_DIR);
if (!shapes) throw new Error('the shapes example form did not load');
const definition: FormDefinition = shapes;
const CLOCK = new Date('2026-11-25T09:30:00.000Z');
const TODAY: Today = { from: '2026-11-25', to: '2026-11-25' };

function dateStep(field: string): DateStep {
  const step = definition.form.pipeline.find((candidate) => candidate.check === 'date' && candidate.field === field);
  if (step?.check !== 'date') throw new Error(`no date step for ${field}`);
  return step;
}

const complete = {
  name: 'Kiran',
  email: 'kiran@example.org',
  startDate: '2027-01-15',
  maturity: { access: 2 },
  sites: [{ siteName: 'Head office', country: 'uk' }],
  consent: true,
};
const verdict = (answers: Record<string, unknown>, today = TODAY) => {
  const result = runPipeline(definition, answers, today);
  return result.ok ? null : result.failure.message;
};

describe('the shapes example questionnaire', () => {
  it('passes the catalogue check', () => {
    expect(checkCatalogue(SHAPES_CATALOGUE_DIR)).toEqual([]);
  });

  describe('a day with bounds (not in the past, within two years)', () => {
    const message = dateStep('startDate').message;

    it('accepts today up to the same day two years ahead', () => {
      expect(verdict({ ...complete, startDate: '2026-11-25' })).toBeNull();
      expect(verdict({ ...complete, startDate: '2028-11-25' })).toBeNull();
    });

    it("refuses yesterday, a day beyond two years and a day that does not exist, with the step's message", () => {
      expect(verdict({ ...complete, startDate: '2026-11-24' })).toBe(message);
      expect(verdict({ ...complete, startDate: '2028-11-26' })).toBe(message);
      expect(verdict({ ...complete, startDate: '2027-02-30' })).toBe(message);
      expect(verdict({ ...complete, startDate: '15/01/2027' })).toBe(message);
    });

    it("on the server, accepts a visitor's today in any time zone", () => {
      // 05:00 UTC on the 25th is still the evening of the 24th in Honolulu (UTC-10)
      const server = anyZoneToday(new Date('2026-11-25T05:00:00Z'));
      expect(verdict({ ...complete, startDate: '2026-11-24' }, server)).toBeNull();
      expect(verdict({ ...complete, startDate: '2026-11-23' }, server)).toBe(message);
    });

    it('is required by the required step, not by the date step', () => {
      const withoutDate: Record<string, unknown> = { ...complete, startDate: undefined };
      const required = definition.form.pipeline.find((step) => step.check === 'required');
      expect(verdict(withoutDate)).toBe(required?.message);
    });
  });

  describe('a month (stored as its first day)', () => {
    const message = dateStep('auditMonth').message;

    it('accepts this month up to the same month two years ahead', () => {
      expect(verdict({ ...complete, auditMonth: '2026-11-01' })).toBeNull();
      expect(verdict({ ...complete, auditMonth: '2028-11-01' })).toBeNull();
    });

    it('refuses last month, a month beyond two years, and a day that is not the first', () => {
      expect(verdict({ ...complete, auditMonth: '2026-10-01' })).toBe(message);
      expect(verdict({ ...complete, auditMonth: '2028-12-01' })).toBe(message);
      expect(verdict({ ...complete, auditMonth: '2027-03-15' })).toBe(message);
    });
  });

  it('reports the day as stored and the month in words, under its report label', () => {
    const report = buildReport(definition, { ...complete, auditMonth: '2027-03-01' }, CLOCK);
    const dayLabel = definition.schema.properties['startDate']?.title ?? '';
    const monthLabel = definition.form.report.labels?.['auditMonth'] ?? '';
    expect(report).toContain(`${dayLabel}: 2027-01-15\n`);
    expect(report).toContain(`${monthLabel}: March 2027\n`);
    const timing = definition.form.sections.find((section) => section.fields.includes('startDate'));
    expect(report).toContain(`\n${timing?.title.toUpperCase() ?? 'no section'}\n`);
  });

  it('sends both in the payload, as stored and under their extra keys', () => {
    const payload = buildPayload(definition, { ...complete, auditMonth: '2027-03-01' }, CLOCK);
    expect(payload.answers).toMatchObject({ startDate: '2027-01-15', auditMonth: '2027-03-01' });
    expect(payload).toMatchObject({ start_date: '2027-01-15', audit_month: '2027-03-01' });
  });

  it('keeps real days in a draft and drops a value that is no day', () => {
    expect(keepableAnswers(definition, { startDate: '2027-01-15', auditMonth: '2027-03-01' })).toEqual({
      startDate: '2027-01-15',
      auditMonth: '2027-03-01',
    });
    expect(keepableAnswers(definition, { startDate: '2027-13-01' })).toEqual({});
  });

  it('counts a date as answered only while it passes its step', () => {
    const empty = progressOf(definition, {});
    const tooLate = progressOf(definition, { startDate: '2099-01-01' });
    expect(tooLate.answered).toBe(empty.answered);
    const next = new Date();
    next.setDate(next.getDate() + 7);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    expect(progressOf(definition, { startDate: day }).answered).toBe(empty.answered + 1);
  });

  it('fills sample answers that pass every date step', () => {
    const answers = { ...fullAnswers(definition), consent: true };
    expect(runPipeline(definition, answers)).toEqual({ ok: true });
  });

  it('exports one column per date, as stored, in CSV and JSON', () => {
    const answers = { ...complete, auditMonth: '2027-03-01' };
    const table = exportTable(definition, [
      submissionRecord({ formId: definition.id, answers: JSON.stringify(answers), receivedAt: CLOCK.toISOString() }),
    ]);
    const [header, row] = tableToCsv(table, definition).split(/\r?\n/);
    const columns = header?.split(',') ?? [];
    const cells = row?.split(',') ?? [];
    expect(cells[columns.indexOf('startDate')]).toBe('2027-01-15');
    expect(cells[columns.indexOf('auditMonth')]).toBe('2027-03-01');
    expect(JSON.parse(tableToJson(table))).toMatchObject([{ startDate: '2027-01-15', auditMonth: '2027-03-01' }]);
  });

  describe('a matrix (rows on one scale)', () => {
    const maturity = definition.schema.properties['maturity'];
    const policies = definition.schema.properties['policies'];
    const title = (field: string, row: string) => definition.schema.properties[field]?.properties?.[row]?.title ?? row;
    const required = definition.form.pipeline.find((step) => step.check === 'required');

    it('wants its required rows answered when the required step names it', () => {
      expect(maturity?.required).toEqual(['access']);
      expect(verdict({ ...complete, maturity: { crypto: 3 } })).toBe(required?.message);
      expect(verdict({ ...complete, maturity: { access: 0 } })).toBeNull();
      expect(runPipeline(definition, { ...complete, maturity: {} }, TODAY)).toMatchObject({
        ok: false,
        failure: { field: 'maturity' },
      });
    });

    it('reports every row under the question, unanswered rows with the empty text, levels by their label', () => {
      const answers = { ...complete, maturity: { access: 4, crypto: 1 }, policies: { security: 'approved' } };
      const report = buildReport(definition, answers, CLOCK);
      const empty = definition.form.report.empty;
      expect(report).toContain(
        [
          `${maturity?.title ?? ''}:`,
          `  ${title('maturity', 'access')}: 4`,
          `  ${title('maturity', 'crypto')}: 1`,
          `  ${title('maturity', 'suppliers')}: ${empty}`,
          `${policies?.title ?? ''}:`,
          `  ${title('policies', 'security')}: ${policies?.properties?.['security']?.oneOf?.[2]?.title ?? ''}`,
          `  ${title('policies', 'privacy')}: ${empty}`,
        ].join('\n'),
      );
      expect(report).not.toMatch(/\[object Object\]|[{}]/);
    });

    it('sends the rows answered as one object in the payload', () => {
      const payload = buildPayload(definition, { ...complete, maturity: { access: 4, crypto: 1 } }, CLOCK);
      expect(payload.answers['maturity']).toEqual({ access: 4, crypto: 1 });
    });

    it('keeps rows that fit in a draft, and drops a matrix with an unknown row or a value off the scale', () => {
      expect(keepableAnswers(definition, { maturity: { access: 4 }, policies: { privacy: 'draft' } })).toEqual({
        maturity: { access: 4 },
        policies: { privacy: 'draft' },
      });
      expect(keepableAnswers(definition, { maturity: { access: 9 } })).toEqual({});
      expect(keepableAnswers(definition, { maturity: {}, policies: {} })).toEqual({});
      expect(keepableAnswers(definition, { maturity: { network: 2 } })).toEqual({});
    });

    it('counts as one question, answered once its required rows are', () => {
      const empty = progressOf(definition, {});
      expect(progressOf(definition, { maturity: { crypto: 2 } }).answered).toBe(empty.answered);
      expect(progressOf(definition, { maturity: { access: 2 } }).answered).toBe(empty.answered + 1);
      expect(progressOf(definition, { policies: { privacy: 'draft' } }).answered).toBe(empty.answered + 1);
    });

    it('feeds scoring areas, flags and priority from its rows', () => {
      const low = readinessSnapshot(definition, {
        maturity: { access: 1, crypto: 5 },
        policies: { security: 'draft' },
      });
      expect(low?.areas.map((area) => [area.id, area.score])).toEqual([
        ['controls', 60],
        ['policies', 50],
      ]);
      expect(low?.flags.map((flag) => flag.id)).toEqual(['no-access-control']);
      const high = readinessSnapshot(definition, { maturity: { access: 5 } });
      expect(high?.flags).toEqual([]);
      expect(high?.priority.fit).toBe(0);
    });

    it('exports one column per row, in CSV and JSON', () => {
      const answers = { ...complete, maturity: { access: 4, suppliers: 2 }, policies: { privacy: 'none' } };
      const table = exportTable(definition, [
        submissionRecord({ formId: definition.id, answers: JSON.stringify(answers), receivedAt: CLOCK.toISOString() }),
      ]);
      expect(table.columns).toEqual(
        expect.arrayContaining([
          'maturity.access',
          'maturity.crypto',
          'maturity.suppliers',
          'policies.security',
          'policies.privacy',
        ]),
      );
      expect(table.columns).not.toContain('maturity');
      const [header, row] = tableToCsv(table, definition).split(/\r?\n/);
      const columns = header?.split(',') ?? [];
      const cells = row?.split(',') ?? [];
      expect(cells[columns.indexOf('maturity.access')]).toBe('4');
      expect(cells[columns.indexOf('maturity.crypto')]).toBe('');
      expect(cells[columns.indexOf('policies.privacy')]).toBe('none');
      expect(JSON.parse(tableToJson(table))).toMatchObject([
        { 'maturity.access': 4, 'maturity.crypto': null, 'maturity.suppliers': 2 },
      ]);
    });

    it('names its rows in the privacy notice', () => {
      const fields = collectedFields(definition);
      expect(fields).toContain(
        `${maturity?.title ?? ''} (${['access', 'crypto', 'suppliers'].map((row) => title('maturity', row)).join(', ')})`,
      );
    });

    it('gets sample answers on every row (the workbench, the preview)', () => {
      expect(fullAnswers(definition)['maturity']).toEqual({ access: 3, crypto: 3, suppliers: 3 });
      expect(fullAnswers(definition)['policies']).toEqual({ security: 'draft', privacy: 'draft' });
    });
  });

  describe('a repeating group (a list of records)', () => {
    const sites = definition.schema.properties['sites'];
    const fieldTitle = (id: string) => sites?.items?.properties?.[id]?.title ?? id;
    const countryLabel = (code: string) =>
      sites?.items?.properties?.['country']?.oneOf?.find((option) => option.const === code)?.title ?? code;
    const step = (check: 'count' | 'records') =>
      definition.form.pipeline.find((candidate) => candidate.check === check && candidate.field === 'sites');
    const record = (siteName: string, country: string, headcount?: number) =>
      headcount === undefined ? { siteName, country } : { siteName, country, headcount };
    const max = sites?.maxItems ?? 0;

    it("wants between minItems and maxItems records, each with its required fields, with the steps' messages", () => {
      expect(sites?.minItems).toBe(1);
      expect(verdict({ ...complete, sites: undefined })).toBe(step('count')?.message);
      expect(verdict({ ...complete, sites: [] })).toBe(step('count')?.message);
      const many = Array.from({ length: max + 1 }, (_, index) => record(`Site ${index}`, 'uk'));
      expect(verdict({ ...complete, sites: many })).toBe(step('count')?.message);
      expect(verdict({ ...complete, sites: many.slice(0, max) })).toBeNull();
      expect(verdict({ ...complete, sites: [record('Head office', 'uk'), { siteName: 'Dublin' }] })).toBe(
        step('records')?.message,
      );
      expect(verdict({ ...complete, sites: [{ siteName: '  ', country: 'ie' }] })).toBe(step('records')?.message);
    });

    const answers = { ...complete, sites: [record('Head office', 'uk', 120), record('Pune, "B" wing', 'in')] };

    it('reports one readable line per record, never raw data', () => {
      const report = buildReport(definition, answers, CLOCK);
      expect(report).toContain(
        [
          `${sites?.title ?? ''}:`,
          `  ${fieldTitle('siteName')}: Head office; ${fieldTitle('country')}: ${countryLabel('uk')}; ${fieldTitle('headcount')}: 120`,
          `  ${fieldTitle('siteName')}: Pune, "B" wing; ${fieldTitle('country')}: ${countryLabel('in')}`,
        ].join('\n'),
      );
      expect(report).not.toMatch(/\[object Object\]|[{}]/);
    });

    it('writes the records as a table in the HTML email, escaped', () => {
      const html = leadHtml(
        definition,
        answers,
        submissionRecord({ formId: definition.id, answers: JSON.stringify(answers) }),
        readinessSnapshot(definition, answers),
      );
      const cells = (texts: readonly string[], tag: string) => texts.map((text) => `>${text}</${tag}>`).join('<' + tag);
      expect(html.replace(/<(td|th) [^>]*>/g, '<$1>')).toContain(
        cells([fieldTitle('siteName'), fieldTitle('country'), fieldTitle('headcount')], 'th'),
      );
      expect(html.replace(/<td [^>]*>/g, '<td>')).toContain(cells(['Head office', countryLabel('uk'), '120'], 'td'));
      expect(html.replace(/<td [^>]*>/g, '<td>')).toContain(
        cells(['Pune, &quot;B&quot; wing', countryLabel('in'), ''], 'td'),
      );
      expect(html).not.toMatch(/\[object Object\]|\{&quot;|\{"/);
    });

    it("sends the records as records in the payload's answers, as lines under its extra key", () => {
      const payload = buildPayload(definition, answers, CLOCK);
      expect(payload.answers['sites']).toEqual(answers.sites);
      // an extra key is a plain value: the records as readable lines
      expect((payload as unknown as Record<string, unknown>)['sites']).toBe(
        recordLines(definition, 'sites', answers.sites).join('\n'),
      );
    });

    it('keeps records that fit in a draft, and drops a list with an unknown field or a value that does not fit', () => {
      expect(keepableAnswers(definition, { sites: [{ siteName: 'Leeds' }] })).toEqual({
        sites: [{ siteName: 'Leeds' }],
      });
      expect(keepableAnswers(definition, { sites: [{ siteName: 'Leeds', floor: 3 }] })).toEqual({});
      expect(keepableAnswers(definition, { sites: [{ country: 'mars' }] })).toEqual({});
      expect(keepableAnswers(definition, { sites: [{ headcount: 2.5 }] })).toEqual({});
    });

    it('counts as one question, answered once its records are complete', () => {
      const empty = progressOf(definition, {});
      expect(progressOf(definition, { sites: [{ siteName: 'Leeds' }] }).answered).toBe(empty.answered);
      expect(progressOf(definition, { sites: [record('Leeds', 'uk'), record('Cork', 'ie')] }).answered).toBe(
        empty.answered + 1,
      );
      expect(progressOf(definition, { sites: [record('Leeds', 'uk')] }).total).toBe(empty.total);
    });

    it('feeds a flag from its number of records', () => {
      const flag = definition.form.scoring?.flags.find((candidate) =>
        candidate.when.some((condition) => 'field' in condition && condition.field === 'sites'),
      );
      expect(readinessSnapshot(definition, { sites: [record('Leeds', 'uk')] })?.flags.map((f) => f.id)).toContain(
        flag?.id,
      );
      expect(
        readinessSnapshot(definition, { sites: [record('Leeds', 'uk'), record('Cork', 'ie')] })?.flags.map((f) => f.id),
      ).not.toContain(flag?.id);
      expect(inputScore(definition, { field: 'sites', scale: 'ascending' }, { sites: [record('Leeds', 'uk')] })).toBe(
        0,
      );
      expect(inputScore(definition, { field: 'sites', scale: 'ascending' }, { sites: answers.sites })).toBe(25);
    });

    it('exports the records as one readable cell in CSV, and as records in JSON', () => {
      const table = exportTable(definition, [
        submissionRecord({ formId: definition.id, answers: JSON.stringify(answers), receivedAt: CLOCK.toISOString() }),
      ]);
      expect(table.columns).toContain('sites');
      const csv = tableToCsv(table, definition);
      expect(csv).toContain(
        `"${fieldTitle('siteName')}: Head office; ${fieldTitle('country')}: ${countryLabel('uk')}; ${fieldTitle('headcount')}: 120\n${fieldTitle('siteName')}: Pune, ""B"" wing; ${fieldTitle('country')}: ${countryLabel('in')}"`,
      );
      expect(csv).not.toContain('[object Object]');
      expect(JSON.parse(tableToJson(table))).toMatchObject([{ sites: answers.sites }]);
    });

    it("names the record's fields in the privacy notice", () => {
      expect(collectedFields(definition)).toContain(
        `${sites?.title ?? ''} (${['siteName', 'country', 'headcount'].map(fieldTitle).join(', ')})`,
      );
    });

    it('gets sample records that pass its steps (the workbench, the preview)', () => {
      const sample = fullAnswers(definition)['sites'];
      expect(Array.isArray(sample) && sample.length).toBe(2);
      expect(verdict({ ...complete, sites: sample })).toBeNull();
    });
  });

  describe('a section shown on a condition', () => {
    const section = definition.form.sections.find((candidate) => candidate.when !== undefined);
    if (!section?.when || !section.equals) throw new Error('the example has no conditional section');
    const [field = ''] = section.fields;
    const role = section.when;
    const shows = section.equals[0];
    const other = definition.schema.properties[role]?.oneOf?.find((option) => option.const !== shows)?.const;
    const required = definition.form.pipeline.find((step) => step.check === 'required');

    it('is skipped until the earlier answer matches, then its questions are required', () => {
      expect(verdict({ ...complete })).toBeNull();
      expect(verdict({ ...complete, [role]: other })).toBeNull();
      expect(verdict({ ...complete, [role]: shows })).toBe(required?.message);
      expect(verdict({ ...complete, [role]: shows, [field]: 'Cloud host, mail provider' })).toBeNull();
    });

    it('leaves no answer, no report lines and no heading behind when skipped', () => {
      const answers = { ...complete, [role]: other, [field]: 'typed before changing the answer' };
      expect(buildPayload(definition, answers, CLOCK).answers).not.toHaveProperty(field);
      const report = buildReport(definition, answers, CLOCK);
      expect(report).not.toContain(section.title.toUpperCase());
      expect(report).not.toContain('typed before changing the answer');
      const shown = buildReport(definition, { ...answers, [role]: shows }, CLOCK);
      expect(shown).toContain(`${section.title.toUpperCase()}\n`);
      expect(shown).toContain('typed before changing the answer');
    });

    it('is neither counted in progress nor a funnel step while skipped', () => {
      const skipped = progressOf(definition, { [role]: other });
      const shown = progressOf(definition, { [role]: shows });
      expect(skipped.skippedSections).toEqual([section.id]);
      expect(shown.skippedSections).toEqual([]);
      expect(shown.total).toBe(skipped.total + section.fields.length);
      const last = definition.form.sections.at(-2);
      const lastField = last?.fields[0] ?? '';
      const answered = { [role]: other, [lastField]: fullAnswers(definition)[lastField] };
      expect(reachedSteps(definition, answered, 'attempted')).not.toContain(`section:${section.id}`);
      expect(reachedSteps(definition, { ...answered, [role]: shows }, 'attempted')).toContain(`section:${section.id}`);
    });
  });

  it("writes every shape readably in the firm's HTML email", () => {
    const role = definition.form.sections.find((section) => section.when !== undefined);
    const answers = {
      ...complete,
      auditMonth: '2027-03-01',
      maturity: { access: 4 },
      policies: { privacy: 'draft' },
      [role?.when ?? '']: 'controller',
    };
    const html = leadHtml(
      definition,
      answers,
      submissionRecord({ formId: definition.id, answers: JSON.stringify(answers) }),
      readinessSnapshot(definition, answers),
    );
    const rows = definition.schema.properties['maturity']?.properties ?? {};
    const grid = html.replace(/<td [^>]*>/g, '<td>').replace(/<span [^>]*>/g, '<span>');
    expect(grid).toContain(`<td>${rows['access']?.title ?? ''}</td><td>4</td>`);
    expect(grid).toContain(
      `<td>${rows['crypto']?.title ?? ''}</td><td><span>${definition.form.report.empty}</span></td>`,
    );
    expect(html).toContain('March 2027');
    expect(html).not.toContain(role?.title ?? 'no conditional section');
    expect(html).not.toMatch(/\[object Object\]|\{&quot;|\{"/);
  });
});
