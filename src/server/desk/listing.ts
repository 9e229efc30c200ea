/**
 * Leads stored without what the inbox lists them under (before the inbox table existed, or by a
 * process that gave none) are listed by the desk, a batch at a time, with the intake's own reading.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { leadListing } from '../submissions/index.ts';
import type { DeskStore } from './storage/index.ts';

/** Leads listed per statement batch and transaction. */
const LIST_BATCH = 500;
/** Listing this many leads at a start leaves enough behind to tidy the table at once. */
export const TIDY_AFTER = 1000;

/** Lists the unlisted leads; resolves to how many. Cheap when there are none: a partial index. */
export async function listUnlisted(desk: DeskStore, catalogue: readonly FormDefinition[]): Promise<number> {
  const forms = new Map(catalogue.map((definition) => [definition.id, definition]));
  // Answers an older form took that the current one scores differently must not stop a start:
  // such a lead is listed with what could be read (nothing, at worst) and stays in the inbox.
  const listingOf = (lead: { formId: string; answers: string }) => {
    try {
      return leadListing(forms.get(lead.formId), JSON.parse(lead.answers) as Record<string, unknown>);
    } catch {
      return leadListing(undefined, {});
    }
  };
  let listed = 0;
  for (;;) {
    const leads = await desk.unlistedLeads(LIST_BATCH);
    if (leads.length === 0) return listed;
    await desk.listLeads(
      leads.map((lead) => ({ submissionId: lead.id, listing: listingOf(lead) })),
      new Date(),
    );
    listed += leads.length;
  }
}
