/**
 * Marketing consent (a form's marketingOptIn): `leads unsubscribe --email` records its withdrawal
 * on every submission of that address, and `leads marketing-list` lists the addresses whose
 * consent stands, one line each (the latest opt-in). A withdrawal covers the opt-ins made before
 * it; a later opt-in is a new consent and lists the address again. Addresses are matched as
 * `leads erase` matches them (the form's visitor email, trimmed, any case); spam is never listed.
 */
import type { FormVersions } from '../submissions/form-versions.ts';
import { normaliseEmail } from '../common/email.ts';
import type { Store } from '../storage/store.ts';
import { toCsv } from './csv.ts';
import { findByEmail } from './erase.ts';

export interface MarketingEntry {
  readonly email: string;
  /** When the standing opt-in was given. */
  readonly optedInAt: string;
  readonly form: string;
  /** The opt-in's label as the visitor saw it. */
  readonly text: string;
}

/** Withdraws every standing marketing consent of this address; returns how many submissions had one. */
export async function unsubscribe(store: Store, versions: FormVersions, email: string, now: Date): Promise<number> {
  const ids = (await findByEmail(store, versions, email)).map((submission) => submission.id);
  return store.withdrawMarketing(ids, now);
}

/** The addresses with a standing marketing consent, sorted by address. */
export async function marketingList(store: Store, versions: FormVersions): Promise<MarketingEntry[]> {
  const latest = new Map<string, MarketingEntry>();
  for (const submission of await store.allSubmissions()) {
    if (submission.status !== 'new' || !submission.marketingAt || submission.marketingWithdrawnAt) continue;
    const definition = await versions.of(submission);
    if (!definition) continue;
    const answers = JSON.parse(submission.answers) as Record<string, unknown>;
    const address = answers[definition.form.payload.email];
    if (typeof address !== 'string' || address.trim() === '') continue;
    const key = normaliseEmail(address);
    const known = latest.get(key);
    if (!known || known.optedInAt < submission.marketingAt) {
      latest.set(key, {
        email: address.trim(),
        optedInAt: submission.marketingAt,
        form: submission.formId,
        text: submission.marketingText ?? '',
      });
    }
  }
  return [...latest.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
}

export function marketingListCsv(entries: readonly MarketingEntry[]): string {
  return toCsv(
    ['email', 'opted_in_at', 'form', 'text'],
    entries.map((entry) => [entry.email, entry.optedInAt, entry.form, entry.text]),
  );
}
