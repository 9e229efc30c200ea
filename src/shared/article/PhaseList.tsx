import classes from './PhaseList.module.css';

export interface Phase {
  readonly title: string;
  readonly duration: string;
  readonly points: readonly string[];
}

/** Numbered phases of a project, each with its typical duration and key activities. */
export function PhaseList({ items }: { readonly items: readonly Phase[] }) {
  return (
    <ol className={classes.phases}>
      {items.map((phase, index) => (
        <li key={phase.title} className={classes.phase}>
          <div className={classes.head}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <p className={classes.title}>{phase.title}</p>
            <span className={classes.duration}>{phase.duration}</span>
          </div>
          <ul className={classes.points}>
            {phase.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
