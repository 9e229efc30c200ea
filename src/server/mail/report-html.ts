/**
 * The report's answers as email HTML (the lead email's HTML part): each section's questions with
 * their answers beside them, several choices as a list, a matrix as a small grid, records as a
 * table, the questions left unanswered named on one line, then the consent line and any answers
 * the form version does not place. Every text escaped.
 */
import type { LeadReport, ReportAnswer, ReportItem } from '../../questionnaire/report-data.ts';
import { escapedLines, escapeHtml, fieldRow, headingRow, textRow } from './html.ts';

const MUTED = 'color:#6b7280';
const CELL = 'padding:2px 8px 2px 0;border-bottom:1px solid #e5e7eb;vertical-align:top';

function table(rows: readonly string[]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** One answer as HTML, in its shape. */
export function answerHtml(answer: ReportAnswer): string {
  switch (answer.kind) {
    case 'text':
      return escapedLines(answer.text);
    case 'empty':
      return `<span style="${MUTED}">${escapeHtml(answer.text)}</span>`;
    case 'choices':
      return `<ul style="margin:0;padding-left:18px">${answer.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'matrix':
      return table(
        answer.rows.map(
          (row) =>
            `<tr><td style="${CELL};${MUTED}">${escapeHtml(row.title)}</td><td style="${CELL}">${
              row.answer === null ? `<span style="${MUTED}">${escapeHtml(answer.empty)}</span>` : escapeHtml(row.answer)
            }</td></tr>`,
        ),
      );
    case 'records':
      return table([
        `<tr>${answer.columns.map((column) => `<th align="left" style="${CELL};${MUTED};font-weight:normal">${escapeHtml(column)}</th>`).join('')}</tr>`,
        ...answer.rows.map(
          (row) => `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell ?? '')}</td>`).join('')}</tr>`,
        ),
      ]);
  }
}

function unansweredRow(items: readonly ReportItem[]): string[] {
  if (items.length === 0) return [];
  const labels = items.map((item) => item.label).join('; ');
  return [textRow(`<span style="${MUTED}">Not answered (${items.length}): ${escapeHtml(labels)}</span>`)];
}

/** The report's sections, consent line and other answers as rows of the email's table. */
export function reportRows(report: LeadReport): string[] {
  const rows: string[] = [];
  for (const section of report.sections) {
    rows.push(headingRow(section.title));
    const answered = section.items.filter((item) => item.answer.kind !== 'empty');
    for (const item of answered) rows.push(fieldRow(item.label, answerHtml(item.answer)));
    rows.push(...unansweredRow(section.items.filter((item) => item.answer.kind === 'empty')));
  }
  if (report.consent !== null) rows.push(textRow(`Consent to be contacted: ${report.consent ? 'Yes' : 'No'}`));
  if (report.others.length > 0) {
    rows.push(headingRow('Other answers'));
    for (const { key, text } of report.others) rows.push(fieldRow(key, escapedLines(text)));
  }
  return rows;
}
