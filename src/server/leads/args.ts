/**
 * Argument parsing of the operator command (`npm run leads -- <command>`): turns argv into one
 * typed command or throws a UsageError whose message names the problem (exit code 2).
 */
import { parseArgs } from 'node:util';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';

export type LeadsCommand =
  | { readonly name: 'help' }
  | { readonly name: 'list'; readonly limit: number }
  | { readonly name: 'show'; readonly id: string }
  | {
      readonly name: 'export';
      readonly form: string;
      readonly format: 'csv' | 'json';
      readonly output: string | undefined;
    }
  | { readonly name: 'erase'; readonly email: string }
  | { readonly name: 'access'; readonly email: string; readonly output: string | undefined }
  | { readonly name: 'unsubscribe'; readonly email: string }
  | { readonly name: 'marketing-list'; readonly output: string | undefined }
  | { readonly name: 'status' }
  | { readonly name: 'backup'; readonly output: string }
  | { readonly name: 'restore'; readonly input: string }
  | { readonly name: 'purge'; readonly olderThanDays: number }
  | { readonly name: 'retry' }
  | { readonly name: 'funnel'; readonly form: string; readonly days: number; readonly format: 'table' | 'csv' }
  | { readonly name: 'reply-times'; readonly days: number };

export const DEFAULT_LIST_LIMIT = 50;
export const DEFAULT_FUNNEL_DAYS = 30;
export const DEFAULT_REPLY_DAYS = 90;
/** A century: beyond any retention period, and within what a date can count back from now. */
export const MAX_PURGE_DAYS = 36_500;

export const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--limit N]                                   the N most recent submissions (default ${DEFAULT_LIST_LIMIT})
  show <id>                                          one submission: fields, report, delivery jobs
  export --form <id> --format csv|json [--output <file>]
                                                     every submission of a form (stdout unless --output)
  erase --email <address>                            erase a person's submissions, jobs and .eml files
  access --email <address> [--output <file>]         everything held about a person, as JSON (access request)
  unsubscribe --email <address>                      withdraw a person's marketing consent (every opt-in so far)
  marketing-list [--output <file>]                   CSV of the addresses whose marketing consent stands
  status                                             delivery health and submissions per form (7 days)
  backup --output <file>                             consistent copy of the SQLite store, checked, while the
                                                     server runs
  restore --input <file>                             a backup into an empty DATA_DIR (never over data)
  purge --older-than <days>                          delete submissions received more than <days> days ago
                                                     (at most ${MAX_PURGE_DAYS})
  retry                                              re-queue dead letters (delivered by the running server)
  funnel --form <id> [--days N] [--format table|csv] how many page views reached each step of a form over the
                                                     last N days (default ${DEFAULT_FUNNEL_DAYS}), and the drop-off
                                                     from the step before (anonymous counts)
  reply-times [--days N]                             time to the first reply (median, 90th percentile) and the
                                                     share answered within the promise, by form and member,
                                                     over the last N days (default ${DEFAULT_REPLY_DAYS})
  help                                               this text

The store is the server's: DATABASE_URL when set, else the SQLite file under DATA_DIR (default ./data).`;

/** Bad arguments: the message names the problem; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

interface Parsed {
  readonly positionals: string[];
  readonly options: Map<string, string>;
}

/**
 * Splits argv into positionals and `--name value` / `--name=value` options (each at most once),
 * with `util.parseArgs`. Not in strict mode: its messages name neither the command nor the options it
 * takes, and it refuses `--days -3` as ambiguous; each token is checked here instead, so a mistake is
 * told in the command's own words.
 */
function split(command: string, args: readonly string[], allowed: readonly string[]): Parsed {
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const positionals: string[] = [];
  const options = new Map<string, string>();
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    if (!allowed.includes(token.name)) {
      const known = allowed.length > 0 ? ` (it takes ${allowed.map((option) => `--${option}`).join(', ')})` : '';
      throw new UsageError(`Unknown option ${token.rawName} for "${command}"${known}.`);
    }
    // `--form --format csv`: the next option is no value (`--form=--x` still is).
    const { value } = token;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--'))) {
      throw new UsageError(`--${token.name} needs a value.`);
    }
    if (options.has(token.name)) throw new UsageError(`--${token.name} is given more than once.`);
    options.set(token.name, value);
  }
  return { positionals, options };
}

function noPositionals(command: string, parsed: Parsed): void {
  if (parsed.positionals.length > 0) {
    throw new UsageError(`Unexpected argument "${parsed.positionals[0]}" for "${command}".`);
  }
}

function required(parsed: Parsed, command: string, name: string): string {
  const value = parsed.options.get(name);
  if (value === undefined) throw new UsageError(`"${command}" needs --${name}.`);
  return value;
}

