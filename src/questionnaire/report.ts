/**
 * The plain-text report the firm receives: every answer grouped by section under its visible
 * label, with the submission time; empty optional answers get the form's default texts. Drawn from
 * the report's structure (report-data.ts), as the email's HTML part and the desk's pages are.
 */
import type { Answers, FormDefinition } from './definition.ts';
import { answerText, leadReport, reportAnswer, type LeadReport } from './report-data.ts';

export { otherAnswers, plainText } from './report-data.ts';

/** One answer in plain text, as the report shows it. */
export function formatValue(definition: FormDefinition, field: string, value: unknown): string {
  return answerText(reportAnswer(definition, field, value));
}

/** Every character a mail program may show as a line break. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * One answer under its label. A visitor's text never starts a line of its own: single-line
 * answers lose their line breaks, multi-line answers are indented under the label.
 */
function answerLines(label: string, value: string, multiLine: boolean): string {
  if (!multiLine) return `${label}: ${value.replace(LINE_BREAK, ' ')}`;
  const answerRows = value.split(LINE_BREAK);
  return answerRows.length === 1
    ? `${label}: ${value}`
    : `${label}:\n${answerRows.map((row) => `  ${row}`).join('\n')}`;
}

/** A structured report as the plain text the firm's email carries. */
export function reportText(report: LeadReport): string {
  const lines: string[] = [report.title, `Submitted: ${report.submittedAt}`];
  for (const section of report.sections) {
    lines.push('', section.title.toUpperCase(), '-'.repeat(Math.min(section.title.length, 60)));
    for (const item of section.items) lines.push(answerLines(item.label, answerText(item.answer), item.multiLine));
  }
  if (report.consent !== null) lines.push('', `Consent to be contacted: ${report.consent ? 'Yes' : 'No'}`);
  if (report.others.length > 0) {
    lines.push('', 'OTHER ANSWERS', '-------------');
    for (const { key, text } of report.others) lines.push(answerLines(key, text, false));
  }
  return `${lines.join('\n')}\n`;
}

export function buildReport(definition: FormDefinition, answers: Answers, submittedAt: Date): string {
  return reportText(leadReport(definition, answers, submittedAt));
}
