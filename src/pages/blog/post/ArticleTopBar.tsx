import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Article.module.css';

/** Sticky bar under the site header on article pages: back to the list, Blog, About. */
export function ArticleTopBar() {
  return (
    <nav aria-label="Blog" className={classes.topBar}>
      <div className={classes.topBarInner}>
        <Link to="/blog" className={classes.back}>
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Blog
        </Link>
        <ul className={classes.topLinks}>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          <li>
            <Link to="/about">About</Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
