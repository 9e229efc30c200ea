import { expect, test } from './fixtures.ts';
import { structureDiagrams } from '../../src/content/diagrams.ts';
import { services } from '../../src/content/services.ts';
import { sitePath } from '../../src/routing/site-paths.ts';

// What each service page shows and does is checked on its visit in pages.spec.ts
// (tests/e2e/service-page-checks.ts); what is compared across the pages is checked here.
test('every service page opens with an illustration of its own, and every structure diagram is on one', async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const service of services) {
    const html = await (await request.get(sitePath('service', service.slug))).text();
    const illustration = /<img[^>]*data-testid="hero-illustration"[^>]*>/.exec(html)?.[0] ?? '';
    const src = /\ssrc="([^"]+)"/.exec(illustration)?.[1];
    expect(src, `${service.slug} has an illustration`).toBeDefined();
    expect(seen.get(src ?? ''), `${service.slug} reuses ${src} of`).toBeUndefined();
    seen.set(src ?? '', service.slug);
  }
  for (const slug of Object.keys(structureDiagrams)) expect(services.map((service) => service.slug)).toContain(slug);
});
