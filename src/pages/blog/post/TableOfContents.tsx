import type { PostHeading } from '../../../content/blog/post-types.ts';
import classes from './Article.module.css';

/** The article's sections (h2), beside the text on wide screens. */
export function TableOfContents({ headings }: { readonly headings: readonly PostHeading[] }) {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length < 3) return null;
  return (
    <nav aria-labelledby="toc-title" className={classes.toc}>
      <p id="toc-title" className={classes.tocTitle}>
        In this article
      </p>
      <ol className={classes.tocList}>
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
