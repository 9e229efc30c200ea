import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';

/** True for a path on this site ("/contact", "/services/soc-2#x"), not "//host" or "https://…". */
export function isInternalHref(href: string | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/** Markdown links in articles: internal paths navigate in the app, others stay plain links. */
export function ArticleLink({ href, children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = typeof href === 'string' && /^https?:/.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
