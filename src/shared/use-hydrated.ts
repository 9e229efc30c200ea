import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React owns the page. Inputs stay
 * disabled until then: a value typed into server HTML before hydration would not reach React.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
