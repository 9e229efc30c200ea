import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table in a white panel that scrolls sideways when the screen is narrower than its columns.
 * The panel takes the keyboard's focus (and is named for it), so it scrolls without a mouse too.
 * `stacked`: on a phone each row becomes a block, each cell a line under its column's name (the
 * cell's `data-label`), for tables whose rows carry buttons a member should not have to scroll to find.
 */
export function TablePanel({
  label,
  className,
  stacked = false,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly stacked?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      className={['desk-table-wrap', stacked && 'desk-stacked', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </Paper>
  );
}
