/**
 * Server-side checks of a submission, with the same catalogue and the same pipeline module as the
 * browser: the form exists, the body has exactly the keys the engine sends, the answers fit the
 * form's JSON Schema, then form.json's pipeline (required, email shape, consent...).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { submittedAnswers } from '../../questionnaire/answers.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { payloadKeys } from '../../questionnaire/payload.ts';
import { anyZoneToday } from '../../questionnaire/dates.ts';
import { runPipeline } from '../../questionnaire/pipeline.ts';
import { addFormats } from '../../validation/ajv.ts';
import { compiledByAjv } from '../../validation/compiled-by-text.ts';
import type { FormVersions } from './form-versions.ts';

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export type IntakeResult =
  | {
      readonly ok: true;
      readonly definition: FormDefinition;
      readonly answers: Record<string, unknown>;
      readonly spam: boolean;
    }
  | { readonly ok: false; readonly status: 400 | 422; readonly error: string; readonly errors: readonly FieldError[] };

export interface CatalogueEntry {
  /** The form's version, carrying its name (FormVersions). */
  readonly definition: FormDefinition;
  readonly validate: ValidateFunction;
  readonly keys: ReadonlySet<string>;
}

/**
 * A form's validator, kept by its schema's text: a process that builds more than one server (the
 * tests build many) or meets an older version of a form again compiles each schema once.
 */
const compileSchema = compiledByAjv(() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
});

const entryOf = (definition: FormDefinition): CatalogueEntry => ({
  definition,
  validate: compileSchema(definition.schema),
  keys: new Set(payloadKeys(definition)),
});

export function compileCatalogue(catalogue: readonly FormDefinition[]): Map<string, CatalogueEntry> {
  return new Map(catalogue.map((definition) => [definition.id, entryOf(definition)]));
}

/**
 * The entries a submission is checked against: today's forms, but the version the page was built
 * from (its form_version) when the server has stored it, so a deploy while a visitor answers never
 * refuses their answers. An unknown version is checked against today's form.
 */
export function intakeCatalogue(versions: FormVersions) {
  const current = compileCatalogue(versions.current);
  // Only versions the store holds are kept: a made-up version name costs one lookup, no memory.
  const older = new Map<string, CatalogueEntry>();
  return async (body: unknown): Promise<ReadonlyMap<string, CatalogueEntry>> => {
    if (!isRecord(body) || typeof body.form !== 'string' || typeof body.form_version !== 'string') return current;
    const { form, form_version: version } = body;
    const today = current.get(form);
    if (!today || today.definition.version === version) return current;
    let found = older.get(version);
    if (!found) {
      const definition = await versions.version(form, version);
      if (!definition) return current;
      found = entryOf(definition);
      older.set(version, found);
    }
    return new Map(current).set(form, found);
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value) || value === null;

/**
 * An error response lists at most this many field errors: a body of thousands of wrong items
 * must not be answered with thousands of errors (a response many times the size of the request).
 */
export const MAX_FIELD_ERRORS = 20;
/** Field names come from the request: echoed no longer than this. */
const MAX_NAME_LENGTH = 100;

const shortName = (name: string) => (name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH)}…` : name);

function schemaError(error: ErrorObject): FieldError {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const field = shortName(
    error.instancePath.split('/')[1] ?? params.missingProperty ?? params.additionalProperty ?? 'answers',
  );
  return { field, code: error.keyword, message: `${field} ${error.message ?? 'is not valid'}` };
}

const invalid = (status: 400 | 422, error: string, errors: readonly FieldError[]): IntakeResult => ({
  ok: false,
  status,
  error,
  errors: errors.slice(0, MAX_FIELD_ERRORS),
});

/** Any value in the honeypot but nothing, null or blank text marks the submission as spam. */
function isFilled(honeypot: unknown): boolean {
  if (honeypot === undefined || honeypot === null) return false;
  return typeof honeypot !== 'string' || honeypot.trim() !== '';
}

export function checkSubmission(body: unknown, catalogue: ReadonlyMap<string, CatalogueEntry>): IntakeResult {
  if (!isRecord(body))
    return invalid(400, 'The request body must be a JSON object.', [
      { field: '', code: 'type', message: 'Expected a JSON object.' },
    ]);
  const formId = body.form;
  const entry = typeof formId === 'string' ? catalogue.get(formId) : undefined;
  if (!entry)
    return invalid(422, 'Unknown form.', [
      { field: 'form', code: 'unknown_form', message: 'No form with this id exists.' },
    ]);

  const unknown = Object.keys(body)
    .filter((key) => !entry.keys.has(key))
    .map(shortName);
  if (unknown.length > 0) {
    const listed = unknown.slice(0, MAX_FIELD_ERRORS);
    const more = unknown.length > listed.length ? ` and ${unknown.length - listed.length} more` : '';
    return invalid(
      400,
      `Unknown keys: ${listed.join(', ')}${more}.`,
      unknown.map((key) => ({ field: key, code: 'unknown_key', message: `${key} is not a field of this form.` })),
    );
  }

  const typeErrors: FieldError[] = [];
  const given = isRecord(body.answers) ? body.answers : undefined;
  if (!given) typeErrors.push({ field: 'answers', code: 'type', message: 'answers must be an object.' });
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'answers' && !isScalar(value))
      typeErrors.push({ field: key, code: 'type', message: `${key} must be text, a number or a boolean.` });
  }
  if (typeErrors.length > 0 || !given) return invalid(422, typeErrors[0]?.message ?? 'Invalid submission.', typeErrors);

  const answers = submittedAnswers(entry.definition, given);
  const verdict = runPipeline(entry.definition, answers, anyZoneToday());
  const schemaErrors = entry.validate(answers)
    ? []
    : (entry.validate.errors ?? []).slice(0, MAX_FIELD_ERRORS).map(schemaError);
  const errors = [...(verdict.ok ? [] : [verdict.failure]), ...schemaErrors];
  if (errors.length > 0) {
    const first = verdict.ok
      ? `Some answers are not valid: ${schemaErrors[0]?.message ?? ''}.`
      : verdict.failure.message;
    return invalid(422, first, errors);
  }
  return { ok: true, definition: entry.definition, answers, spam: isFilled(body._gotcha) };
}

/** Key order does not matter (PostgreSQL's JSONB reorders keys): compare answers canonically. */
export { canonicalJson } from '../../questionnaire/versions.ts';
