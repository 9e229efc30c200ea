import { IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { PostSummary } from '../../content/blog/posts.ts';
import { formatLongDate } from '../../shared/format-date.ts';

type PostMetaProps = Pick<PostSummary, 'author' | 'date' | 'readingMinutes'> & {
  readonly tone?: 'light' | 'dark';
};

// Inline styles: this small list appears on both blog routes, and its own stylesheet would be one
// more render-blocking request on each of them.
const ITEM: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6 };
const TONES = {
  light: { text: 'var(--mantine-color-gray-7)', icon: 'var(--mantine-color-teal-7)', size: '0.88rem' },
  dark: { text: '#dbe4f0', icon: '#a7dbd6', size: '0.95rem' },
} as const;

/** Author, publication date ("July 1, 2025") and reading time of a post. */
export function PostMeta({ author, date, readingMinutes, tone = 'light' }: PostMetaProps) {
  const colors = TONES[tone];
  const list: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '6px 18px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: colors.size,
    color: colors.text,
  };
  return (
    <ul style={list}>
      <li style={ITEM}>
        <IconUser size={16} color={colors.icon} aria-hidden="true" />
        <span className="visually-hidden">Author: </span>
        {author}
      </li>
      <li style={ITEM}>
        <IconCalendar size={16} color={colors.icon} aria-hidden="true" />
        <span className="visually-hidden">Published </span>
        <time dateTime={date}>{formatLongDate(date)}</time>
      </li>
      <li style={ITEM}>
        <IconClock size={16} color={colors.icon} aria-hidden="true" />
        {`${readingMinutes} min read`}
      </li>
    </ul>
  );
}
