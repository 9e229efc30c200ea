import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table in a white panel that scrolls sideways when the screen is narrower than its columns.
 * The panel takes the keyboard's focus (and is named for it), so it scrolls without a mouse too.
 */
export function TablePanel({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      className={className ? `desk-table-wrap ${className}` : 'desk-table-wrap'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </Paper>
  );
}
