import { describe, expect, it } from 'vitest';
import { ogImagePath } from '../../src/shared/og-image.ts';
import { renderOgImage } from '../../scripts/og-images/render.ts';
import { previewOf } from '../../scripts/og-images/write.ts';
import { pngSize } from '../support/png.ts';

describe('link-preview images', () => {
  it('gives each page its own file', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/services/iso-27001')).toBe('/og/services-iso-27001.png');
    expect(ogImagePath('/blog/tisax-automotive-guide')).toBe('/og/blog-tisax-automotive-guide.png');
  });

  it("takes the title from the page's own meta, without the firm's name the image shows anyway", () => {
    const html =
      '<meta property="og:title" content="Privacy Notice | Northbridge Compliance"/>' +
      '<meta property="og:image" content="https://www.example.com/og/privacy.png"/>';
    expect(previewOf(html, '/privacy')).toEqual({
      file: '/og/privacy.png',
      text: { title: 'Privacy Notice', firmName: 'Northbridge Compliance', label: 'Compliance Consulting' },
    });
    const home = previewOf(
      '<meta property="og:title" content="Northbridge Compliance: ISO &amp; SOC 2"/><meta property="og:image" content="https://x.test/og/home.png"/>',
      '/',
    );
    expect(home.text.title).toBe('ISO & SOC 2');
    // Whatever the attribute order, and every character reference React writes.
    const quoted = previewOf(
      '<meta content="Don&#x27;t &quot;panic&quot; &lt;now&gt; | Northbridge Compliance" property="og:title">' +
        '<meta content="https://x.test/og/q.png" property="og:image">',
      '/q',
    );
    expect(quoted.text.title).toBe('Don\'t "panic" <now>');
    expect(() => previewOf('<title>No meta</title>', '/broken')).toThrow(
      '/broken: the prerendered page has no og:title',
    );
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow('not a PNG');
  });

  it('draws a 1200 by 630 PNG, also for a title too long for three lines', async () => {
    const text = { firmName: 'Northbridge Compliance', label: 'Compliance Consulting' };
    const short = await renderOgImage({ ...text, title: 'About Us' });
    expect(pngSize(short)).toEqual({ width: 1200, height: 630 });
    const long = await renderOgImage({ ...text, title: 'A very long title '.repeat(12) + 'Łódź São Paulo' });
    expect(pngSize(long)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(long).equals(Buffer.from(short))).toBe(false);
  });
});
