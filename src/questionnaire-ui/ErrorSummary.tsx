import type { PipelineFailure } from '../questionnaire/pipeline.ts';
import classes from './Questionnaire.module.css';

/**
 * What a refused form lists at its top, in the pipeline's order: each check's message, linked to
 * its field (whose own message stands beside it). An alert, so it is announced on arrival.
 */
export function ErrorSummary({ formId, failures }: { formId: string; failures: readonly PipelineFailure[] }) {
  return (
    <div
      className={classes.errorSummary}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className={classes.errorSummaryTitle}>
        There is a problem
      </h2>
      <ul className={classes.errorSummaryList}>
        {failures.map((failure) => (
          <li key={failure.field}>
            <a href={`#${formId}_${failure.field}`}>{failure.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
