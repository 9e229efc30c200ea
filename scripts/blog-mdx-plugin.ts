/**
 * Compiles the blog's MDX posts for Vite (see vite.config.ts). Each post becomes its own module,
 * loaded lazily by the article page, so no page carries another page's text. While compiling,
 * the post's frontmatter is checked (a bad post fails the build, naming the file and field) and
 * its body is checked to hold only Markdown and the shared article components, and its h2/h3
 * headings get the ids the table of contents links to.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Plugin } from 'vite';
import { POST_SYNTAX_PLUGINS } from '../src/content/blog/mdx-syntax.ts';
import { PUBLIC_DIR } from '../src/content/blog/post-files.ts';
import { checkPostContent, frontmatterOf, headingsOf, type TreeNode } from '../src/content/blog/post-tree.ts';

interface CompiledFile {
  readonly path: string;
}

/** remark plugin: validate the frontmatter and the body, give headings their ids. */
export function remarkBlogPost({ publicDir = PUBLIC_DIR }: { publicDir?: string } = {}) {
  return (tree: TreeNode, file: CompiledFile) => {
    const name = path.relative(process.cwd(), file.path) || file.path;
    frontmatterOf(tree, { file: name, publicDir });
    checkPostContent(tree, name);
    headingsOf(tree, { assign: true });
  };
}

/** MDX to JavaScript with @mdx-js/mdx directly (Vite 8 bundles with rolldown, so no rollup plugin). */
export function blogMdx(options: { publicDir?: string } = {}): Plugin {
  return {
    name: 'blog-mdx',
    // Before React Router's plugin, so it receives compiled JavaScript rather than MDX.
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.mdx')) return null;
      const compiled = await compile(
        { value: source, path: id },
        {
          remarkPlugins: [...POST_SYNTAX_PLUGINS, [remarkBlogPost, options]],
          jsxImportSource: 'react',
          development: false,
        },
      );
      return { code: String(compiled.value), map: null };
    },
  };
}
