import type { MetaDescriptor } from 'react-router';
import { firm } from '../../content/firm.ts';

export const FEED_PATH = '/rss.xml';

/** <link rel="alternate"> to the RSS feed, for the blog's pages. */
export const feedLink: MetaDescriptor = {
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${firm.name} blog`,
  href: FEED_PATH,
};
