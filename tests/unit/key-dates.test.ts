/**
 * The dates the site's text is written around (src/content/key-dates.ts): each is stated once, as the
 * law sets it, and a questionnaire names it as {date:<name>} instead of typing it out; the DPDP
 * questionnaire's timeline is written around the day most obligations apply, and its readiness
 * snapshot treats a plan that ends after that day as a finding.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/content/blog/freshness.ts';
import { dayText, keyDates, keyDateText } from '../../src/content/key-dates.ts';
import { readCatalogue } from '../../src/questionnaire/catalogue/check/index.ts';
import { CATALOGUE_DIR, formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { readinessSnapshot } from '../../src/questionnaire/scoring.ts';
import { fixtureCatalogue, type FixtureCatalogue } from '../support/fixture-catalogue.ts';

const made: FixtureCatalogue[] = [];
afterEach(() => made.splice(0).forEach((catalogue) => catalogue.remove()));

describe('the DPDP date', () => {
  it('is the day the DPDP Rules 2025 make most obligations apply: 18 months after their notification', () => {
    // As the law states it: Rules notified on 13 November 2025, most obligations from 13 May 2027.
    const notified = '2025-11-13';
    expect(keyDates.dpdpMostObligations.date).toBe('2027-05-13');
    expect(keyDates.dpdpMostObligations.date).toBe(addMonths(notified, 18));
    expect(keyDateText('dpdpMostObligations')).toBe('13 May 2027');
  });
});

/** Every text file of the content modules and the catalogue, by path. */
function textFiles(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('one source for each key date', () => {
  it('no form and no content module types a key date out: forms name it, modules read it', () => {
    const files = [
      ...textFiles(CATALOGUE_DIR, /\.json$/),
      ...textFiles('src/content', /\.ts$/).filter((file) => path.basename(file) !== 'key-dates.ts'),
    ];
    for (const { date } of Object.values(keyDates)) {
      for (const file of files) {
        const text = fs.readFileSync(file, 'utf8');
        expect(text, file).not.toContain(dayText(date));
        expect(text, file).not.toContain(date);
      }
    }
  });

  it("fills {date:<name>} in with the date's text wherever a form's text holds it", async () => {
    const catalogue = await fixtureCatalogue({
      tiny: [
        { file: 'schema.json', pointer: '/properties/topic/oneOf/0/title', value: 'Before {date:deadline}' },
        { file: 'ui.json', pointer: '/topic/ui:help', value: 'The rules apply from {date:deadline}.' },
      ],
    });
    made.push(catalogue);
    const { problems, definitions } = readCatalogue(catalogue.dir, { dates: { deadline: '1 June 2030' } });
    expect(problems).toEqual([]);
    const [definition] = definitions;
    expect(definition?.schema.properties['topic']?.oneOf?.[0]?.title).toBe('Before 1 June 2030');
    expect((definition?.ui['topic'] as { 'ui:help'?: string } | undefined)?.['ui:help']).toBe(
      'The rules apply from 1 June 2030.',
    );
  });

  it('names a misspelt date at the string that holds it, with the nearest name', async () => {
    const catalogue = await fixtureCatalogue({
      tiny: [{ file: 'ui.json', pointer: '/topic/ui:help', value: 'From {date:dedline}.' }],
    });
    made.push(catalogue);
    const { problems } = readCatalogue(catalogue.dir, { dates: { deadline: '1 June 2030' } });
    expect(problems).toEqual([
      {
        file: catalogue.shown('tiny', 'ui.json'),
        pointer: '/topic/ui:help',
        message: expect.stringContaining('"{date:dedline}" names no key date: did you mean "{date:deadline}"?'),
      },
    ]);
  });
});

describe('the DPDP timeline', () => {
  const dpdp = formById(loadCatalogue(), 'dpdp');
  const scoring = dpdp?.form.scoring;
  const options = dpdp?.schema.properties['targetTimeline']?.oneOf ?? [];
  // Option codes (stored values, not wording): plans that end after the date, and the one before it.
  const endsAfter = ['within-6-months-after', 'later'];
  const before = 'before-obligations-apply';

  it('offers timelines set against the day most obligations apply', () => {
    expect(options.map((option) => option.const)).toEqual(expect.arrayContaining([before, ...endsAfter]));
    for (const code of [before, ...endsAfter]) {
      expect(options.find((option) => option.const === code)?.title).toContain(keyDateText('dpdpMostObligations'));
    }
  });

  it('treats a plan that ends after that day as a finding and an urgent lead, not a low-urgency one', () => {
    if (!dpdp || !scoring?.priority) throw new Error('the dpdp form has no priority block');
    const onTime = readinessSnapshot(dpdp, { targetTimeline: before });
    for (const code of endsAfter) {
      const late = readinessSnapshot(dpdp, { targetTimeline: code });
      const raised = late?.flags.filter((flag) => !onTime?.flags.some((other) => other.id === flag.id)) ?? [];
      expect(raised, code).toHaveLength(1);
      expect(raised[0]?.message, code).toContain(keyDateText('dpdpMostObligations'));
      expect(late?.priority.urgency, code).toBeGreaterThanOrEqual(scoring.priority.high);
    }
  });

  it('still reports and scores a lead stored with options it no longer offers, printing what was stored', () => {
    if (!dpdp) throw new Error('no dpdp form');
    const stored = { targetTimeline: 'medium-term-12-months', dataTypes: ['Sensitive personal data'] };
    expect(readinessSnapshot(dpdp, stored)?.priority.urgency).toBeNull();
    const report = buildReport(dpdp, stored, new Date('2026-06-01T10:00:00Z'));
    expect(report).toContain('medium-term-12-months');
    expect(report).toContain('Sensitive personal data');
  });
});
