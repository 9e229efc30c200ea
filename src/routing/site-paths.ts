/**
 * The site's page paths, as data both sides can import: the route table (src/app/paths.ts) is
 * built from them, and every internal link is written with `sitePath()` rather than by hand, so a
 * renamed page cannot leave a link behind (tests/unit/routes.test.ts checks each is a built page).
 * No imports: the server, scripts and the browser load this without loading the catalogue.
 */
export const pagePaths = {
  home: '/',
  services: '/services',
  about: '/about',
  privacy: '/privacy',
  blog: '/blog',
  // The contact form's route, from schemas/contact/form.json (a form's route is its page's path).
  contact: '/contact',
} as const;

export type SitePage = keyof typeof pagePaths;

/** A path of this site: a fixed page, a service page or a blog post. */
export type SitePath = (typeof pagePaths)[SitePage] | `/services/${string}` | `/blog/${string}`;

/** `sitePath('about')` → "/about"; `sitePath('service', 'soc-2')` → "/services/soc-2". */
export function sitePath(page: SitePage): SitePath;
export function sitePath(page: 'service' | 'blogPost', slug: string): SitePath;
export function sitePath(page: SitePage | 'service' | 'blogPost', slug?: string): SitePath {
  if (page === 'service') return `${pagePaths.services}/${slug ?? ''}`;
  if (page === 'blogPost') return `${pagePaths.blog}/${slug ?? ''}`;
  return pagePaths[page];
}

/** True on the services overview and on every service page (the header marks "Services" current). */
export function isServicesPath(pathname: string): boolean {
  return pathname === pagePaths.services || pathname.startsWith(`${pagePaths.services}/`);
}
