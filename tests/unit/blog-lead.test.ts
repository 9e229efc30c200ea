/**
 * The blog's list page claims only what the data backs: it credits the firm by name (articles are the
 * firm's or a team member's), and it speaks of reviews only once every article names its reviewer.
 */
import { describe, expect, it } from 'vitest';
import { blogLead, blogPage, REVIEWED_CLAIM } from '../../src/content/blog/blog-page.ts';
import { loadPosts } from '../../src/content/blog/posts.ts';
import { firm } from '../../src/content/firm.ts';

describe('the blog lead', () => {
  it('credits the firm by name and claims no team and no review while an article names no reviewer', () => {
    const lead = blogLead('Example Advisory', [{ reviewer: 'Meera Kulkarni' }, {}]);
    expect(lead).toContain('Example Advisory');
    expect(lead).not.toContain(REVIEWED_CLAIM);
    expect(lead).not.toMatch(/team|review|checked/i);
  });

  it('speaks of reviews once every article names its reviewer', () => {
    const lead = blogLead('Example Advisory', [{ reviewer: 'Meera Kulkarni' }, { reviewer: 'Asha Rao' }]);
    expect(lead).toContain(REVIEWED_CLAIM);
  });

  it('on the shipped site, with no team configured, names the firm and claims no review', () => {
    expect(firm.team ?? []).toEqual([]);
    const lead = blogLead(firm.name, loadPosts());
    expect(lead).toContain(firm.name);
    expect(lead).not.toContain(REVIEWED_CLAIM);
    expect(blogPage.metaDescription).toContain(firm.name);
  });
});
