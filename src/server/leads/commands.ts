/**
 * What each operator command does, against an open store: the CLI (scripts/leads.ts) parses the
 * arguments, opens the server's store and calls runCommand; tests call it directly with either
 * store. Text for the operator goes to `out`; notes that must not mix with exported data to `err`.
 */
import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { formatValue } from '../../questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../questionnaire/scoring.ts';
import type { OutboxJob, Store } from '../storage/store.ts';
import { purgeOlderThan } from '../submissions/retention.ts';
import { deliveryHealth, formatWait } from '../operations/delivery-health.ts';
import { accessReport, terminalSafeJson } from './access.ts';
import { backupStore, BackupError, restoreStore } from './backup.ts';
import { USAGE, type LeadsCommand } from './args.ts';
import { eraseByEmail } from './erase.ts';
import { marketingList, marketingListCsv, unsubscribe } from './marketing.ts';
import { FUNNEL_HEADER, funnelCells, funnelCsv, funnelRows, firstDay } from './funnel.ts';
import { answerColumns, exportTable, tableToCsv, tableToJson } from './export.ts';
import { terminalSafe, terminalSafeLine } from './terminal.ts';

/** A failure at run time (unknown id, unknown form...): the CLI prints the message and exits 1. */
export class LeadsError extends Error {
  override name = 'LeadsError';
}

export interface LeadsContext {
  readonly store: Store;
  readonly dataDir: string;
  readonly catalogue: readonly FormDefinition[];
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly now?: () => Date;
  /** OUTBOX_MAX_AGE_SECONDS in ms: how long a lead may wait before delivery counts as failing. */
  readonly outboxMaxAgeMs?: number;
}

/** The commands that work on the store's file rather than through an open store. */
export type FileCommand = Extract<LeadsCommand, { name: 'backup' | 'restore' }>;

export function isFileCommand(command: LeadsCommand): command is FileCommand {
  return command.name === 'backup' || command.name === 'restore';
}

export interface FileContext {
  readonly dataDir: string;
  /** Whether the server's store is PostgreSQL (DATABASE_URL): its backups are pg_dump's. */
  readonly postgres: boolean;
  readonly out: (text: string) => void;
}

