import type { MetaDescriptor } from 'react-router';
import { firm } from '../content/firm.ts';

export interface PageSeo {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL, e.g. "/services". */
  readonly path: string;
  readonly type?: 'website' | 'article';
  readonly image?: string;
  readonly imageAlt?: string;
  /** Open Graph article tags, for type 'article'. */
  readonly article?: { readonly publishedTime: string; readonly modifiedTime: string; readonly author: string };
  /** Extra descriptors, e.g. JSON-LD or a feed link. */
  readonly extra?: readonly MetaDescriptor[];
}

export function absoluteUrl(path: string): string {
  return `${firm.siteUrl}${path === '/' ? '/' : path}`;
}

/** Title, description, canonical URL and Open Graph tags for one page, built once here. */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const fullTitle = page.path === '/' ? page.title : `${page.title} | ${firm.name}`;
  const url = absoluteUrl(page.path);
  return [
    { title: fullTitle },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(page.image ? [{ property: 'og:image', content: absoluteUrl(page.image) }] : []),
    ...(page.image && page.imageAlt ? [{ property: 'og:image:alt', content: page.imageAlt }] : []),
    ...(page.article
      ? [
          { property: 'article:published_time', content: page.article.publishedTime },
          { property: 'article:modified_time', content: page.article.modifiedTime },
          { property: 'article:author', content: page.article.author },
        ]
      : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    ...(page.extra ?? []),
  ];
}
