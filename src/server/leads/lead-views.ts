/** The commands that read the leads: `list` (the most recent, one line each) and `show` (one in full). */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { formatValue } from '../../questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../questionnaire/scoring.ts';
import type { OutboxJob } from '../storage/store.ts';
import { LeadsError, type LeadsContext } from './context.ts';
import { answerColumns } from './export.ts';
import { formatTable } from './output.ts';
import { terminalSafe } from './terminal.ts';

/** The lead's priority from its form's scoring block; '-' for a form without one (contact). */
function priorityOf(catalogue: readonly FormDefinition[], formId: string, answers: string): string {
  const definition = catalogue.find((candidate) => candidate.id === formId);
  const snapshot = definition ? readinessSnapshot(definition, JSON.parse(answers) as Record<string, unknown>) : null;
  return snapshot ? snapshot.priority.level : '-';
}

export async function list(context: LeadsContext, limit: number): Promise<void> {
  const leads = await context.store.listSubmissions(limit);
  if (leads.length === 0) {
    context.out('No submissions.\n');
    return;
  }
  context.out(
    formatTable(
      ['ID', 'FORM', 'RECEIVED', 'STATUS', 'PRIORITY', 'DELIVERY'],
      leads.map((lead) => [
        lead.id,
        lead.formId,
        lead.receivedAt,
        lead.status,
        priorityOf(context.catalogue, lead.formId, lead.answers),
        lead.delivery,
      ]),
    ),
  );
  if (leads.length === limit) context.out(`(the ${limit} most recent; --limit N shows more)\n`);
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

export async function show(context: LeadsContext, id: string): Promise<void> {
  const submission = await context.store.getSubmission(id);
  if (!submission) throw new LeadsError(`No submission with id "${id}".`);
  const definition = context.catalogue.find((candidate) => candidate.id === submission.formId);
  const jobs = await context.store.jobsOf(id);
  const lines = [
    `Submission ${submission.id}`,
    `Form:            ${submission.formId}${definition ? ` (${definition.form.title})` : ' (no longer in the catalogue)'}`,
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
  } else {
    for (const [field, value] of Object.entries(answers)) lines.push(`  ${field}: ${indent(JSON.stringify(value))}`);
  }
  const snapshot = definition ? readinessSnapshot(definition, answers) : null;
  if (snapshot) lines.push('', snapshotText(snapshot).trimEnd());
  lines.push('', 'REPORT (as emailed)', submission.report.trimEnd(), '', 'OUTBOX JOBS');
  context.out(`${terminalSafe(lines.join('\n'))}\n${jobsTable(jobs)}`);
}
