/** The commands that read the leads: `list` (the most recent, one line each) and `show` (one in full). */
import { formatValue, otherAnswers, plainText } from '../../questionnaire/report.ts';
import { UNRECORDED_VERSION } from '../../questionnaire/versions.ts';
import { readinessSnapshot, snapshotText } from '../../questionnaire/scoring.ts';
import type { LeadSummary, OutboxJob } from '../storage/store.ts';
import type { FormVersions } from '../submissions/form-versions.ts';
import { LeadsError, type VersionedContext } from './context.ts';
import { answerColumns } from './export.ts';
import { formatTable } from './output.ts';
import { terminalSafe } from './terminal.ts';

/** The lead's priority from its version's scoring block; '-' for a form without one (contact). */
async function priorityOf(versions: FormVersions, lead: LeadSummary): Promise<string> {
  const definition = await versions.of(lead);
  const snapshot = definition
    ? readinessSnapshot(definition, JSON.parse(lead.answers) as Record<string, unknown>)
    : null;
  return snapshot ? snapshot.priority.level : '-';
}

export async function list(context: VersionedContext, limit: number): Promise<void> {
  const leads = await context.store.listSubmissions(limit);
  if (leads.length === 0) {
    context.out('No submissions.\n');
    return;
  }
  context.out(
    formatTable(
      ['ID', 'FORM', 'RECEIVED', 'STATUS', 'PRIORITY', 'DELIVERY'],
      await Promise.all(
        leads.map(async (lead) => [
          lead.id,
          lead.formId,
          lead.receivedAt,
          lead.status,
          await priorityOf(context.versions, lead),
          lead.delivery,
        ]),
      ),
    ),
  );
  if (leads.length === limit) context.out(`(the ${limit} most recent; --limit N shows more)\n`);
}

/** The version a lead was answered on: its name, or why there is none. */
function versionText(version: string | null): string {
  return version === null || version === UNRECORDED_VERSION
    ? 'unrecorded (received before versions were kept)'
    : version;
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n    ');
}

function jobsTable(jobs: readonly OutboxJob[]): string {
  if (jobs.length === 0) return 'none (spam is never delivered)\n';
  return formatTable(
    ['KIND', 'STATUS', 'ATTEMPTS', 'NEXT ATTEMPT', 'SENT', 'LAST ERROR'],
    jobs.map((job) => [
      job.kind,
      job.status,
      String(job.attempts),
      job.status === 'pending' ? job.nextAttemptAt : '-',
      job.sentAt ?? '-',
      (job.lastError ?? '-').replace(/\s+/g, ' '),
    ]),
  );
}

export async function show(context: VersionedContext, id: string): Promise<void> {
  const submission = await context.store.getSubmission(id);
  if (!submission) throw new LeadsError(`No submission with id "${id}".`);
  const definition = await context.versions.of(submission);
  const jobs = await context.store.jobsOf(id);
  const lines = [
    `Submission ${submission.id}`,
    `Form:            ${submission.formId}${definition ? ` (${definition.form.title})` : ' (no longer in the catalogue)'}`,
    `Form version:    ${versionText(submission.formVersion)}`,
    `Received:        ${submission.receivedAt}`,
    `Status:          ${submission.status}`,
    `Consent given:   ${submission.consentAt ?? '-'}`,
    `Consent text:    ${submission.consentText ?? '-'}`,
    `Privacy notice:  ${submission.noticeVersion ?? '-'}`,
    ...(submission.marketingAt
      ? [
          `Marketing given: ${submission.marketingAt}`,
          `Marketing text:  ${submission.marketingText ?? '-'}`,
          `Marketing withdrawn: ${submission.marketingWithdrawnAt ?? '-'}`,
        ]
      : []),
    `IP prefix:       ${submission.ipPrefix ?? '-'}`,
    `Idempotency key: ${submission.idempotencyKey ?? '-'}`,
    '',
    'ANSWERS',
  ];
  const answers = JSON.parse(submission.answers) as Record<string, unknown>;
  if (definition) {
    for (const field of answerColumns(definition)) {
      if (!(field in answers)) continue;
      const title = definition.schema.properties[field]?.title?.replace(/\s*\*\s*$/, '');
      lines.push(`  ${field}${title ? ` (${title})` : ''}: ${indent(formatValue(definition, field, answers[field]))}`);
    }
  }
  const others = definition
    ? otherAnswers(definition, answers)
    : Object.entries(answers).map(([key, value]) => [key, plainText(value)]);
  if (others.length > 0) {
    lines.push('', 'OTHER ANSWERS (not placed by the form version)');
    for (const [field, text] of others) lines.push(`  ${field}: ${indent(text ?? '')}`);
  }
  const snapshot = definition ? readinessSnapshot(definition, answers) : null;
  if (snapshot) lines.push('', snapshotText(snapshot).trimEnd());
  lines.push('', 'REPORT (as emailed)', submission.report.trimEnd(), '', 'OUTBOX JOBS');
  context.out(`${terminalSafe(lines.join('\n'))}\n${jobsTable(jobs)}`);
}
