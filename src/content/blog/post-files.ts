/**
 * Where the post files live, and their slugs. Node-only and dependency-free, so the route list
 * (src/app/paths.ts) can name every /blog/{slug} URL: a new file is a new page, sitemap entry
 * and feed item.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Paths are resolved from the project root: builds, tests and scripts all run from there. */
export const POSTS_DIR = path.resolve('src/content/blog/posts');
export const PUBLIC_DIR = path.resolve('public');
export const POST_EXTENSION = '.mdx';

export function postFiles(dir: string = POSTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(POST_EXTENSION))
    .sort()
    .map((name) => path.join(dir, name));
}

export function postSlugs(dir: string = POSTS_DIR): string[] {
  return postFiles(dir).map((file) => path.basename(file, POST_EXTENSION));
}
