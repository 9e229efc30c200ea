/**
 * sitemap.xml, robots.txt and the blog's rss.xml, written into the built site at the end of
 * `react-router build` from the same route list and post files that drive the prerender.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderPaths } from '../src/app/paths.ts';
import { loadPosts, type PostSummary } from '../src/content/blog/posts.ts';
import { firm } from '../src/content/firm.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((urlPath) => `  <url><loc>${escapeXml(`${firm.siteUrl}${urlPath}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** RFC 822 date of a post's publication day, as RSS 2.0 wants ("Tue, 09 Sep 2025 00:00:00 GMT"). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** RSS 2.0 feed of the blog, newest post first. */
export function rssXml(posts: readonly PostSummary[]): string {
  const blogUrl = `${firm.siteUrl}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${firm.name} blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml('Guides to ISO standards, SOC reports, TISAX and AI governance.')}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${firm.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  // The firm's desk (/desk) is no page of the site.
  return `User-agent: *\nAllow: /\nDisallow: /desk\n\nSitemap: ${firm.siteUrl}/sitemap.xml\n`;
}

export function writeSeoFiles(clientDir: string): void {
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(prerenderPaths()));
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt());
  writeFileSync(path.join(clientDir, 'rss.xml'), rssXml(loadPosts()));
}
