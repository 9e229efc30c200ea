import type { PostSummary } from '../../../content/blog/posts.ts';
import { firm } from '../../../content/firm.ts';
import { absoluteUrl } from '../../../shared/seo.ts';

/** schema.org BlogPosting for one article (rendered by meta() as application/ld+json). */
export function blogPostingJsonLd(post: PostSummary) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: 'en',
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(post.heroImage.src),
      width: post.heroImage.width,
      height: post.heroImage.height,
    },
    author: { '@type': 'Organization', name: post.author, url: `${firm.siteUrl}/about` },
    publisher: {
      '@type': 'Organization',
      name: firm.name,
      url: `${firm.siteUrl}/`,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  };
}
