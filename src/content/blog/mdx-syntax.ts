/**
 * The Markdown syntax extensions of blog posts, shared by the MDX compile
 * (scripts/blog-mdx-plugin.ts) and the build-time reader (./posts.ts) so both see the same tree.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

export const POST_SYNTAX_PLUGINS = [remarkFrontmatter, remarkGfm] as const;