function positiveInteger(name: string, raw: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`--${name} must be a positive whole number, got "${raw}".`);
  }
  if (value > max) throw new UsageError(`--${name} must be at most ${max}, got "${raw}".`);
  return value;
}

/** --email, trimmed and checked with the same mailbox rule as the forms. */
function emailOption(parsed: Parsed, command: string): string {
  const email = required(parsed, command, 'email').trim();
  if (!isEmailAddress(email)) throw new UsageError(`--email must be an email address, got "${email}".`);
  return email;
}

/** argv after the script name, e.g. ['export', '--form', 'iso9001', '--format', 'csv']. */
export function parseLeadsArgs(argv: readonly string[]): LeadsCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === '') throw new UsageError('No command given.');
  if (['help', '--help', '-h'].includes(command) || rest.includes('--help') || rest.includes('-h')) {
    return { name: 'help' };
  }
  switch (command) {
    case 'list': {
      const parsed = split(command, rest, ['limit']);
      noPositionals(command, parsed);
      const limit = parsed.options.get('limit');
      return { name: 'list', limit: limit === undefined ? DEFAULT_LIST_LIMIT : positiveInteger('limit', limit) };
    }
    case 'show': {
      const parsed = split(command, rest, []);
      const [id, extra] = parsed.positionals;
      if (id === undefined || id.trim() === '') throw new UsageError('"show" needs a submission id.');
      if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}" for "show".`);
      return { name: 'show', id: id.trim() };
    }
    case 'export': {
      const parsed = split(command, rest, ['form', 'format', 'output']);
      noPositionals(command, parsed);
      const form = required(parsed, command, 'form');
      const format = required(parsed, command, 'format').toLowerCase();
      if (format !== 'csv' && format !== 'json') {
        throw new UsageError(`--format must be csv or json, got "${parsed.options.get('format') ?? ''}".`);
      }
      return { name: 'export', form, format, output: parsed.options.get('output') };
    }
    case 'erase': {
      const parsed = split(command, rest, ['email']);
      noPositionals(command, parsed);
      return { name: 'erase', email: emailOption(parsed, command) };
    }
    case 'access': {
      const parsed = split(command, rest, ['email', 'output']);
      noPositionals(command, parsed);
      return { name: 'access', email: emailOption(parsed, command), output: parsed.options.get('output') };
    }
    case 'unsubscribe': {
      const parsed = split(command, rest, ['email']);
      noPositionals(command, parsed);
      return { name: 'unsubscribe', email: emailOption(parsed, command) };
    }
    case 'marketing-list': {
      const parsed = split(command, rest, ['output']);
      noPositionals(command, parsed);
      return { name: 'marketing-list', output: parsed.options.get('output') };
    }
    case 'status': {
      noPositionals(command, split(command, rest, []));
      return { name: 'status' };
    }
    case 'backup': {
      const parsed = split(command, rest, ['output']);
      noPositionals(command, parsed);
      return { name: 'backup', output: required(parsed, command, 'output') };
    }
    case 'restore': {
      const parsed = split(command, rest, ['input']);
      noPositionals(command, parsed);
      return { name: 'restore', input: required(parsed, command, 'input') };
    }
    case 'purge': {
      const parsed = split(command, rest, ['older-than']);
      noPositionals(command, parsed);
      return {
        name: 'purge',
        olderThanDays: positiveInteger('older-than', required(parsed, command, 'older-than'), MAX_PURGE_DAYS),
      };
    }
    case 'retry': {
      const parsed = split(command, rest, []);
      noPositionals(command, parsed);
      return { name: 'retry' };
    }
    case 'funnel': {
      const parsed = split(command, rest, ['form', 'days', 'format']);
      noPositionals(command, parsed);
      const form = required(parsed, command, 'form');
      const days = parsed.options.get('days');
      const format = (parsed.options.get('format') ?? 'table').toLowerCase();
      if (format !== 'table' && format !== 'csv') {
        throw new UsageError(`--format must be table or csv, got "${parsed.options.get('format') ?? ''}".`);
      }
      return {
        name: 'funnel',
        form,
        days: days === undefined ? DEFAULT_FUNNEL_DAYS : positiveInteger('days', days, MAX_PURGE_DAYS),
        format,
      };
    }
    case 'reply-times': {
      const parsed = split(command, rest, ['days']);
      noPositionals(command, parsed);
      const days = parsed.options.get('days');
      return {
        name: 'reply-times',
        days: days === undefined ? DEFAULT_REPLY_DAYS : positiveInteger('days', days, MAX_PURGE_DAYS),
      };
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
