/**
 * What a consent was given to: the consent box's label as the form displays it (RJSF shows
 * ui.json's `ui:title` when set, else the schema title; the trailing required mark is not part of
 * the statement) and the privacy notice in force, so the firm can later show what a visitor agreed to.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';

/** The consent statement of a form, or null when it has no consent box. */
export function consentLabel(definition: FormDefinition): string | null {
  const field = definition.form.consent?.field;
  if (!field) return null;
  const ui = definition.ui[field];
  const uiTitle =
    typeof ui === 'object' && ui !== null ? (ui as Readonly<Record<string, unknown>>)['ui:title'] : undefined;
  const title = typeof uiTitle === 'string' ? uiTitle : (definition.schema.properties[field]?.title ?? field);
  return title.replace(/\s*\*\s*$/, '').trim();
}

export interface ConsentRecord {
  readonly consentAt: string | null;
  readonly consentText: string | null;
  readonly noticeVersion: string;
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
  return {
    consentAt: given ? receivedAt.toISOString() : null,
    consentText: given ? consentLabel(definition) : null,
    noticeVersion,
  };
}
