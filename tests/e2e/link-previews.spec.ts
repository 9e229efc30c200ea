import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { prerenderPaths } from '../../src/app/paths.ts';
import { firm } from '../../src/content/firm.ts';
import { ogImagePath } from '../../src/shared/og-image.ts';
import { pngSize } from '../support/png.ts';

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test('every page has its own 1200 by 630 PNG preview and a large-image card', async ({ request }) => {
  const images = new Map<string, string>();
  for (const urlPath of prerenderPaths()) {
    const html = await (await request.get(urlPath)).text();
    const image = metaContent(html, 'property', 'og:image');
    expect(image, urlPath).toBe(`${firm.siteUrl}${ogImagePath(urlPath)}`);
    expect(metaContent(html, 'property', 'og:image:type'), urlPath).toBe('image/png');
    expect(metaContent(html, 'property', 'og:image:width'), urlPath).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height'), urlPath).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card'), urlPath).toBe('summary_large_image');

    const response = await request.get(ogImagePath(urlPath));
    expect(response.status(), urlPath).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect(pngSize(bytes), urlPath).toEqual({ width: 1200, height: 630 });
    images.set(urlPath, createHash('sha256').update(bytes).digest('hex'));
  }
  // Each page's image is drawn from its own title: no two pages share one.
  expect(new Set(images.values()).size).toBe(images.size);
});
