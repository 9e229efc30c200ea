import { Link } from 'react-router';
import type { PostSummary } from '../../content/blog/post-types.ts';
import classes from './Blog.module.css';
import { PostMeta } from './PostMeta.tsx';
import { sitePath } from '../../routing/site-paths.ts';

interface PostCardProps {
  readonly post: PostSummary;
  /** The newest post: a wide card, its image loaded first. */
  readonly featured?: boolean;
}

/** One post in the list: hero image, title (the link), description, author, date, reading time. */
export function PostCard({ post, featured = false }: PostCardProps) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-featured={featured || undefined} data-testid="post-card">
      <img
        className={classes.cardImage}
        src={post.heroImage.src}
        width={post.heroImage.width}
        height={post.heroImage.height}
        // The card's title says what the post is; the illustration adds nothing to read aloud.
        alt=""
        loading={featured ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={classes.cardBody}>
        <Heading className={classes.cardTitle}>
          <Link to={sitePath('blogPost', post.slug)} className={classes.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={classes.cardDescription}>{post.description}</p>
        <PostMeta author={post.author} date={post.date} updated={post.updated} readingMinutes={post.readingMinutes} />
      </div>
    </article>
  );
}
