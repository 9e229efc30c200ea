import type { CSSProperties, ReactNode } from 'react';
import classes from './ResponsiveGrid.module.css';

type Columns = { readonly base: number } & Partial<Record<'sm' | 'md' | 'lg', number>>;

interface ResponsiveGridProps {
  /** Columns from each breakpoint up (Mantine's sm 48em, md 62em, lg 75em). */
  readonly cols: Columns;
  readonly spacing: 'lg' | 'xl';
  /** Space above the grid in px. */
  readonly mt?: number;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'data-testid'?: string;
}

/**
 * A grid whose columns change with the screen width, in the built stylesheet. Mantine's SimpleGrid
 * writes responsive columns as a <style> element into the body, which HTML does not allow there.
 */
export function ResponsiveGrid({ cols, spacing, mt, className, children, ...rest }: ResponsiveGridProps) {
  const style = {
    '--grid-cols-base': cols.base,
    '--grid-cols-sm': cols.sm,
    '--grid-cols-md': cols.md,
    '--grid-cols-lg': cols.lg,
    '--grid-gap': `var(--mantine-spacing-${spacing})`,
    marginTop: mt === undefined ? undefined : `${mt / 16}rem`,
  } as CSSProperties;
  return (
    <div className={className ? `${classes.grid} ${className}` : classes.grid} style={style} {...rest}>
      {children}
    </div>
  );
}
