/**
 * sitemap.xml and robots.txt, written into the built site at the end of `react-router build`
 * from the same route list that drives the router and the prerender.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderPaths } from '../src/app/paths.ts';
import { firm } from '../src/content/firm.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${firm.siteUrl}/sitemap.xml\n`;
}

export function writeSeoFiles(clientDir: string): void {
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(prerenderPaths()));
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt());
}
