import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewLines } from '../../scripts/schemas-check.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../src/questionnaire/scoring.ts';
import { BASE_FORM_DIR, baseDefinition, baseScoring } from '../support/fixture-catalogue.ts';

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
    const base = baseDefinition();
    // Cast: the scoring block is JSON as form.json holds it, checked by the catalogue check's own tests.
    const definition = { ...base, form: { ...base.form, scoring: baseScoring() } } as unknown as FormDefinition;
    const answers = fullAnswers(definition);
    const text = previewLines(definition, answers, 'the full sample answers', CLOCK).join('\n');
    const snapshot = readinessSnapshot(definition, buildPayload(definition, answers, CLOCK).answers);
    expect(snapshot).not.toBeNull();
    expect(text).toContain(`--- Readiness snapshot (after the report) ---\n${snapshot ? snapshotText(snapshot) : '-'}`);
    expect(previewLines(base, answers, 'x', CLOCK).join('\n')).not.toContain('Readiness snapshot');
  });

  it('fills in the defaults the form starts with (a slider at its preset)', () => {
    const text = previewLines(baseDefinition(), { name: 'Asha' }, 'test answers', CLOCK).join('\n');
    expect(text).toContain('How urgent is it?: 3');
  });

  it('runs as a command for any form of the catalogue, and refuses an unknown one', () => {
    const script = path.resolve('scripts/schemas-check.ts');
    // The fixture catalogue (one form, "fixture"), read as the catalogue through CATALOGUE_DIR.
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [script, ...args], {
        encoding: 'utf8',
        env: { ...process.env, CATALOGUE_DIR: path.dirname(BASE_FORM_DIR) },
      });
    const ok = run('--preview', 'fixture', '--minimal');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^Preview of fixture \(\/fixture-questionnaire\) with the minimal sample answers/);
    const unknown = run('--preview', 'fixtur');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^schemas:check: No form "fixtur" in the catalogue \(forms: fixture\)/);
  });
});
