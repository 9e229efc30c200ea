import type { MDXProps } from 'mdx/types';
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isInternalHref } from '../../../shared/article/ArticleLink.tsx';
import { articleComponents } from '../../../shared/article/components.ts';
import classes from './Article.module.css';

/** One chunk per post, compiled by @mdx-js/rollup: a page never holds another page's text. */
const postModules = import.meta.glob<{ default: ComponentType<MDXProps> }>('../../../content/blog/posts/*.mdx');
const bodies = new Map(
  Object.entries(postModules).map(([file, load]) => [file.replace(/^.*\/|\.mdx$/g, ''), lazy(load)]),
);

/** During hydration: leave the prerendered article as it is (React does not compare inner HTML). */
const PRERENDERED = { __html: '' };
const noSubscription = () => () => undefined;

/** Client-side navigation for the plain links of a prerendered article that was not hydrated. */
function useInternalLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? undefined;
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !isInternalHref(href) || !plainClick || event.defaultPrevented || link.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * The article text. Prerendered to HTML at build time; on the page that HTML is the article and is
 * never hydrated, so the first visit loads none of the post's JavaScript. Only when the reader
 * arrives by client-side navigation is the post's chunk loaded and rendered.
 */
export function ArticleBody({ slug }: { readonly slug: string }) {
  const onClick = useInternalLinkClicks();
  const isServerOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromPrerender] = useState(isServerOrHydrating);
  const Body = bodies.get(slug);
  if (!Body) throw new Error(`No compiled article for the post "${slug}"`);

  // In the browser, on the page's first render: keep the prerendered article, do not hydrate it.
  if (fromPrerender && typeof document !== 'undefined') {
    return (
      <div className={classes.prose} onClick={onClick} dangerouslySetInnerHTML={PRERENDERED} suppressHydrationWarning />
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- one module-level lazy component per post
  const content = <Body components={articleComponents} />;
  return (
    <div className={classes.prose} onClick={onClick}>
      {fromPrerender ? (
        // At build time, without a Suspense boundary: the page waits for the text and holds it in place.
        content
      ) : (
        <Suspense fallback={<p aria-busy="true">Loading the article…</p>}>{content}</Suspense>
      )}
    </div>
  );
}
