import { defaultAnswers } from '../questionnaire/catalogue/sample-answers.ts';
import { isHiddenField, type Answers, type FormDefinition } from '../questionnaire/definition.ts';
import { fitsField } from '../questionnaire/drafts.ts';

export interface FittedAnswers {
  readonly answers: Record<string, unknown>;
  /** Fields whose answer no longer fits the changed form (gone, retyped, option removed). */
  readonly dropped: readonly string[];
}

/**
 * The answers typed so far, carried over to a changed form: each one that still fits its question
 * (the drafts' rule, fitsField), over the form's defaults. Fields without an input take their
 * default again. Unlike a visitor's draft, the consent box is kept too: nothing here is stored.
 */
export function fitAnswers(definition: FormDefinition, answers: Answers): FittedAnswers {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(answers)) {
    if (value === undefined || isHiddenField(definition, field)) continue;
    const schema = definition.schema.properties[field];
    if (schema && fitsField(schema, value)) kept[field] = value;
    else dropped.push(field);
  }
  return { answers: { ...defaultAnswers(definition), ...kept }, dropped };
}
