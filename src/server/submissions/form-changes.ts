/**
 * What an edit of a form changes since the version the server last served (the newest version of
 * that form in the database), and how many stored leads answered each removed or reworded item.
 * One computation for `schemas:check --changes` and the workbench. Those leads' answers stay
 * readable as they were answered: every lead keeps its own version.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { answeredItem, versionChanges, type VersionChange } from '../../questionnaire/version-changes.ts';
import { definitionFromContent } from '../../questionnaire/versions.ts';
import type { StoredFormVersion, Store } from '../storage/store.ts';

export interface ChangesSinceServed {
  /** The version compared with; undefined when the server never served this form. */
  readonly served: StoredFormVersion | undefined;
  readonly changes: readonly VersionChange[];
  /** Per change, the stored leads that answered what it removes or rewords; undefined where none could have. */
  readonly leads: readonly (number | undefined)[];
}

export async function changesSinceServed(store: Store, definition: FormDefinition): Promise<ChangesSinceServed> {
  const served = (await store.versions.ofForm(definition.id)).at(-1);
  if (!served) return { served, changes: [], leads: [] };
  const changes = versionChanges(definitionFromContent(served.formId, served.id, served.content), definition);
  const items = changes.map(answeredItem);
  const counted = items.flatMap((item) => (item ? [item] : []));
  const counts = await store.versions.leadsAnswering(definition.id, counted);
  let next = 0;
  const leads = items.map((item) => (item ? counts[next++] : undefined));
  return { served, changes, leads };
}
