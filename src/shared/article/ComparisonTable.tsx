import { useId, type CSSProperties } from 'react';
import classes from './ComparisonTable.module.css';

interface ComparisonTableProps {
  readonly caption: string;
  /** Header cells; the first names the row headers' column. */
  readonly columns: readonly string[];
  /** One array per row; its first cell is the row's header. */
  readonly rows: readonly (readonly string[])[];
}

/**
 * A real table with caption and header cells. On narrow screens it scrolls sideways inside its
 * own focusable region (so keyboard users can scroll it too); the page itself never does.
 */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  const captionId = useId();
  // Two columns wrap well at any width; wider tables keep about 11rem per column and scroll instead.
  const scrolls = columns.length > 2;
  const minWidth = { '--table-min-width': `${scrolls ? columns.length * 11 : 0}rem` } as CSSProperties;
  return (
    <div className={classes.wrapper}>
      {/* On narrow screens a wide table scrolls, and its caption with it: show the caption above instead. */}
      {scrolls ? (
        <p className={classes.narrowCaption} aria-hidden="true">
          {caption}
        </p>
      ) : null}
      <div className={scrolls ? `${classes.frame} ${classes.scrolls}` : classes.frame}>
        <div className={classes.scroller} role="region" aria-labelledby={captionId} tabIndex={0} style={minWidth}>
          <table className={classes.table}>
            <caption id={captionId} className={scrolls ? `${classes.caption} ${classes.wideCaption}` : classes.caption}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([header, ...cells]) => (
                <tr key={header}>
                  <th scope="row">{header}</th>
                  {cells.map((cell, index) => (
                    <td key={`${index}-${cell}`}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {scrolls ? (
        <p className={classes.hint} aria-hidden="true">
          Scroll the table sideways to see every column.
        </p>
      ) : null}
    </div>
  );
}
