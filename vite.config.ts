import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blogMdx } from './scripts/blog-mdx-plugin.ts';

export default defineConfig({
  // Blog posts (src/content/blog/posts/*.mdx) compile before React Router sees them.
  plugins: [blogMdx(), reactRouter()],
  build: {
    // Hashed file names under /assets are served with immutable caching by src/server.
    assetsInlineLimit: 0,
  },
});
