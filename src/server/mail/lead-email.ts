/**
 * The email the firm receives for a submission: from the firm's own address, the visitor in
 * Reply-To, the form's subject (emoji prefix and name). Multipart: the plain-text part is the
 * stored report unchanged, then the readiness snapshot and the submission reference; the
 * HTML part shows the contact, the priority, the readiness areas as bars, the flags, then the
 * report's sections (report-html.ts). The Message-ID is derived from the submission id, so a duplicate delivery is
 * recognisable.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { buildSubject } from '../../questionnaire/payload.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { submissionReference } from '../../questionnaire/reference.ts';
import { formatValue } from '../../questionnaire/report.ts';
import { labelOf, leadReport } from '../../questionnaire/report-data.ts';
import { coverage, readinessSnapshot, snapshotText, type ReadinessSnapshot } from '../../questionnaire/scoring.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { replyDueAt, replyWithin } from '../../content/reply-promise.ts';
import { escapedLines, escapeHtml, fieldRow, headingRow, htmlDocument, textRow } from './html.ts';
import { receivedText, type MailMessage } from './message.ts';
import { reportRows } from './report-html.ts';

/** No line break may reach a header, whatever a visitor typed. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

const PRIORITY_COLOURS = { high: '#b91c1c', medium: '#b45309', low: '#4b5563' } as const;

/** A bar 140 px wide (it fits a phone), filled to the score, as table cells (mail programs draw no gradients). */
function bar(score: number): string {
  const filled = Math.round(Math.min(100, Math.max(0, score)) * 1.4);
  const cell = (width: number, colour: string) =>
    width > 0
      ? `<td width="${width}" style="width:${width}px;height:10px;background:${colour};font-size:0;line-height:0">&nbsp;</td>`
      : '';
  return `<table role="presentation" width="140" cellpadding="0" cellspacing="0" border="0" style="width:140px;border-collapse:collapse"><tr>${cell(filled, '#2563eb')}${cell(140 - filled, '#e5e7eb')}</tr></table>`;
}

function snapshotRows(snapshot: ReadinessSnapshot): string[] {
  const { priority } = snapshot;
  const factor = (name: string, score: number | null) => `${name} ${score === null ? 'not answered' : `${score}%`}`;
  const rows = [
    headingRow('Readiness snapshot'),
    fieldRow(
      'Priority',
      `<span data-priority="${priority.level}" style="display:inline-block;padding:2px 10px;border-radius:10px;background:${PRIORITY_COLOURS[priority.level]};color:#ffffff;font-weight:bold">${priority.level.toUpperCase()}</span> <span style="color:#4b5563">${escapeHtml([factor('urgency', priority.urgency), factor('budget', priority.budget), factor('fit', priority.fit)].join(', '))}</span>`,
    ),
    fieldRow(
      'Overall readiness',
      `<strong data-overall="${snapshot.overall ?? ''}">${snapshot.overall === null ? 'not answered' : `${snapshot.overall}%`}</strong>${escapeHtml(coverage(snapshot))}`,
    ),
    ...snapshot.areas.map((area) =>
      fieldRow(
        area.title,
        area.score === null
          ? `<span data-area="${escapeHtml(area.id)}" data-score="">not answered</span>`
          : `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td>${bar(area.score)}</td><td style="padding-left:8px" data-area="${escapeHtml(area.id)}" data-score="${area.score}">${area.score}%</td></tr></table>`,
      ),
    ),
  ];
  if (snapshot.flags.length > 0) {
    rows.push(headingRow('Flags'));
    rows.push(
      ...snapshot.flags.map((flag) =>
        textRow(`<span data-flag="${escapeHtml(flag.id)}">&#9873; ${escapeHtml(flag.message)}</span>`, 'color:#92400e'),
      ),
    );
  }
  if (snapshot.missing.length > 0) {
    rows.push(
      textRow(
        `<span style="color:#4b5563">Not answered: ${escapeHtml(snapshot.missing.map((item) => item.label).join('; '))}</span>`,
      ),
    );
  }
  return rows;
}

/** When the firm promised to answer this visitor, for the lead email: "Reply due by <time> (within <promise>)". */
function replyDueLine(submission: StoredSubmission): string {
  return `Reply due by ${receivedText(replyDueAt(submission.receivedAt))} (within ${replyWithin})`;
}

export function leadHtml(
  definition: FormDefinition,
  answers: Record<string, unknown>,
  submission: StoredSubmission,
  snapshot: ReadinessSnapshot | null,
): string {
  const { payload, report } = definition.form;
  const contact = [payload.name, payload.email, ...(payload.company ? [payload.company] : [])].map((field) =>
    fieldRow(labelOf(definition, field), escapedLines(formatValue(definition, field, answers[field]))),
  );
  return htmlDocument(report.title, [
    `<tr><td colspan="2" style="padding:20px 24px 4px;font-size:20px;font-weight:bold;color:#111827">${escapeHtml(report.title)}</td></tr>`,
    textRow(
      `<span style="color:#4b5563">Reference <strong data-reference>${escapeHtml(submissionReference(submission.id))}</strong> &middot; received ${escapeHtml(receivedText(submission.receivedAt))} &middot; <span data-reply-due>${escapeHtml(replyDueLine(submission))}</span></span>`,
    ),
    ...contact,
    ...(snapshot ? snapshotRows(snapshot) : []),
    ...reportRows(leadReport(definition, answers, new Date(submission.receivedAt))),
    textRow('&nbsp;'),
  ]);
}

export function leadEmail(
  definition: FormDefinition,
  submission: StoredSubmission,
  from: string,
  to: string,
): MailMessage {
  const answers = JSON.parse(submission.answers) as Record<string, unknown>;
  const visitor = answers[definition.form.payload.email];
  const domain = from.split('@')[1] ?? 'localhost';
  const snapshot = readinessSnapshot(definition, answers);
  const reference = submissionReference(submission.id);
  return {
    from,
    to,
    ...(isEmailAddress(visitor) ? { replyTo: visitor } : {}),
    subject: headerSafe(buildSubject(definition, answers)),
    text: `${submission.report}${snapshot ? `\n${snapshotText(snapshot)}` : ''}\nReference: ${reference}\n${replyDueLine(submission)}\n`,
    html: leadHtml(definition, answers, submission, snapshot),
    messageId: `<submission-${submission.id}@${domain}>`,
    date: new Date(submission.receivedAt),
    headers: { 'X-Submission-Id': submission.id, 'X-Submission-Reference': reference, 'X-Form-Id': definition.id },
  };
}
