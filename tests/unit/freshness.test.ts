import { describe, expect, it } from 'vitest';
import { addMonths, staleArticles, todayIso } from '../../src/content/blog/freshness.ts';
import { loadPosts } from '../../src/content/blog/posts.ts';

// The rule depends on the date, so every case here fixes "today": none can start failing on its own.
describe('article freshness', () => {
  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2025-05-23', 18)).toBe('2026-11-23');
    expect(addMonths('2024-08-31', 18)).toBe('2026-02-28');
    expect(addMonths('2022-08-29', 18)).toBe('2024-02-29');
  });

  it('counts a review as current up to and including the day 18 months later', () => {
    const article = { slug: 'post', title: 'Post', reviewed: '2025-05-23' };
    expect(staleArticles([article], '2026-11-23')).toEqual([]);
    expect(staleArticles([article], '2026-11-24')).toEqual([{ ...article, dueBy: '2026-11-23' }]);
  });

  it('lists stale articles oldest review first', () => {
    const articles = [
      { slug: 'b', title: 'B', reviewed: '2024-03-01' },
      { slug: 'fresh', title: 'Fresh', reviewed: '2026-10-01' },
      { slug: 'a', title: 'A', reviewed: '2023-01-15' },
    ];
    expect(staleArticles(articles, '2026-11-23').map((article) => article.slug)).toEqual(['a', 'b']);
  });

  it('reads today as a UTC calendar day', () => {
    expect(todayIso(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
  });

  it('finds every shipped article reviewed within 18 months of 23 November 2026', () => {
    expect(staleArticles(loadPosts(), '2026-11-23')).toEqual([]);
  });
});
