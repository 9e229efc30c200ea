import type { PostSummary } from '../../../content/blog/post-types.ts';
import { firm } from '../../../content/firm.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from '../../../shared/og-image.ts';
import { absoluteUrl } from '../../../shared/seo.ts';
import { sitePath } from '../../../routing/site-paths.ts';

/** A team member from the firm config is a Person (with their profile); otherwise the firm wrote it. */
function authorOf(name: string) {
  const member = firm.team?.find((candidate) => candidate.name === name);
  if (!member) return { '@type': 'Organization', name, url: `${firm.siteUrl}/about` };
  return { '@type': 'Person', name, jobTitle: member.role, ...(member.profileUrl ? { url: member.profileUrl } : {}) };
}

/** schema.org BlogPosting for one article (rendered by meta() as application/ld+json). */
export function blogPostingJsonLd(post: PostSummary) {
  const url = absoluteUrl(sitePath('blogPost', post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    inLanguage: 'en',
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(ogImagePath(sitePath('blogPost', post.slug))),
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
    },
    author: authorOf(post.author),
    publisher: {
      '@type': 'Organization',
      name: firm.name,
      url: `${firm.siteUrl}/`,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  };
}
