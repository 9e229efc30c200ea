import { useEffect, useState } from 'react';
import { CHANGES_PATH, type FormChanges } from './types.ts';

export type ChangesFeed =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly changes: FormChanges };

/** What the form as last checked changes since the served version: fetched again at each new revision. */
export function useChanges(formId: string, revision: string | undefined): ChangesFeed {
  const [feed, setFeed] = useState<ChangesFeed>({ status: 'loading' });
  useEffect(() => {
    if (revision === undefined) return;
    let active = true;
    void (async () => {
      try {
        const response = await fetch(`${CHANGES_PATH}?form=${encodeURIComponent(formId)}`, { cache: 'no-store' });
        const body = (await response.json()) as FormChanges | { error: string };
        if (!active) return;
        if ('error' in body) setFeed({ status: 'failed', message: body.error });
        else setFeed({ status: 'ready', changes: body });
      } catch (error) {
        if (active) setFeed({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      active = false;
    };
  }, [formId, revision]);
  return feed;
}
