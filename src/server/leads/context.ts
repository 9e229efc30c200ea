/** What every operator command runs against (an open store and the catalogue), and how it fails. */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import type { Store } from '../storage/store.ts';
import type { FormVersions } from '../submissions/form-versions.ts';

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

/** A command's context with the form versions its leads were answered on (recorded at its start). */
export interface VersionedContext extends LeadsContext {
  readonly versions: FormVersions;
}

export function formById(catalogue: readonly FormDefinition[], id: string): FormDefinition {
  const definition = catalogue.find((candidate) => candidate.id === id);
  if (!definition) {
    throw new LeadsError(`Unknown form "${id}". Valid forms: ${catalogue.map((form) => form.id).join(', ')}.`);
  }
  return definition;
}
