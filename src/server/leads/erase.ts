/**
 * A data subject's erasure (`leads erase --email`): every submission whose visitor email matches,
 * with its outbox jobs and .eml file (through retention.ts's eraseSubmissions). The visitor email
 * is the answer named by the form's payload.email, compared trimmed and case-insensitively.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { normaliseEmail } from '../common/email.ts';
import type { Store, StoredSubmission } from '../storage/store.ts';
import type { FormVersions } from '../submissions/form-versions.ts';
import { eraseSubmissions } from '../submissions/retention.ts';

function answersOf(submission: StoredSubmission): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(submission.answers);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a submission belongs to the person with this (normalised) address. A submission of a
 * form no longer in the catalogue has no payload.email to go by: any top-level text answer equal
 * to the address counts, so erasure never misses a person because a form was retired.
 */
export function matchesEmail(
  submission: StoredSubmission,
  definition: FormDefinition | undefined,
  normalised: string,
): boolean {
  const answers = answersOf(submission);
  const candidates = definition ? [answers[definition.form.payload.email]] : Object.values(answers);
  return candidates.some((value) => typeof value === 'string' && normaliseEmail(value) === normalised);
}

/** Every submission (spam included) whose visitor email is this address, oldest first. */
export async function findByEmail(store: Store, versions: FormVersions, address: string): Promise<StoredSubmission[]> {
  const normalised = normaliseEmail(address);
  if (normalised === '') return [];
  const found: StoredSubmission[] = [];
  // Each lead by the email question of the version it was answered on.
  for (const submission of await store.allSubmissions()) {
    if (matchesEmail(submission, await versions.of(submission), normalised)) found.push(submission);
  }
  return found;
}

/** The ids of every submission (spam included) whose visitor email is this address. */
export async function submissionsByEmail(store: Store, versions: FormVersions, address: string): Promise<string[]> {
  return (await findByEmail(store, versions, address)).map((submission) => submission.id);
}

/** Erases a person's submissions, their jobs and .eml files; returns how many submissions went. */
export async function eraseByEmail(
  store: Store,
  dataDir: string,
  versions: FormVersions,
  address: string,
): Promise<number> {
  const ids = await submissionsByEmail(store, versions, address);
  return ids.length === 0 ? 0 : eraseSubmissions(store, dataDir, ids);
}
