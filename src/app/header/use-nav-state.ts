import { useLocation, useMatches } from 'react-router';

/**
 * Which navigation entry is current. The not-found fallback page is prerendered once, at "/",
 * with only the root route matched; there no entry is marked current, since React does not
 * correct a class that differs after hydration and "Home" would stay highlighted on every 404.
 */
export function useNavState() {
  const { pathname } = useLocation();
  const isFallback = useMatches().length <= 1;
  const isCurrent = (to: string, end = false) =>
    !isFallback && (pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`)));
  return { pathname, isFallback, isCurrent };
}
