/**
 * What the desk's inbox lists a lead under (organisation, person, email, priority), read from its
 * answers once: by the intake as it stores the lead, and by the desk for leads stored without one.
 * The organisation and the person are the questions form.json's `listing` names, else the
 * payload's company and name.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { readinessSnapshot } from '../../questionnaire/scoring.ts';
import type { LeadListing } from '../desk/storage/index.ts';

function textAnswer(answers: Readonly<Record<string, unknown>>, field: string | null | undefined): string | null {
  if (!field) return null;
  const value = answers[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The listing of a lead of this form (a form no longer in the catalogue lists nothing). */
export function leadListing(
  definition: FormDefinition | undefined,
  answers: Readonly<Record<string, unknown>>,
): LeadListing {
  if (!definition) return { organisation: null, person: null, email: null, priority: null };
  const { payload, listing } = definition.form;
  return {
    organisation: textAnswer(answers, listing?.organisation === undefined ? payload.company : listing.organisation),
    person: textAnswer(answers, listing?.person === undefined ? payload.name : listing.person),
    email: textAnswer(answers, payload.email),
    priority: readinessSnapshot(definition, answers)?.priority.level ?? null,
  };
}
