/** The commands that report: `export` (a form's leads), `access` (what is held about an address), `status`, `funnel`. */
import type { LeadsCommand } from './args.ts';
import { accessReport, terminalSafeJson } from './access.ts';
import { UNRECORDED_VERSION } from '../../questionnaire/versions.ts';
import { formById, type LeadsContext, type VersionedContext } from './context.ts';
import { exportTable, tableToCsv, tableToJson } from './export.ts';
import { FUNNEL_HEADER, funnelCells, funnelCsv, funnelRows, firstDay } from './funnel.ts';
import { formatTable, plural, writeOwnerOnly } from './output.ts';
import { terminalSafe } from './terminal.ts';
import { deliveryHealth, formatWait } from '../operations/delivery-health.ts';

const DEFAULT_MAX_AGE_MS = 15 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function exportForm(
  context: VersionedContext,
  command: Extract<LeadsCommand, { name: 'export' }>,
): Promise<void> {
  const definition = formById(context.versions.current, command.form);
  const submissions = await context.store.submissionsOfForm(definition.id);
  // Each lead with the version it was answered on: a question removed since keeps its column. An
  // unrecorded version names no questions: its values (stored, never labels) go under today's columns.
  const versioned = await Promise.all(
    submissions.map(async (submission) => {
      const own = await context.versions.of(submission);
      return { submission, definition: own && own.version !== UNRECORDED_VERSION ? own : definition };
    }),
  );
  const table = exportTable(definition, submissions, versioned);
  if (table.unknownFields.length > 0) {
    context.err(
      `Note: answers no form version places were left out (\`leads show\` lists them): ${table.unknownFields.join(', ')}.\n`,
    );
  }
  const older = versioned.map((lead) => lead.definition).reverse();
  const text = command.format === 'csv' ? tableToCsv(table, definition, older) : tableToJson(table);
  if (command.output === undefined) {
    // On a terminal, visitor text must not clear or retitle it; the file below keeps it exact.
    context.out(
      command.format === 'csv'
        ? text.split('\r\n').map(terminalSafe).join('\r\n')
        : `${terminalSafeJson(JSON.parse(text))}\n`,
    );
    return;
  }
  writeOwnerOnly(command.output, text);
  context.out(`Exported ${plural(table.rows.length, 'submission')} of "${definition.id}" to ${command.output}.\n`);
}

export async function access(context: VersionedContext, command: Extract<LeadsCommand, { name: 'access' }>, now: Date) {
  const report = await accessReport(context.store, context.dataDir, context.versions, command.email, now);
  const text = `${terminalSafeJson(report)}\n`;
  const count = plural(report.submissions.length, 'submission');
  if (command.output === undefined) {
    context.out(text);
    context.err(`${count} held about that address.\n`);
    return;
  }
  writeOwnerOnly(command.output, text);
  context.out(`Wrote what is held about that address (${count}) to ${command.output}.\n`);
}

export async function status(context: LeadsContext, now: Date): Promise<void> {
  const health = await deliveryHealth(context.store, context.outboxMaxAgeMs ?? DEFAULT_MAX_AGE_MS, now);
  const lines = [
    `Lead delivery: ${health.ok ? 'OK' : 'FAILING'}`,
    `  waiting jobs:    ${health.pending}`,
    `  oldest waiting:  ${health.oldestPendingSeconds === null ? '-' : formatWait(health.oldestPendingSeconds)} (failing after ${formatWait(health.thresholdSeconds)})`,
    `  dead letters:    ${health.deadLetters}`,
    `  last error:      ${health.lastError ? `${health.lastError.kind}: ${health.lastError.error}` : '-'}`,
    ...health.problems.map((problem) => `  problem:         ${problem}`),
  ];
  const since = new Date(now.getTime() - WEEK_MS);
  const counts = await context.store.countsSince(since);
  const forms = [...new Set([...context.catalogue.map((definition) => definition.id), ...counts.map((c) => c.formId)])];
  const count = (formId: string | null, status: 'new' | 'spam') =>
    counts
      .filter((each) => (formId === null || each.formId === formId) && each.status === status)
      .reduce((sum, each) => sum + each.count, 0);
  const rows = forms.map((formId) => [formId, String(count(formId, 'new')), String(count(formId, 'spam'))]);
  rows.push(['all forms', String(count(null, 'new')), String(count(null, 'spam'))]);
  context.out(
    `${terminalSafe(lines.join('\n'))}\n\nSubmissions in the last 7 days (since ${since.toISOString()})\n${formatTable(['FORM', 'STORED', 'SPAM'], rows)}`,
  );
}

export async function funnel(context: LeadsContext, command: Extract<LeadsCommand, { name: 'funnel' }>, now: Date) {
  const definition = formById(context.catalogue, command.form);
  const rows = await funnelRows(context.store, definition, command.days, now);
  if (command.format === 'csv') {
    context.out(funnelCsv(rows));
    return;
  }
  context.out(
    `${definition.form.title} (${definition.id}): page views that reached each step, ${firstDay(command.days, now)} to ${now.toISOString().slice(0, 10)} (UTC)\n\n`,
  );
  context.out(formatTable(FUNNEL_HEADER, funnelCells(rows)));
}
