/**
 * Visitor text that reaches the firm: an email address is exactly one plain mailbox (the same
 * check in the browser and on the server), and no answer can forge a line of the emailed report.
 */
import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { isEmailAddress, runPipeline } from '../../src/questionnaire/pipeline.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { questionTitle } from '../support/catalogue-words.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);

describe('email addresses', () => {
  it.each([
    'a@b.co',
    'jane.doe+iso@example.org',
    "o'brien@example.ie",
    'a!b#c$d%e&f*g=h?i^j_k`l{m|n}o~p-q/r@example.org',
    'josé@exämple.de',
    'x@münchen.de',
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    ['a display name with brackets', 'Support<attacker@evil.example>'],
    ['brackets alone', '<attacker@evil.example>'],
    ['two addresses with a comma', 'a,b@evil.example'],
    ['two addresses with a semicolon', 'a;b@evil.example'],
    ['a quoted local part', '"a b"@example.org'],
    ['a space', 'a b@example.org'],
    ['a NUL byte', 'a\u0000@example.org'],
    ['a line break', 'a@example.org\r\nBcc: x@evil.example'],
    ['a right-to-left override', 'a\u202E@example.org'],
    ['a zero-width space', 'a\u200B@example.org'],
    ['a colon', 'a:b@example.org'],
    ['a bracketed domain', 'a@[127.0.0.1]'],
    ['a backslash', 'a\\b@example.org'],
    ['the shape check still applies', 'a@b'],
  ])('refuses %s', (_name, address) => expect(isEmailAddress(address)).toBe(false));

  it("the pipeline refuses them with the form's own email message", () => {
    const contact = form('contact');
    const step = contact.form.pipeline.find((candidate) => candidate.check === 'email');
    const verdict = runPipeline(contact, { name: 'Eve', email: 'Support<attacker@evil.example>', message: 'Hi' });
    expect(verdict).toEqual({ ok: false, failure: { field: 'email', code: 'email', message: step?.message } });
    expect(runPipeline(contact, { name: 'Eve', email: 'eve@example.org', message: 'Hi' })).toEqual({ ok: true });
  });
});

describe('answers in the emailed report', () => {
  const contact = form('contact');
  const clock = new Date('2026-11-23T10:00:00.000Z');
  // The labels the report shows, read from the form: a forged line copies one of them.
  const label = (field: string) => contact.form.report.labels?.[field] ?? questionTitle(contact, field);
  const [name, email, message] = [label('name'), label('email'), label('message')];

  it('a single-line answer cannot start a line: its line breaks become spaces', () => {
    const report = buildReport(
      contact,
      { name: `Eve\r\n${email}: boss@firm.example\u2028Phone\u0085x`, email: 'eve@example.org', message: 'Hi' },
      clock,
    );
    expect(report).toContain(`${name}: Eve ${email}: boss@firm.example Phone x\n`);
    expect(report.split('\n').filter((line) => line.startsWith(`${email}:`))).toEqual([`${email}: eve@example.org`]);
  });

  it('a multi-line answer is indented under its label, every line of it', () => {
    const report = buildReport(
      contact,
      { name: 'Eve', email: 'eve@example.org', message: `First line\r\n${email}: boss@firm.example\n\nLast` },
      clock,
    );
    expect(report).toContain(`${message}:\n  First line\n  ${email}: boss@firm.example\n  \n  Last\n`);
    expect(report.split('\n').filter((line) => line.startsWith(`${email}:`))).toHaveLength(1);
  });

  it('a one-line message stays on the label line', () => {
    expect(buildReport(contact, { name: 'Eve', email: 'eve@example.org', message: 'Hello' }, clock)).toContain(
      `${message}: Hello\n`,
    );
  });
});
