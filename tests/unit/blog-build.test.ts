import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { blogMdx } from '../../scripts/blog-mdx-plugin.ts';
import { routeTable } from '../../src/app/paths.ts';
import { postSlugs } from '../../src/content/blog/post-files.ts';

/** Compiles one MDX file with the blog's Vite plugin, as `npm run build` does for every post. */
function compile(file: string) {
  return build({
    configFile: false,
    logLevel: 'silent',
    plugins: [blogMdx()],
    build: {
      write: false,
      rollupOptions: { input: path.resolve(file), external: [/^react/], preserveEntrySignatures: 'strict' },
    },
  });
}

describe('the build checks every post', () => {
  it('vite.config.ts compiles MDX with the blog plugin, before React Router', () => {
    const names = (viteConfig.plugins as PluginOption[])
      .flat()
      .filter((plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin)
      .map((plugin) => plugin.name);
    expect(names[0]).toBe('blog-mdx');
    expect(names.some((name) => name.startsWith('react-router'))).toBe(true);
  });

  it('fails on the fixture post with bad frontmatter, naming the file and the field', async () => {
    await expect(compile('tests/fixtures/blog/bad-post.mdx')).rejects.toThrow(
      /Invalid blog post tests\/fixtures\/blog\/bad-post\.mdx:\s+- "title": must be 5 to 120 characters long/,
    );
  }, 30_000);

  it('compiles a valid post, with ids on its section headings', async () => {
    const output = await compile('src/content/blog/posts/tisax-automotive-guide.mdx');
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    );
    const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    expect(code).toContain('assessment-levels-al1-al2-and-al3');
    expect(code).toContain('VDA ISA catalogue 6.0');
  }, 30_000);

  it('the route list prerenders one page per post file', () => {
    const blogEntry = routeTable.find((entry) => entry.pattern === 'blog/:slug');
    expect(blogEntry?.urls()).toEqual(postSlugs().map((slug) => `/blog/${slug}`));
    expect(postSlugs().length).toBeGreaterThan(0);
  });
});
