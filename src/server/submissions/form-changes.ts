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

/**
 * The changes from `before` to `after` and, with a store, how many of the form's stored leads
 * answered each removed or reworded item.
 */
export async function changesWithLeads(
  store: Store | undefined,
  before: FormDefinition,
  after: FormDefinition,
): Promise<{ changes: VersionChange[]; leads: (number | undefined)[] }> {
  const changes = versionChanges(before, after);
  const items = changes.map(answeredItem);
  if (!store) return { changes, leads: items.map(() => undefined) };
  const counts = await store.versions.leadsAnswering(
    after.id,
    items.flatMap((item) => (item ? [item] : [])),
  );
  let next = 0;
  return { changes, leads: items.map((item) => (item ? counts[next++] : undefined)) };
}

export async function changesSinceServed(store: Store, definition: FormDefinition): Promise<ChangesSinceServed> {
  const served = (await store.versions.ofForm(definition.id)).at(-1);
  if (!served) return { served, changes: [], leads: [] };
  const before = definitionFromContent(served.formId, served.id, served.content);
  return { served, ...(await changesWithLeads(store, before, definition)) };
}
