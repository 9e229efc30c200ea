/**
 * The blog's post list, read from the MDX files at build time (route loaders during prerender,
 * the RSS feed, tests). Each file is parsed once, its frontmatter validated, its headings and
 * reading time computed from its text. Never imported by browser code: pages receive this data
 * through their loaders, and article bodies through their own lazily loaded chunks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Post, PostSummary } from './post-types.ts';
import { POST_SYNTAX_PLUGINS } from './mdx-syntax.ts';
import { POSTS_DIR, PUBLIC_DIR, postFiles } from './post-files.ts';
import {
  checkPostContent,
  frontmatterOf,
  headingsOf,
  readingMinutesFor,
  wordCountOf,
  type TreeNode,
} from './post-tree.ts';

export type { Post, PostSummary } from './post-types.ts';

const parser = createProcessor({ remarkPlugins: [...POST_SYNTAX_PLUGINS] });

/** Reads and checks one post file; throws a message naming the file and the bad field. */
export function readPost(file: string, publicDir: string = PUBLIC_DIR): Post {
  const displayName = path.relative(process.cwd(), file) || file;
  const tree = parser.parse(readFileSync(file, 'utf8')) as unknown as TreeNode;
  const frontmatter = frontmatterOf(tree, { file: displayName, publicDir });
  checkPostContent(tree, displayName);
  const wordCount = wordCountOf(tree);
  return { ...frontmatter, wordCount, readingMinutes: readingMinutesFor(wordCount), headings: headingsOf(tree) };
}

/** Newest first; the same day sorts by title so the order never depends on the file system. */
export function byNewestFirst(a: PostSummary, b: PostSummary): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

const cache = new Map<string, readonly Post[]>();

export function loadPosts(dir: string = POSTS_DIR): readonly Post[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const posts = postFiles(dir)
    .map((file) => readPost(file))
    .sort(byNewestFirst);
  cache.set(dir, posts);
  return posts;
}

/** A post without its headings: what a list card needs. */
export function summaryOf(post: Post): PostSummary {
  const { slug, title, description, date, updated, reviewed, reviewer, author, heroImage, readingMinutes, wordCount } =
    post;
  const changed = updated ? { updated } : {};
  const named = reviewer ? { reviewer } : {};
  return {
    slug,
    title,
    description,
    date,
    ...changed,
    reviewed,
    ...named,
    author,
    heroImage,
    readingMinutes,
    wordCount,
  };
}

export function findPost(slug: string | undefined): Post | undefined {
  return loadPosts().find((post) => post.slug === slug);
}
