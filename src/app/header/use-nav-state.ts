import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useLocation } from 'react-router';
import { useHydrated } from '../../shared/use-hydrated.ts';

/**
 * Which navigation entry is current. Every unknown URL is answered with one fallback page that
 * React Router prerenders at "/" (its "SPA mode"); React keeps a server-rendered class that differs
 * after hydration, so there no entry is marked until hydration is done, then the real one is.
 */
export function useNavState() {
  const { pathname } = useLocation();
  const isFallbackPage = useContext(FrameworkContext)?.isSpaMode ?? false;
  const hydrated = useHydrated();
  const isFallback = isFallbackPage && !hydrated;
  const isCurrent = (to: string, end = false) =>
    !isFallback && (pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`)));
  return { pathname, isFallback, isCurrent };
}
