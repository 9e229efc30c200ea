import { useRouteLoaderData } from 'react-router';
import { sitePath, type SitePath } from '../../routing/site-paths.ts';

export { isServicesPath } from '../../routing/site-paths.ts';

export interface NavItem {
  readonly label: string;
  readonly to: SitePath;
}

/** What the root route's loader gives every page (src/root.tsx): the navigation's service links. */
export interface RootLoaderData {
  readonly serviceLinks: readonly NavItem[];
}

/** Top-level links of the header, in the order the site map gives them; Services sits after Home. */
export const primaryLinks: readonly NavItem[] = [
  { label: 'Home', to: sitePath('home') },
  { label: 'About', to: sitePath('about') },
  { label: 'Blog', to: sitePath('blog') },
  { label: 'Contact', to: sitePath('contact') },
];

/** The nine service pages, from the root loader (built with the page, not bundled). */
export function useServiceLinks(): readonly NavItem[] {
  return useRouteLoaderData<RootLoaderData>('root')?.serviceLinks ?? [];
}
