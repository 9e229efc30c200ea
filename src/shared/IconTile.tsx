import type { CSSProperties, ReactNode } from 'react';
import classes from './IconTile.module.css';

interface IconTileProps {
  /** Edge length in px. */
  readonly size: number;
  readonly radius?: 'md' | 'xl';
  /** 'light': teal icon on pale teal; 'dark': white icon on navy. */
  readonly tone?: 'light' | 'dark';
  readonly centered?: boolean;
  readonly children: ReactNode;
}

/**
 * A square tile holding an icon. Drawn here rather than with Mantine's ThemeIcon, which writes its
 * radius and color props into the HTML as attributes a <div> may not have.
 */
export function IconTile({ size, radius = 'md', tone = 'light', centered = false, children }: IconTileProps) {
  const style = {
    '--tile-size': `${size / 16}rem`,
    '--tile-radius': `var(--mantine-radius-${radius})`,
  } as CSSProperties;
  return (
    <div className={classes.tile} data-tone={tone} data-centered={centered || undefined} style={style}>
      {children}
    </div>
  );
}
