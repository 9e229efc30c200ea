import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewLines } from '../../scripts/schemas-check.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../src/questionnaire/scoring.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';

const CLOCK = new Date('2025-09-01T09:30:00.000Z');

describe('npm run schemas:check -- --preview <form>', () => {
  it('prints the subject, the emailed report and the payload of sample answers', () => {
    const definition = baseDefinition();
    const answers = fullAnswers(definition);
    const text = previewLines(definition, answers, 'the full sample answers', CLOCK).join('\n');
    expect(text).toContain(
      'Subject: 🧪 New Fixture Questionnaire: Sample answer for name\nReply-To: jane.doe@example.org',
    );
    expect(text).toContain(`--- Email body (the report) ---\n${buildReport(definition, answers, CLOCK).trimEnd()}\n`);
    const json = text.slice(text.indexOf('--- Payload (the JSON the form posts) ---\n') + 42);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(buildPayload(definition, answers, CLOCK))));
  });

  it('prints the readiness snapshot of a form with a scoring block, after the report', () => {
    const definition = loadCatalogue().find((candidate) => candidate.id === 'iso27001');
    if (!definition) throw new Error('no iso27001');
    const answers = fullAnswers(definition);
    const text = previewLines(definition, answers, 'the full sample answers', CLOCK).join('\n');
    const snapshot = readinessSnapshot(definition, buildPayload(definition, answers, CLOCK).answers);
    expect(text).toContain(`--- Readiness snapshot (after the report) ---\n${snapshot ? snapshotText(snapshot) : '-'}`);
    expect(previewLines(baseDefinition(), answers, 'x', CLOCK).join('\n')).not.toContain('Readiness snapshot');
  });

  it('fills in the defaults the form starts with (a slider at its preset)', () => {
    const text = previewLines(baseDefinition(), { name: 'Asha' }, 'test answers', CLOCK).join('\n');
    expect(text).toContain('How urgent is it?: 3');
  });

  it('runs as a command for any form of the catalogue, and refuses an unknown one', () => {
    const script = path.resolve('scripts/schemas-check.ts');
    const ok = spawnSync(process.execPath, [script, '--preview', 'contact', '--minimal'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^Preview of contact \(\/contact\) with the minimal sample answers/);
    const unknown = spawnSync(process.execPath, [script, '--preview', 'iso2700'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^schemas:check: No form "iso2700" in the catalogue \(forms: contact, /);
  });
});
