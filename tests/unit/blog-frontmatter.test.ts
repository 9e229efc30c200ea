import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFrontmatter } from '../../src/content/blog/frontmatter.ts';
import { readPost } from '../../src/content/blog/posts.ts';

const FIXTURE = path.resolve('tests/fixtures/blog/bad-post.mdx');
const context = {
  file: 'src/content/blog/posts/sample-post.mdx',
  publicDir: path.resolve('public'),
  authors: { team: ['Asha Rao'], firmName: 'Northbridge Compliance', reviewers: { 'asha-rao': 'Asha Rao' } },
};

const valid = {
  slug: 'sample-post',
  title: 'A sample post title',
  description: 'A description long enough to pass the check.',
  date: '2025-07-01',
  reviewed: '2025-07-01',
  author: 'Asha Rao',
  heroImage: { src: '/blog/iso-27001-2022-guide.svg', alt: 'A grid of tiles', width: 1200, height: 630 },
};

function problemWith(data: unknown): string {
  try {
    validateFrontmatter(data, context);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the frontmatter to be rejected');
}

describe('blog frontmatter', () => {
  it('accepts a complete post and returns it typed', () => {
    expect(validateFrontmatter(valid, context)).toEqual(valid);
  });

  it('credits the firm when a post names no author', () => {
    expect(validateFrontmatter({ ...valid, author: undefined }, context).author).toBe('Northbridge Compliance');
  });

  it('keeps an update date that follows publication, reviewed on or after it', () => {
    const updated = validateFrontmatter({ ...valid, updated: '2026-11-23', reviewed: '2026-11-23' }, context);
    expect(updated).toMatchObject({ date: '2025-07-01', updated: '2026-11-23', reviewed: '2026-11-23' });
  });

  it('names the reviewer a team member id points to, and names none without one', () => {
    expect(validateFrontmatter({ ...valid, reviewedBy: 'asha-rao' }, context).reviewer).toBe('Asha Rao');
    expect(validateFrontmatter(valid, context)).not.toHaveProperty('reviewer');
  });

  it('reads a YAML 1.1 timestamp as the calendar day it names', () => {
    expect(validateFrontmatter({ ...valid, date: new Date('2025-07-01T00:00:00Z') }, context).date).toBe('2025-07-01');
  });

  it.each([
    ['slug', { ...valid, slug: 'another-post' }, '"slug": "another-post" must equal the file name "sample-post"'],
    ['title (too short)', { ...valid, title: 'Hi' }, '"title": must be 5 to 120 characters long (it has 2)'],
    [
      'title (too long)',
      { ...valid, title: 'x'.repeat(121) },
      '"title": must be 5 to 120 characters long (it has 121)',
    ],
    ['description', { ...valid, description: 'Too short.' }, '"description": must be 15 to 160 characters long'],
    ['date (not ISO)', { ...valid, date: 'July 1, 2025' }, '"date": must be an ISO date such as 2025-07-01'],
    ['date (no such day)', { ...valid, date: '2025-02-30' }, '"date": must be an ISO date'],
    ['author', { ...valid, author: '' }, '"author": must not be empty'],
    [
      'author (not in the team)',
      { ...valid, author: 'Northbridge Compliance Advisory Team' },
      '"author": "Northbridge Compliance Advisory Team" is not in the team of src/content/firm.ts (Asha Rao)',
    ],
    [
      'reviewedBy (not a team member id)',
      { ...valid, reviewedBy: 'Asha Rao' },
      '"reviewedBy": "Asha Rao" is not a team member id in src/content/firm.ts (asha-rao)',
    ],
    [
      'reviewed (missing)',
      { ...valid, reviewed: undefined },
      '"reviewed": is required: an ISO date such as 2025-07-01',
    ],
    ['updated (not ISO)', { ...valid, updated: 'last week' }, '"updated": must be an ISO date'],
    [
      'updated (before publication)',
      { ...valid, updated: '2025-06-30', reviewed: '2025-07-02' },
      '"updated": 2025-06-30 is before the publication date 2025-07-01',
    ],
    [
      'reviewed (before the update)',
      { ...valid, updated: '2026-01-10', reviewed: '2025-12-01' },
      '"reviewed": 2025-12-01 is before the update date 2026-01-10',
    ],
    ['heroImage', { ...valid, heroImage: undefined }, '"heroImage": is required'],
    [
      'heroImage.src',
      { ...valid, heroImage: { ...valid.heroImage, src: '/blog/missing.svg' } },
      '"heroImage.src": "/blog/missing.svg" does not exist under public/',
    ],
    ['heroImage.alt', { ...valid, heroImage: { ...valid.heroImage, alt: ' ' } }, '"heroImage.alt": must not be empty'],
    [
      'heroImage.width',
      { ...valid, heroImage: { ...valid.heroImage, width: '1200' } },
      '"heroImage.width": must be a positive whole number',
    ],
    ['readingTime', { ...valid, readingTime: 9 }, '"readingTime": is computed from the text; remove it'],
  ])('names the file and the field when %s is wrong', (_, data, expected) => {
    const message = problemWith(data);
    expect(message).toContain('Invalid blog post src/content/blog/posts/sample-post.mdx');
    expect(message).toContain(expected);
  });

  it('lists every problem at once', () => {
    const message = problemWith({ ...valid, title: 'Hi', date: 'soon' });
    expect(message).toContain('"title"');
    expect(message).toContain('"date"');
  });

  it('names an unknown field with the known one it resembles, beside what the other rules find', () => {
    const message = problemWith({ ...valid, slug: 'other-post', titel: valid.title, title: undefined });
    expect(message).toContain('"title": is required');
    expect(message).toContain('"titel": is not a known field: did you mean "title"?');
    expect(message).toContain('"slug": "other-post" must equal the file name "sample-post"');
  });

  it('rejects the fixture post file, naming the file and its bad field', () => {
    expect(() => readPost(FIXTURE)).toThrow(
      'Invalid blog post tests/fixtures/blog/bad-post.mdx:\n  - "title": must be 5 to 120 characters long (it has 3)',
    );
  });
});
