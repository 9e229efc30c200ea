import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root.tsx';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** Top-level links of the header, in the order document 1 gives them; Services sits after Home. */
export const primaryLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

/** The nine service pages, from the root loader (built with the page, not bundled). */
export function useServiceLinks(): readonly NavItem[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.serviceLinks ?? [];
}

export function isServicesPath(pathname: string): boolean {
  return pathname === '/services' || pathname.startsWith('/services/');
}
