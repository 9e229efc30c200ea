import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once React owns the page. Inputs stay
 * disabled until then: a value typed into server HTML before hydration would not reach React.
 * The switch is a transition: the re-render it causes (a whole questionnaire) yields to the
 * browser, where a store read (useSyncExternalStore) would re-render in one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
