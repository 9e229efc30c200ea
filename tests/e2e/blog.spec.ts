import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { loadPosts } from '../../src/content/blog/posts.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';
import { DESKTOP, expectNoSidewaysScroll, PHONE, postBySlug, sidewaysTitle } from './blog-post-checks.ts';
import { gotoSettled, pageReady, watchForProblems, watchRequests } from './support.ts';

// Each post's own checks (its header, structured data and facts) are steps of its page test in
// pages.spec.ts (blog-post-checks.ts); here the list, navigation between posts, and what every post shares.
const posts = loadPosts();

async function openPost(page: Page, slug: string): Promise<Locator> {
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  return page.locator('article');
}

test.describe('blog list', () => {
  test.use({ viewport: PHONE });

  test('/blog: every post newest first, no sideways scroll at 375 px, a card opens its article', async ({ page }) => {
    const problems = watchForProblems(page);
    const loads = watchRequests(page);
    await gotoSettled(page, '/blog');
    await test.step(sidewaysTitle('/blog'), () => expectNoSidewaysScroll(page));

    await test.step('shows every post newest first, each with image, title, description, author, date and reading time', async () => {
      await page.setViewportSize(DESKTOP);
      // The page lists the posts in this order: newest first.
      const postDates = posts.map((post) => post.date);
      expect(postDates).toEqual([...postDates].sort().reverse());
      const cards = page.getByTestId('post-card');
      await expect(cards).toHaveCount(posts.length);
      const dates: string[] = [];
      for (const [index, post] of posts.entries()) {
        const card = cards.nth(index);
        const link = card.getByRole('link', { name: post.title });
        await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
        await expect(card).toContainText(post.description);
        await expect(card).toContainText(post.author);
        await expect(card).toContainText(formatLongDate(post.date));
        await expect(card).toContainText(`${post.readingMinutes} min read`);
        const image = card.locator('img');
        await expect(image).toHaveAttribute('src', post.heroImage.src);
        await expect(image).toHaveAttribute('width', String(post.heroImage.width));
        await expect(image).toHaveAttribute('height', String(post.heroImage.height));
        dates.push((await card.locator('time').first().getAttribute('datetime')) ?? '');
      }
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates).toEqual(['2025-09-09', '2025-08-26', '2025-08-05', '2025-07-22', '2025-07-01']);
      await expect(cards.first()).toContainText('September 9, 2025');
      await expect(cards.last()).toContainText('July 1, 2025');
      for (const post of posts) expect(post.readingMinutes).toBeGreaterThanOrEqual(8);
      for (const post of posts) expect(post.readingMinutes).toBeLessThanOrEqual(14);
      await loads.settled();
      expect(problems).toEqual([]);
    });

    // Last: it leaves the list.
    await test.step('a card opens its article in the app, body and all', async () => {
      await page.getByRole('link', { name: postBySlug('tisax-automotive-guide').title }).click();
      await expect(page).toHaveURL('/blog/tisax-automotive-guide');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(postBySlug('tisax-automotive-guide').title);
      await expect(page.getByRole('table', { name: 'TISAX compared with ISO/IEC 27001' })).toBeVisible();
    });
  });

  test('a first visit loads no article text as JavaScript; client navigation loads only that post', async ({
    page,
  }) => {
    // A sentence from each post, as it appears in the built files (no quote characters).
    const sentences = posts.map((post) => {
      const line = readFileSync(`src/content/blog/posts/${post.slug}.mdx`, 'utf8')
        .split('\n')
        .find((text) => /^[A-Z][a-z]/.test(text) && text.length > 200 && !/["'*[`]/.test(text.slice(0, 120)));
      return (line ?? '').slice(0, 120);
    });
    expect(sentences.every((sentence) => sentence.length === 120)).toBe(true);
    // Each script or data answer as read when it arrives: `${type} ${url}` on its first line, then its text.
    const loaded: Promise<string>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'fetch')
        loaded.push(response.text().then((text) => `${type} ${response.url()}\n${text}`));
    });
    const loads = watchRequests(page);
    const carriersOf = async (sentence: string) =>
      (await Promise.all(loaded)).filter((body) => body.includes(sentence)).map((body) => body.split('\n')[0]);

    await gotoSettled(page, '/blog/tisax-automotive-guide');
    await gotoSettled(page, '/blog');
    for (const sentence of sentences) expect(await carriersOf(sentence)).toEqual([]);

    await page.getByRole('link', { name: postBySlug('iso-27001-2022-guide').title }).click();
    await expect(page.getByRole('heading', { name: 'The 11 new controls' })).toBeVisible();
    await loads.settled();
    for (const [index, sentence] of sentences.entries()) {
      const expected =
        posts[index]?.slug === 'iso-27001-2022-guide'
          ? [expect.stringMatching(/^script .*iso-27001-2022-guide-[\w-]+\.js$/)]
          : [];
      expect(await carriersOf(sentence)).toEqual(expected);
    }
  });
});

test.describe('an unknown slug', () => {
  test('shows Blog Post Not Found with status 404 and a way back to the list', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText('The blog post you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle(/Blog Post Not Found/);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(posts.length);
  });
});

test.describe('dates in another time zone and locale', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });

  test('still read in US English long form, on the same day, after hydration', async ({ page }) => {
    const problems = watchForProblems(page);
    const loads = watchRequests(page);
    await openPost(page, 'iso-27001-2022-guide');
    await pageReady(page);
    await loads.settled();
    await expect(page.locator('article time[datetime="2025-07-01"]').first()).toHaveText('July 1, 2025');
    await page.goto('/blog');
    await expect(page.getByTestId('post-card').last()).toContainText('July 1, 2025');
    await expect(page.getByTestId('post-card').first()).toContainText('September 9, 2025');
    expect(problems).toEqual([]);
  });
});

test('rss.xml lists every post, newest first', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0]);
  expect(items).toHaveLength(posts.length);
  for (const [index, post] of posts.entries()) {
    expect(items[index]).toContain(`<link>https://www.example.com/blog/${post.slug}</link>`);
    expect(items[index]).toContain(`<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`);
  }
});

test('sitemap.xml lists the blog and every post', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.example.com/blog</loc>');
  for (const post of posts) expect(sitemap).toContain(`<loc>https://www.example.com/blog/${post.slug}</loc>`);
});
