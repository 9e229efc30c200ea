import { Container } from '@mantine/core';
import IconRss from '@tabler/icons-react/dist/esm/icons/IconRss.mjs';
import { blogLead, blogPage } from '../../content/blog/blog-page.ts';
import { loadPosts, summaryOf } from '../../content/blog/posts.ts';
import { firm } from '../../content/firm.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import classes from './Blog.module.css';
import { FEED_PATH, feedLink } from './feed.ts';
import { PostCard } from './PostCard.tsx';
import { sitePath } from '../../routing/site-paths.ts';

// Build-time data (prerender): titles, descriptions and reading times only, never article bodies.
export function loader() {
  const posts = loadPosts();
  return { lead: blogLead(firm.name, posts), posts: posts.map(summaryOf) };
}

export function meta() {
  return pageMeta({
    title: blogPage.metaTitle,
    description: blogPage.metaDescription,
    path: sitePath('blog'),
    extra: [feedLink],
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const [newest, ...earlier] = loaderData.posts;
  return (
    <>
      <PageHeader eyebrow={blogPage.eyebrow} title={blogPage.title} lead={loaderData.lead}>
        <a href={FEED_PATH} className={classes.feed}>
          <IconRss size={16} aria-hidden="true" />
          Subscribe via RSS
        </a>
      </PageHeader>
      <Container className={classes.list}>
        {newest ? <PostCard post={newest} featured /> : null}
        {earlier.length > 0 ? (
          <section aria-labelledby="earlier-posts" className={classes.earlier}>
            <h2 id="earlier-posts" className={classes.sectionTitle}>
              Earlier articles
            </h2>
            <div className={classes.grid}>
              {earlier.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          </section>
        ) : null}
      </Container>
    </>
  );
}
