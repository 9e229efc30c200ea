/**
 * What a consent was given to: the consent box's label as the form displays it (RJSF shows
 * ui.json's `ui:title` when set, else the schema title; the trailing required mark is not part of
 * the statement) and the privacy notice in force, so the firm can later show what a visitor agreed to;
 * the marketing opt-in (form.json marketingOptIn) is recorded the same way, apart from it.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';

/** A box's label as the form displays it (ui:title, else the schema title), without the required mark. */
function boxLabel(definition: FormDefinition, field: string): string {
  const ui = definition.ui[field];
  const uiTitle =
    typeof ui === 'object' && ui !== null ? (ui as Readonly<Record<string, unknown>>)['ui:title'] : undefined;
  const title = typeof uiTitle === 'string' ? uiTitle : (definition.schema.properties[field]?.title ?? field);
  return title.replace(/\s*\*\s*$/, '').trim();
}

/** The consent statement of a form, or null when it has no consent box. */
export function consentLabel(definition: FormDefinition): string | null {
  const field = definition.form.consent?.field;
  return field ? boxLabel(definition, field) : null;
}

/** The marketing opt-in's statement (form.json marketingOptIn), or null when the form has none. */
export function marketingLabel(definition: FormDefinition): string | null {
  const field = definition.form.marketingOptIn?.field;
  return field ? boxLabel(definition, field) : null;
}

export interface ConsentRecord {
  readonly consentAt: string | null;
  readonly consentText: string | null;
  readonly noticeVersion: string;
  /** The marketing opt-in, kept apart from the consent to be contacted. */
  readonly marketingAt: string | null;
  readonly marketingText: string | null;
  readonly marketingWithdrawnAt: null;
}

/** The consent fields stored with a submission received at `receivedAt`. */
export function consentRecord(
  definition: FormDefinition,
  answers: Readonly<Record<string, unknown>>,
  receivedAt: Date,
  noticeVersion: string,
): ConsentRecord {
  const field = definition.form.consent?.field;
  const given = field !== undefined && answers[field] === true;
  const optIn = definition.form.marketingOptIn?.field;
  const optedIn = optIn !== undefined && answers[optIn] === true;
  return {
    consentAt: given ? receivedAt.toISOString() : null,
    consentText: given ? consentLabel(definition) : null,
    noticeVersion,
    marketingAt: optedIn ? receivedAt.toISOString() : null,
    marketingText: optedIn ? marketingLabel(definition) : null,
    marketingWithdrawnAt: null,
  };
}
