import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once React owns the page: what depends on
 * the visitor's browser (their today's date bounds) waits for it, so the HTML and hydration agree.
 * The switch is a transition: the re-render it causes (a whole questionnaire) yields to the
 * browser, where a store read (useSyncExternalStore) would re-render in one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
