import { createProcessor } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rssXml } from '../../scripts/build-seo-files.ts';
import { POST_SYNTAX_PLUGINS } from '../../src/content/blog/mdx-syntax.ts';
import {
  checkPostContent,
  headingsOf,
  readingMinutesFor,
  wordCountOf,
  type TreeNode,
} from '../../src/content/blog/post-tree.ts';
import { loadPosts, readPost } from '../../src/content/blog/posts.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';

const parse = (source: string) =>
  createProcessor({ remarkPlugins: [...POST_SYNTAX_PLUGINS] }).parse(source) as unknown as TreeNode;

describe('blog posts', () => {
  const posts = loadPosts();

  it('are the five posts of the blog, newest first, dated 2025-07-01 to 2025-09-09', () => {
    expect(posts.map((post) => post.slug)).toEqual([
      'soc-reports-comparison-guide',
      'rbi-free-ai-framework-guide',
      'ai-model-vs-solution-lifecycle',
      'tisax-automotive-guide',
      'iso-27001-2022-guide',
    ]);
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.at(-1)).toBe('2025-07-01');
    expect(dates[0]).toBe('2025-09-09');
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s: reading time is computed from its words and lands in 8 to 14 minutes',
    (_, post) => {
      expect(post.wordCount).toBeGreaterThanOrEqual(1600);
      expect(post.readingMinutes).toBe(Math.ceil(post.wordCount / 220));
      expect(post.readingMinutes).toBeGreaterThanOrEqual(8);
      expect(post.readingMinutes).toBeLessThanOrEqual(14);
    },
  );

  it.each(posts.map((post) => [post.slug, post] as const))('%s: section ids are unique', (_, post) => {
    const ids = post.headings.map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(post.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(5);
  });
});

describe('word count', () => {
  it('counts prose and the texts inside components, not frontmatter, link targets or props', () => {
    const tree = parse(
      [
        '---',
        'title: Not counted at all',
        '---',
        '',
        '## Two words',
        '',
        'One [two three](/contact) four.',
        '',
        "<Timeline caption=\"Five six\" items={[{ label: 'seven', duration: '1-2 months', description: 'ten' }]} />",
        '',
        '<CallToAction title="eleven" text="twelve" to="/contact" label="thirteen" />',
        '',
        '<Callout tone="info" title="fourteen">',
        'Fifteen sixteen.',
        '</Callout>',
      ].join('\n'),
    );
    expect(wordCountOf(tree)).toBe(18);
  });

  it('rounds reading time up at 220 words a minute', () => {
    expect(readingMinutesFor(2200)).toBe(10);
    expect(readingMinutesFor(2201)).toBe(11);
  });

  it('gives repeated headings distinct ids', () => {
    const tree = parse('## Audit\n\ntext\n\n### Audit\n\n## Café & costs\n');
    expect(headingsOf(tree).map((heading) => heading.id)).toEqual(['audit', 'audit-2', 'cafe-costs']);
  });
});

describe('dates', () => {
  it('format in US English long form', () => {
    expect(formatLongDate('2025-07-01')).toBe('July 1, 2025');
    expect(formatLongDate('2025-09-09')).toBe('September 9, 2025');
  });

  it('never shift a day with the time zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(formatLongDate('2025-07-01')).toBe('July 1, 2025');
      }
    } finally {
      process.env.TZ = original;
    }
  });
});

describe('RSS feed', () => {
  it('lists every post, newest first, with link, date and escaped text', () => {
    const xml = rssXml(loadPosts());
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(loadPosts().map((post) => `https://www.example.com/blog/${post.slug}`));
    expect(xml).toContain('<pubDate>Tue, 01 Jul 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://www.example.com/rss.xml" rel="self"');
    const [newest] = loadPosts();
    if (!newest) throw new Error('no posts');
    expect(rssXml([{ ...newest, title: 'R&D <notes>' }])).toContain('<title>R&amp;D &lt;notes&gt;</title>');
  });
});

describe('post content', () => {
  it('accepts Markdown and the shared article components', () => {
    const tree = parse(
      '## Section\n\nText with a [link](/contact), **bold** and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<Callout tone="tip" title="Tip">\nBody\n</Callout>\n',
    );
    expect(() => checkPostContent(tree, 'posts/x.mdx')).not.toThrow();
  });

  it.each([
    ['<div>raw</div>', 'line 1: <div> is not available'],
    ['# Title', 'line 1: # is the page title'],
    ["import X from './x.js'", 'line 1: import and export are not allowed'],
    ['Text {1 + 1}', 'line 1: {expressions} are not allowed'],
    ['![](/blog/x.svg)', 'line 1: an image needs alt text'],
  ])('refuses %s, naming the file and line', (source, message) => {
    expect(() => checkPostContent(parse(source), 'posts/x.mdx')).toThrow(
      `Invalid blog post posts/x.mdx:\n  - ${message}`,
    );
  });

  it.each(loadPosts().map((post) => [post.slug] as const))('%s uses only what is allowed', (slug) => {
    expect(() => readPost(`src/content/blog/posts/${slug}.mdx`)).not.toThrow();
  });
});
