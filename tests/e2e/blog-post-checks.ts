/**
 * What a blog post shows and does beyond every page's checks: run by its page test in pages.spec.ts,
 * on the same visit, once the layout checks are done. At 375 px the post never scrolls sideways;
 * at desktop width its header, top bar, hero image and structured data, then its own facts.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { loadPosts, type Post } from '../../src/content/blog/posts.ts';
import { firm } from '../../src/content/firm.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';
import { ogImagePath } from '../../src/shared/og-image.ts';

const posts = loadPosts();
export const postBySlug = (slug: string): Post => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug}`);
  return post;
};

// A phone's width, and Playwright's default window for the checks made at desktop width.
export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 720 };

async function cellTexts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

/** At 375 px the page never scrolls sideways; each wide table scrolls inside its own named region. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);
  const regions = page.locator('[role="region"]:has(> table)');
  for (const region of await regions.all()) {
    await expect(region).toHaveAttribute('tabindex', '0');
    const columns = await region.locator('thead th').count();
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(clientWidth).toBeLessThanOrEqual(375);
    // Named after its table's caption, so a screen reader says what the scrolling region holds.
    const caption = (await region.locator('caption').textContent()) ?? '';
    expect(caption.trim()).not.toBe('');
    await expect(region).toHaveAccessibleName(caption.trim());
    if (columns > 2) {
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // A keyboard user reaches the region with Tab and scrolls it with the arrow keys.
      await region.focus();
      await expect(region).toBeFocused();
      // Pressed again while the region has not moved: on a loaded machine the first key can
      // arrive before the browser has laid the region out as scrollable.
      await expect
        .poll(async () => {
          await page.keyboard.press('ArrowRight');
          return region.evaluate((element) => element.scrollLeft);
        })
        .toBeGreaterThan(0);
    }
  }
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);
}

export const sidewaysTitle = (urlPath: string) =>
  `${urlPath} never scrolls sideways; wide tables scroll inside their own region`;

type ArticleCheck = { title: string; run: (page: Page, article: Locator) => Promise<void> };

// The counts and figures each article must state, read from the rendered page, and what a reader
// does on it. Wording is the article's own: these check the facts, not the sentences around them.
// Each runs at desktop width on the article's one visit, in this order; one that leaves the page comes last.
const articleChecks: Record<string, ArticleCheck[]> = {
  'soc-reports-comparison-guide': [
    {
      title: 'SOC reports: five criteria, the comparison and report-type tables, timelines, phases, links',
      run: async (page, article) => {
        await expect(article.getByText(/^Security \(required\)\.$/)).toBeVisible();
        const comparison = page.getByRole('table', { name: /SOC 1, SOC 2 and SOC 3/ });
        expect(await cellTexts(comparison.getByRole('rowheader'))).toEqual([
          'Focus',
          'Audience',
          'Distribution',
          'Criteria',
          'Detail',
          'Types',
          'Timeline',
          'Industries',
          'Standards',
          'Testing',
        ]);
        const types = page.getByRole('table', { name: /Type I and Type II/ });
        expect(await cellTexts(types.getByRole('rowheader'))).toEqual(['Coverage', 'Scope', 'Value', 'Preference']);
        const stages = page.getByRole('figure', { name: /SOC report/ }).getByRole('listitem');
        const timelines = [
          ['SOC 1 Type I', '1-3 months'],
          // A Type II period: commonly 3 to 12 months; the AICPA sets no minimum.
          ['SOC 1 Type II', '3-12 month period'],
          ['SOC 2 Type I', '3-6 months'],
          ['SOC 2 Type II', '3-12 month period'],
        ] as const;
        for (const [index, [label, duration]] of timelines.entries()) {
          await expect(stages.nth(index)).toContainText(label);
          await expect(stages.nth(index)).toContainText(duration);
        }
        for (const [phase, duration] of [
          ['Pre-assessment', '1-2 months'],
          ['Implementation', '3-6 months'],
          ['Audit', '1-3 months'],
        ] as const) {
          const item = article.getByRole('listitem').filter({ has: page.getByText(phase, { exact: true }) });
          await expect(item).toContainText(duration);
        }
        await expect(article.locator('a[href="/services/soc-2"], a[href="/services/soc2"]').first()).toBeVisible();
        const contact = article.locator('a[href="/contact"]').first();
        // Markdown links to site paths are React Router links (client-side navigation).
        await expect(contact).toHaveAttribute('data-discover', 'true');
      },
    },
    {
      title: 'the top bar stays under the 64 px site header while reading',
      run: async (page) => {
        await page.evaluate(() => window.scrollTo(0, 3000));
        const bar = page.getByRole('navigation', { name: 'Blog' });
        await expect.poll(async () => (await bar.boundingBox())?.y).toBe(64);
      },
    },
    {
      title: 'links inside a prerendered article navigate within the app',
      run: async (page) => {
        await page.evaluate(() => {
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
        await page.locator('article').getByRole('link', { name: 'SOC 2 readiness and audit support' }).click();
        await expect(page).toHaveURL('/services/soc-2');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('SOC 2');
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await page.goBack();
        await expect(page.getByRole('table', { name: 'SOC 1, SOC 2 and SOC 3 compared' })).toBeVisible();
      },
    },
  ],
  'rbi-free-ai-framework-guide': [
    {
      title: 'RBI FREE-AI: 7 Sutras, 6 pillars with 26 recommendations, links to ISO 42001 and by email',
      run: async (page, article) => {
        const sutras = article.getByRole('list').filter({ has: page.getByText('People First.', { exact: true }) });
        await expect(sutras.getByRole('listitem')).toHaveCount(7);
        const pillars = page.getByRole('table', { name: /pillars/ });
        await expect(pillars.getByRole('rowheader')).toHaveCount(6);
        const counts = await cellTexts(pillars.locator('tbody tr td:nth-child(3)'));
        expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(26);
        await expect(article.locator('a[href="/services/iso-42001"]').first()).toBeVisible();
        await expect(article.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`);
        await expect(article.locator('a[href="/contact"]').first()).toBeVisible();
      },
    },
  ],
  'ai-model-vs-solution-lifecycle': [
    {
      title: 'AI model vs solution lifecycle: a table of phase, model, solution and similarities',
      run: async (page) => {
        const table = page.getByRole('table', { name: /lifecycle/ });
        expect(await cellTexts(table.getByRole('columnheader'))).toEqual([
          'Phase',
          'Model lifecycle',
          'Solution lifecycle',
          'Similarities',
        ]);
      },
    },
  ],
  'iso-27001-2022-guide': [
    {
      title: 'ISO/IEC 27001:2022: six mandatory documents, annual surveillance and three-year recertification',
      run: async (page, article) => {
        const six = article.getByRole('list').filter({ has: page.getByText('ISMS scope', { exact: true }) });
        await expect(six.getByRole('listitem')).toHaveCount(6);
        const cycle = page.getByRole('figure', { name: /certification cycle/ });
        await expect(cycle).toContainText('Year 1 surveillance');
        await expect(cycle).toContainText('Year 2 surveillance');
        await expect(cycle).toContainText('Year 3 recertification');
      },
    },
    {
      title: 'the table of contents leads to each section, clear of the bars',
      run: async (page) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const toc = page.getByRole('navigation', { name: 'In this article' });
        await toc.getByRole('link', { name: 'The 11 new controls' }).click();
        await expect(page).toHaveURL(/#the-11-new-controls$/);
        const heading = page.getByRole('heading', { name: 'The 11 new controls' });
        await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(112);
        await expect(heading).toBeInViewport();
        // The prerendered text survives the router's update for the new hash.
        await expect(page.getByRole('table', { name: 'ISO/IEC 27001:2022 Annex A themes' })).toBeAttached();
        await expect(page.locator('article')).toContainText('8.28 Secure coding');
      },
    },
  ],
  'tisax-automotive-guide': [
    {
      title: 'TISAX: 2017, AL1 to AL3, VDA ISA 6.0 from 1 April 2024, maturity 0 to 5, 2.7 and about 90%',
      run: async (page, article) => {
        for (const fact of ['2017', 'AL1', 'AL2', 'AL3', '6.0', '1 April 2024', '2.7', '90%']) {
          await expect(article, fact).toContainText(fact);
        }
        for (const level of [0, 1, 2, 3, 4, 5])
          await expect(article.getByText(new RegExp(`^${level} [A-Z]`))).toHaveCount(1);
        await expect(page.getByRole('table', { name: /TISAX compared with ISO\/IEC 27001/ })).toBeVisible();
      },
    },
  ],
};
// A renamed post must not silently lose its checks.
for (const slug of Object.keys(articleChecks)) postBySlug(slug);

export const BLOG_POST_CHECKS =
  'no sideways scroll at 375 px; header, top bar, hero image, structured data and its facts';

/** The visit's own watchers (support.ts): its loads settled and no problem seen once the header is checked. */
interface Visit {
  settled(): Promise<void>;
  readonly problems: readonly string[];
}

