import { Container } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../../shared/ErrorScreen.tsx';
import { findPost } from '../../../content/blog/posts.ts';
import { firm } from '../../../content/firm.ts';
import { isMissingPage } from '../../../shared/missing-page.ts';
import { PageHeader } from '../../../shared/PageHeader.tsx';
import { pageMeta } from '../../../shared/seo.ts';
import { feedLink } from '../feed.ts';
import { PostMeta } from '../PostMeta.tsx';
import type { Route } from './+types/route';
import classes from './Article.module.css';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleTopBar } from './ArticleTopBar.tsx';
import { BlogPostNotFound } from './BlogPostNotFound.tsx';
import { blogPostingJsonLd } from './blog-posting-json-ld.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { sitePath } from '../../../routing/site-paths.ts';

// Build-time data (prerender): the post's frontmatter, reading time and headings. The text itself is
// in the prerendered HTML (see ArticleBody), not repeated in this data. No post: the page says so
// (prerendered once for unknown slugs, see missingPagePaths; the server answers them with 404).
export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  return post ? { post } : null;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Blog Post Not Found | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.description,
    path: sitePath('blogPost', post.slug),
    type: 'article',
    article: { publishedTime: post.date, modifiedTime: post.updated ?? post.date, author: post.author },
    extra: [feedLink, { 'script:ld+json': blogPostingJsonLd(post) }],
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <BlogPostNotFound />;
  const { post } = loaderData;
  return (
    <>
      <ArticleTopBar />
      <article>
        <PageHeader eyebrow="Blog" title={post.title} lead={post.description}>
          <div className={classes.headerMeta}>
            <PostMeta
              author={post.author}
              date={post.date}
              updated={post.updated}
              review={post.reviewer ? { date: post.reviewed, reviewer: post.reviewer } : undefined}
              readingMinutes={post.readingMinutes}
              tone="dark"
            />
          </div>
        </PageHeader>
        <Container className={classes.layout}>
          <div className={classes.main}>
            <img
              className={classes.hero}
              src={post.heroImage.src}
              alt={post.heroImage.alt}
              width={post.heroImage.width}
              height={post.heroImage.height}
              fetchPriority="high"
            />
            {/* A new post is a new body: never reuse the previous one's prerendered HTML. */}
            <ArticleBody key={post.slug} slug={post.slug} />
          </div>
          <TableOfContents headings={post.headings} />
        </Container>
      </article>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isMissingPage(error) ? <BlogPostNotFound /> : <ErrorScreen error={error} />;
}
