import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import IconCalendarCheck from '@tabler/icons-react/dist/esm/icons/IconCalendarCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import type { CSSProperties } from 'react';
import type { PostSummary } from '../../content/blog/post-types.ts';
import { formatLongDate } from '../../shared/format-date.ts';

type PostMetaProps = Pick<PostSummary, 'author' | 'date' | 'updated' | 'readingMinutes'> & {
  readonly tone?: 'light' | 'dark';
  /**
   * The last review, shown on the article itself (the list's cards leave it out): its date and the
   * team member who did it. Without a named reviewer the review is not claimed.
   */
  readonly review?: { readonly date: string; readonly reviewer: string };
};

// Inline styles: this small list appears on both blog routes, and its own stylesheet would be one
// more render-blocking request on each of them.
const ITEM: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6 };
const TONES = {
  light: {
    text: 'var(--mantine-color-gray-7)',
    icon: 'var(--mantine-color-teal-7)',
    size: 'var(--mantine-font-size-sm)',
  },
  dark: { text: '#dbe4f0', icon: '#a7dbd6', size: 'var(--mantine-font-size-sm)' },
} as const;

/**
 * Author, publication date ("July 1, 2025"), the date of the last substantial update ("Updated
 * November 23, 2026") when there is one, the last review and who did it when given, and the reading time.
 */
export function PostMeta({ author, date, updated, review, readingMinutes, tone = 'light' }: PostMetaProps) {
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
      {updated ? (
        <li style={ITEM} data-testid="post-updated">
          Updated <time dateTime={updated}>{formatLongDate(updated)}</time>
        </li>
      ) : null}
      {review ? (
        <li style={ITEM} data-testid="post-reviewed">
          <IconCalendarCheck size={16} color={colors.icon} aria-hidden="true" />
          Last reviewed <time dateTime={review.date}>{formatLongDate(review.date)}</time> by {review.reviewer}
        </li>
      ) : null}
      <li style={ITEM}>
        <IconClock size={16} color={colors.icon} aria-hidden="true" />
        {`${readingMinutes} min read`}
      </li>
    </ul>
  );
}
