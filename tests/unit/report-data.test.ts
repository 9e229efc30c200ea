import { parseDocument, DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { leadReport, type ReportItem } from '../../src/questionnaire/report-data.ts';
import { buildReport, reportText } from '../../src/questionnaire/report.ts';
import { readinessSnapshot } from '../../src/questionnaire/scoring.ts';
import { reportRows } from '../../src/server/mail/report-html.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';

// The report as data, drawn by the text report and the email's HTML part, on the example form of
// every question shape (tests/fixtures/schemas/shapes).
const [shapes] = loadCatalogue(SHAPES_CATALOGUE_DIR);
if (!shapes) throw new Error('the shapes example form did not load');
const definition: FormDefinition = shapes;
const CLOCK = new Date('2026-11-25T09:30:00.000Z');
const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
const props = definition.schema.properties;
const optionTitle = (field: string, value: string) =>
  props[field]?.items?.oneOf?.find((option) => option.const === value)?.title ?? value;
const siteField = (id: string) => props['sites']?.items?.properties?.[id];

const answers = {
  name: 'Kiran',
  email: 'kiran@example.org',
  company: `Acme ${HOSTILE}`,
  services: ['gap-analysis', 'training'],
  maturity: { access: 4, suppliers: 2 },
  sites: [
    { siteName: `Head office ${HOSTILE}`, country: 'uk', headcount: 120 },
    { siteName: 'Pune', country: 'in' },
  ],
  consent: true,
  retiredQuestion: 'kept from an earlier version',
};
const report = leadReport(definition, answers, CLOCK);
const items = report.sections.flatMap((section) => section.items);
const item = (field: string): ReportItem | undefined => items.find((each) => each.field === field);

describe('the structured report', () => {
  it('is what the text report is drawn from, byte for byte', () => {
    expect(reportText(report)).toBe(buildReport(definition, answers, CLOCK));
    expect(report.submittedAt).toBe(CLOCK.toISOString());
  });

  it('keeps several choices as a list of their labels', () => {
    expect(item('services')?.answer).toEqual({
      kind: 'choices',
      items: [optionTitle('services', 'gap-analysis'), optionTitle('services', 'training')],
    });
  });

  it('keeps a matrix as its rows, an unanswered row as null', () => {
    const rows = props['maturity']?.properties ?? {};
    expect(item('maturity')?.answer).toEqual({
      kind: 'matrix',
      rows: [
        { title: rows['access']?.title, answer: '4' },
        { title: rows['crypto']?.title, answer: null },
        { title: rows['suppliers']?.title, answer: '2' },
      ],
      empty: definition.form.report.empty,
    });
  });

  it('keeps records as a table: the fields as columns, one row per record', () => {
    const answer = item('sites')?.answer;
    if (answer?.kind !== 'records') throw new Error('the sites are no records');
    expect(answer.columns).toEqual(['siteName', 'country', 'headcount'].map((id) => siteField(id)?.title));
    const country = (code: string) => siteField('country')?.oneOf?.find((option) => option.const === code)?.title;
    expect(answer.rows).toEqual([
      [`Head office ${HOSTILE}`, country('uk'), '120'],
      ['Pune', country('in'), null],
    ]);
  });

  it('marks a question left unanswered with the form’s words for it', () => {
    expect(item('auditMonth')?.answer).toEqual({ kind: 'empty', text: definition.form.report.empty });
    expect(item('otherService')).toBeUndefined();
  });

  it('carries the consent line, the answers its version does not place and the snapshot', () => {
    expect(report.consent).toBe(true);
    expect(report.others).toEqual([{ key: 'retiredQuestion', text: 'kept from an earlier version' }]);
    expect(report.snapshot).toEqual(readinessSnapshot(definition, answers));
  });
});

describe('the report in the lead email’s HTML', () => {
  const html = `<table>${reportRows(report).join('\n')}</table>`;
  const document = parseDocument(html);
  const all = (name: string) => DomUtils.findAll((element) => element.name === name, document.children);
  const text = (element: Parameters<typeof DomUtils.textContent>[0]) => DomUtils.textContent(element);

  it('keeps whatever a visitor typed as text', () => {
    expect(all('script')).toEqual([]);
    expect(all('img')).toEqual([]);
    expect(html).toContain('Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x');
    expect(DomUtils.textContent(document)).toContain(`Acme ${HOSTILE}`);
  });

  it('lists several choices, draws a matrix as a grid and records as a table', () => {
    expect(all('li').map(text)).toEqual([optionTitle('services', 'gap-analysis'), optionTitle('services', 'training')]);
    const rows = all('tr').map((row) => DomUtils.getChildren(row).map(text));
    const matrix = props['maturity']?.properties ?? {};
    expect(rows).toContainEqual([matrix['access']?.title, '4']);
    expect(rows).toContainEqual([matrix['crypto']?.title, definition.form.report.empty]);
    expect(rows).toContainEqual(['siteName', 'country', 'headcount'].map((id) => siteField(id)?.title));
    expect(rows).toContainEqual(['Pune', siteField('country')?.oneOf?.[3]?.title, '']);
  });

  it('names the questions left unanswered on one line per section, with their count', () => {
    const timing = report.sections.find((section) => section.items.some((each) => each.field === 'auditMonth'));
    const unanswered = timing?.items.filter((each) => each.answer.kind === 'empty') ?? [];
    expect(unanswered.length).toBeGreaterThan(0);
    expect(DomUtils.textContent(document)).toContain(
      `Not answered (${unanswered.length}): ${unanswered.map((each) => each.label).join('; ')}`,
    );
  });

  it('ends with the answers the form version does not place, under their keys', () => {
    const body = DomUtils.textContent(document);
    expect(body.indexOf('Other answers')).toBeGreaterThan(body.indexOf(report.sections.at(-1)?.title ?? '-'));
    expect(body).toContain('retiredQuestionkept from an earlier version');
  });
});
