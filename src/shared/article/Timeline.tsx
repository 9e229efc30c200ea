import classes from './Timeline.module.css';

export interface TimelineItem {
  readonly label: string;
  readonly duration: string;
  readonly description: string;
}

/** A captioned, ordered list of stages with their durations, drawn as a vertical timeline. */
export function Timeline({ caption, items }: { readonly caption: string; readonly items: readonly TimelineItem[] }) {
  return (
    <figure className={classes.timeline}>
      <figcaption className={classes.caption}>{caption}</figcaption>
      <ol className={classes.list}>
        {items.map((item) => (
          <li key={item.label} className={classes.item}>
            <div className={classes.head}>
              <span className={classes.label}>{item.label}</span>
              <span className={classes.duration}>{item.duration}</span>
            </div>
            <p className={classes.description}>{item.description}</p>
          </li>
        ))}
      </ol>
    </figure>
  );
}