const DEFAULT_MAX_AGE_MS = 15 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Left-aligned columns separated by two spaces; cells made safe for the terminal. */
export function formatTable(header: readonly string[], cells: readonly (readonly string[])[]): string {
  const rows = cells.map((row) => row.map(terminalSafeLine));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const addresses = (count: number) => `${count} address${count === 1 ? '' : 'es'}`;

function formById(catalogue: readonly FormDefinition[], id: string): FormDefinition {
  const definition = catalogue.find((candidate) => candidate.id === id);
  if (!definition) {
    throw new LeadsError(`Unknown form "${id}". Valid forms: ${catalogue.map((form) => form.id).join(', ')}.`);
  }
  return definition;
}

/** The lead's priority from its form's scoring block; '-' for a form without one (contact). */
function priorityOf(catalogue: readonly FormDefinition[], formId: string, answers: string): string {
  const definition = catalogue.find((candidate) => candidate.id === formId);
  const snapshot = definition ? readinessSnapshot(definition, JSON.parse(answers) as Record<string, unknown>) : null;
  return snapshot ? snapshot.priority.level : '-';
}

async function list(context: LeadsContext, limit: number): Promise<void> {
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

async function show(context: LeadsContext, id: string): Promise<void> {
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

/**
 * The export holds personal data: the file is readable by its owner only, also when it already
 * existed with wider rights (the mode is set before a byte is written).
 */
function writeOwnerOnly(file: string, text: string): void {
  const descriptor = openSync(file, 'w', 0o600);
  try {
    fchmodSync(descriptor, 0o600);
    writeSync(descriptor, text);
  } finally {
    closeSync(descriptor);
  }
}

async function exportForm(context: LeadsContext, command: Extract<LeadsCommand, { name: 'export' }>): Promise<void> {
  const definition = formById(context.catalogue, command.form);
  const table = exportTable(definition, await context.store.submissionsOfForm(definition.id));
  if (table.unknownFields.length > 0) {
    context.err(`Note: answers to fields no longer in the form were left out: ${table.unknownFields.join(', ')}.\n`);
  }
  const text = command.format === 'csv' ? tableToCsv(table, definition) : tableToJson(table);
  if (command.output === undefined) {
    context.out(text);
    return;
  }
  writeOwnerOnly(command.output, text);
  context.out(`Exported ${plural(table.rows.length, 'submission')} of "${definition.id}" to ${command.output}.\n`);
}

async function access(context: LeadsContext, command: Extract<LeadsCommand, { name: 'access' }>, now: Date) {
  const report = await accessReport(context.store, context.dataDir, context.catalogue, command.email, now);
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

async function status(context: LeadsContext, now: Date): Promise<void> {
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

/** backup and restore: run without opening the store (a restore needs DATA_DIR empty). */
export function runFileCommand(command: FileCommand, context: FileContext): void {
  if (context.postgres) {
    throw new LeadsError(
      `"${command.name}" copies the SQLite store; with DATABASE_URL set, use pg_dump and pg_restore (docs/operations.md: Backups on a schedule).`,
    );
  }
  try {
    if (command.name === 'backup') {
      const copy = backupStore(context.dataDir, command.output);
      context.out(
        `Backed up ${plural(copy.submissions, 'submission')} (latest received ${copy.latest ?? '-'}) to ${command.output}: integrity check ok, readable by its owner only.\n`,
      );
      return;
    }
    const restored = restoreStore(command.input, context.dataDir);
    context.out(
      `Restored ${plural(restored.submissions, 'submission')} (latest received ${restored.latest ?? '-'}) into ${context.dataDir}. Start the server with this DATA_DIR; it delivers what was still queued.\n`,
    );
  } catch (error) {
    if (error instanceof BackupError) throw new LeadsError(error.message);
    throw error;
  }
}

async function funnel(context: LeadsContext, command: Extract<LeadsCommand, { name: 'funnel' }>, now: Date) {
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

export async function runCommand(command: LeadsCommand, context: LeadsContext): Promise<void> {
  const now = context.now ?? (() => new Date());
  switch (command.name) {
    case 'help':
      context.out(`${USAGE}\n`);
      return;
    case 'list':
      return list(context, command.limit);
    case 'show':
      return show(context, command.id);
    case 'export':
      return exportForm(context, command);
    case 'backup':
    case 'restore':
      return runFileCommand(command, {
        dataDir: context.dataDir,
        postgres: context.store.kind === 'postgres',
        out: context.out,
      });
    case 'access':
      return access(context, command, now());
    case 'status':
      return status(context, now());
    case 'unsubscribe': {
      const count = await unsubscribe(context.store, context.catalogue, command.email, now());
      context.out(
        count === 0
          ? 'No standing marketing consent with that email address: nothing to withdraw.\n'
          : `Withdrew the marketing consent of ${plural(count, 'submission')} with that email address: no later marketing-list includes it.\n`,
      );
      return;
    }
    case 'marketing-list': {
      const entries = await marketingList(context.store, context.catalogue);
      const text = marketingListCsv(entries);
      if (command.output === undefined) {
        context.out(text);
        context.err(`${addresses(entries.length)} with standing marketing consent.\n`);
        return;
      }
      writeOwnerOnly(command.output, text);
      context.out(`Wrote ${addresses(entries.length)} with standing marketing consent to ${command.output}.\n`);
      return;
    }
    case 'funnel':
      return funnel(context, command, now());
    case 'erase': {
      const count = await eraseByEmail(context.store, context.dataDir, context.catalogue, command.email);
      context.out(
        `Erased ${plural(count, 'submission')} with that email address, with their outbox jobs and .eml files.\n`,
      );
      return;
    }
    case 'purge': {
      const count = await purgeOlderThan(context.store, context.dataDir, command.olderThanDays, now());
      context.out(
        `Purged ${plural(count, 'submission')} received more than ${plural(command.olderThanDays, 'day')} ago, with their outbox jobs and .eml files.\n`,
      );
      return;
    }
    case 'retry': {
      const count = await context.store.retryDead(now());
      context.out(
        `Re-queued ${plural(count, 'dead job')}. Delivery happens while the server runs (npm start or npm run serve); this command sends nothing itself.\n`,
      );
      return;
    }
  }
}