export async function expectBlogPost(page: Page, request: APIRequestContext, post: Post, visit: Visit): Promise<void> {
  const article = page.locator('article');
  await page.setViewportSize(PHONE);
  await test.step(sidewaysTitle(`/blog/${post.slug}`), () => expectNoSidewaysScroll(page));

  await test.step(`${post.slug}: header, top bar, hero image and structured data`, async () => {
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toContainText(post.description);
    await expect(article).toContainText(post.author);
    await expect(article.locator(`time[datetime="${post.date}"]`).first()).toHaveText(formatLongDate(post.date));
    await expect(article).toContainText(`${post.readingMinutes} min read`);
    // "Updated <date>" beside the original date when the text changed; "Last reviewed" only with a named reviewer.
    const updated = article.getByTestId('post-updated');
    if (post.updated) await expect(updated).toHaveText(new RegExp(`^Updated\\s${formatLongDate(post.updated)}$`));
    else await expect(updated).toHaveCount(0);
    const reviewed = article.getByTestId('post-reviewed');
    if (post.reviewer) {
      await expect(reviewed).toHaveText(
        new RegExp(`^Last reviewed\\s${formatLongDate(post.reviewed)} by ${post.reviewer}$`),
      );
    } else await expect(reviewed).toHaveCount(0);

    const hero = article.getByRole('img', { name: post.heroImage.alt });
    await expect(hero).toHaveAttribute('src', post.heroImage.src);
    await expect(hero).toHaveAttribute('width', String(post.heroImage.width));
    await expect(hero).toHaveAttribute('height', String(post.heroImage.height));

    const bar = page.getByRole('navigation', { name: 'Blog' });
    await expect(bar.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(bar.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    // Calls to action lead to the contact page.
    await expect(article.getByRole('link', { name: /talk to|start the conversation/i }).last()).toHaveAttribute(
      'href',
      '/contact',
    );
    await visit.settled();
    expect(visit.problems).toEqual([]);

    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`<link rel="canonical" href="https://www.example.com/blog/${post.slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:published_time" content="${post.date}"/>`);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    // The whole text is in the HTML, in place: no React "outlined" segment waiting for a script.
    expect(html).not.toContain('hidden id="S:');
    const lastHeading = post.headings.at(-1);
    expect(html).toContain(`id="${lastHeading?.id}"`);

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      url: `https://www.example.com/blog/${post.slug}`,
      author: { name: post.author },
      publisher: { name: firm.name },
      dateModified: post.updated ?? post.date,
      image: { url: `https://www.example.com${ogImagePath(`/blog/${post.slug}`)}`, width: 1200, height: 630 },
    });
  });

  for (const check of articleChecks[post.slug] ?? []) await test.step(check.title, () => check.run(page, article));
}
