import type { MetaDescriptor } from 'react-router';
import { firm } from '../content/firm.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './og-image.ts';

export interface PageSeo {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL, e.g. "/services". */
  readonly path: string;
  readonly type?: 'website' | 'article';
  /** Open Graph article tags, for type 'article'. */
  readonly article?: { readonly publishedTime: string; readonly modifiedTime: string; readonly author: string };
  /** Extra descriptors, e.g. JSON-LD or a feed link. */
  readonly extra?: readonly MetaDescriptor[];
}

export function absoluteUrl(path: string): string {
  return `${firm.siteUrl}${path === '/' ? '/' : path}`;
}

/**
 * Title, description, canonical URL and Open Graph tags for one page, built once here. Every page
 * gets its own 1200 by 630 PNG preview (drawn at build from its title, see src/shared/og-image.ts)
 * and a large-image Twitter card.
 */
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
    { property: 'og:image', content: absoluteUrl(ogImagePath(page.path)) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: fullTitle },
    ...(page.article
      ? [
          { property: 'article:published_time', content: page.article.publishedTime },
          { property: 'article:modified_time', content: page.article.modifiedTime },
          { property: 'article:author', content: page.article.author },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.extra ?? []),
  ];
}
