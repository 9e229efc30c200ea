/**
 * A form sent without scripts: the browser posts the form's own fields (form encoding), and the
 * intake turns them into the same payload the page's script would have sent, through the one
 * payload builder. What the payload says of the form itself rather than of the answers (its id,
 * its type, anything the builder adds later) is written into the page when it is built, in one
 * hidden field, so the post carries the page's own values, as the script's JSON does.
 */
import type { FormDefinition } from './definition.ts';
import { answersFromFields, type FieldValues } from './form-fields.ts';
import { buildPayload, type Payload } from './payload.ts';

/** The hidden field holding the payload's values that do not come from the answers (JSON). */
export const PAGE_VALUES_FIELD = '_page';

/** The hidden field holding the page's submission key (not on the prerendered page). */
export const POST_KEY_FIELD = '_key';

/** Payload keys the builder fills from the answers, the time or the honeypot: never taken from the page. */
function answerKeys(definition: FormDefinition): ReadonlySet<string> {
  const { payload } = definition.form;
  return new Set([
    'answers',
    'name',
    'email',
    '_replyto',
    '_subject',
    'company',
    'message',
    'submission_date',
    '_gotcha',
    ...Object.keys(payload.extra),
  ]);
}

/** The payload's values that belong to the form, not to the answers: what the page carries. */
export function pageValues(definition: FormDefinition): Record<string, unknown> {
  const fromAnswers = answerKeys(definition);
  return Object.fromEntries(
    Object.entries(buildPayload(definition, {}, new Date(0))).filter(([key]) => !fromAnswers.has(key)),
  );
}

/** The form a post names in its page values, if it names one. */
export function postedFormId(values: FieldValues): string | undefined {
  const carried = parsePageValues(values);
  return typeof carried?.form === 'string' ? carried.form : undefined;
}

function parsePageValues(values: FieldValues): Record<string, unknown> | undefined {
  const text = values(PAGE_VALUES_FIELD)[0];
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payload a post without scripts stands for: the builder's, from the answers its fields hold
 * and its honeypot, with the page's own values for the keys that belong to the form (only those).
 */
export function payloadFromPost(definition: FormDefinition, values: FieldValues, receivedAt: Date): Payload {
  const built = buildPayload(definition, answersFromFields(definition, values), receivedAt, values('_gotcha')[0] ?? '');
  const carried = parsePageValues(values) ?? {};
  const fromPage = Object.fromEntries(
    Object.keys(pageValues(definition))
      .filter((key) => carried[key] !== undefined)
      .map((key) => [key, carried[key]]),
  );
  return { ...built, ...fromPage } as Payload;
}
