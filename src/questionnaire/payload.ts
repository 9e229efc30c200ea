/**
 * The JSON body every submission sends: the Formspree-style keys (name, email,
 * _replyto, _subject, company, message, form_type, submission_date), the form's extra keys, and
 * `form` + `answers` so the server can validate again with the same pipeline.
 */
import { submittedAnswers } from './answers.ts';
import { isBlank, type Answers, type FormDefinition } from './definition.ts';
import { isRecordsField, recordLines } from './records.ts';
import { buildReport, formatValue } from './report.ts';

export interface Payload {
  readonly form: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly name: string;
  readonly email: string;
  readonly _replyto: string;
  readonly _subject: string;
  readonly company?: string;
  readonly message: string;
  readonly form_type?: string;
  readonly submission_date: string;
  /** Honeypot: hidden from people and assistive technology; only bots fill it. */
  readonly _gotcha: string;
  /** The form version the page was built from (versions.ts), when the page carries one. */
  readonly form_version?: string;
  readonly [extra: string]: unknown;
}

const COMMON_KEYS = [
  'form',
  'answers',
  'name',
  'email',
  '_replyto',
  '_subject',
  'message',
  'submission_date',
  '_gotcha',
];

/** Every top-level key a form's payload has: the server accepts these and no others. */
export function payloadKeys(definition: FormDefinition): string[] {
  const { payload } = definition.form;
  return [
    ...COMMON_KEYS,
    ...(payload.company ? ['company'] : []),
    ...(payload.formType ? ['form_type'] : []),
    ...(definition.version ? ['form_version'] : []),
    ...Object.keys(payload.extra),
  ];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
}

/**
 * An extra key carries the raw answer (codes, numbers), lists joined, and the default text when
 * empty. Extra keys are plain values, so a repeating group's is one readable line per record;
 * the records themselves travel in `answers`.
 */
function extraValue(definition: FormDefinition, field: string, value: unknown): unknown {
  if (isBlank(value) && typeof value !== 'boolean') return formatValue(definition, field, value);
  if (isRecordsField(definition, field)) return recordLines(definition, field, value).join('\n');
  return Array.isArray(value) ? value.join(', ') : value;
}

export function buildSubject(definition: FormDefinition, answers: Answers): string {
  const { emoji, text: subjectText, nameFrom } = definition.form.payload.subject;
  const name = nameFrom.map((field) => text(answers[field])).find((value) => value !== '') ?? '';
  // A subject is a mail header: line breaks never reach it.
  const who = name.replace(/[\r\n]+/g, ' ');
  return who ? `${emoji} ${subjectText}: ${who}` : `${emoji} ${subjectText}`;
}

export function buildPayload(
  definition: FormDefinition,
  rawAnswers: Answers,
  submittedAt: Date,
  honeypot = '',
): Payload {
  const { payload } = definition.form;
  const answers = submittedAnswers(definition, rawAnswers);
  const email = text(answers[payload.email]);
  const extras: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(payload.extra)) extras[key] = extraValue(definition, field, answers[field]);
  return {
    form: definition.id,
    answers,
    name: text(answers[payload.name]),
    email,
    _replyto: email,
    _subject: buildSubject(definition, answers),
    ...(payload.company
      ? { company: text(answers[payload.company]) || formatValue(definition, payload.company, undefined) }
      : {}),
    message: payload.message ? text(answers[payload.message]) : buildReport(definition, rawAnswers, submittedAt),
    ...(payload.formType ? { form_type: payload.formType } : {}),
    ...(definition.version ? { form_version: definition.version } : {}),
    submission_date: submittedAt.toISOString(),
    _gotcha: honeypot,
    ...extras,
  };
}
