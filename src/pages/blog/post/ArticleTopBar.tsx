import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from 'react-router';
import classes from './Article.module.css';
import { sitePath } from '../../../routing/site-paths.ts';

/** Sticky bar under the site header on article pages: back to the list, Blog, About. */
export function ArticleTopBar() {
  return (
    <nav aria-label="Blog" className={classes.topBar}>
      <div className={classes.topBarInner}>
        <Link to={sitePath('blog')} className={classes.back}>
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Blog
        </Link>
        <ul className={classes.topLinks}>
          <li>
            <Link to={sitePath('blog')}>Blog</Link>
          </li>
          <li>
            <Link to={sitePath('about')}>About</Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
