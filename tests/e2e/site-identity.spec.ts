import { expect, test } from './fixtures.ts';
import { prerenderPaths } from '../../src/app/paths.ts';
import { firm } from '../../src/content/firm.ts';

const paths = prerenderPaths();

/** External profile links the firm config sets (none by default). */
const configured = new Set([
  ...firm.social.map((link) => link.url),
  ...(firm.team ?? []).flatMap((member) => (member.profileUrl ? [member.profileUrl] : [])),
]);

// That no page loads anything from another origin is checked as each page loads (pages.spec.ts).

test('no page links a social profile or other external page the firm config does not set', async ({ request }) => {
  for (const urlPath of paths) {
    const html = await (await request.get(urlPath)).text();
    const external = [...html.matchAll(/<a\b[^>]*\shref="(https?:\/\/[^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((href) => !href.startsWith(firm.siteUrl) && !configured.has(href));
    expect(external, urlPath).toEqual([]);
    expect(html, urlPath).not.toMatch(/linkedin\.com\/company\/example|x\.com\/example/);
  }
});

// One visit to each page holds both checks; /about, which both read, is visited once.
test('home, About, contact and services: nothing invented about the firm, no copy repeated', async ({ page }) => {
  await test.step('About and home invent no team, credentials, sectors or case studies while the config sets none', async () => {
    for (const urlPath of ['/', '/about']) {
      await page.goto(urlPath);
      for (const id of ['team', 'credentials', 'client-sectors', 'case-studies']) {
        await expect(page.getByTestId(id), `${urlPath} ${id}`).toHaveCount(0);
      }
      await expect(page.getByTestId('firm-address')).toHaveCount(0);
    }
  });

  await test.step('copy is not repeated: one reply-time promise on /contact and /services, one "How we work" on /about', async () => {
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { name: 'How we work' })).toHaveCount(1);
    for (const urlPath of ['/contact', '/services']) {
      await page.goto(urlPath);
      const promises = (await page.locator('body').innerText()).match(/24 hours/gi) ?? [];
      expect(promises, urlPath).toHaveLength(1);
    }
  });
});
