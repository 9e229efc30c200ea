/**
 * The readiness snapshot as the lead page and print view show it: the priority with its factors,
 * the overall readiness, each area as a bar with its score, the flags raised as callouts, and the
 * scored questions left unanswered.
 */
import { coverage } from '../questionnaire/scoring.ts';
import type { ReadinessSnapshot } from './contract.ts';

const percent = (score: number | null) => (score === null ? 'not answered' : `${score}%`);

export function ReadinessView({ snapshot }: { readonly snapshot: ReadinessSnapshot }) {
  const { priority, areas } = snapshot;
  return (
    <div className="desk-snapshot">
      <p className="desk-snapshot-priority">
        <span className={`desk-priority desk-priority-${priority.level}`}>{priority.level} priority</span>{' '}
        <span className="desk-snapshot-factors">
          urgency {percent(priority.urgency)}, budget {percent(priority.budget)}, fit {percent(priority.fit)}
        </span>
      </p>
      <p>
        Overall readiness: <strong>{percent(snapshot.overall)}</strong>
        {coverage(snapshot)}
      </p>
      <ul className="desk-bars">
        {areas.map((area) => (
          <li key={area.id} className="desk-bar">
            <span className="desk-bar-label" id={`area-${area.id}`}>
              {area.title}
            </span>
            {area.score === null ? (
              <span className="desk-answer-empty">not answered</span>
            ) : (
              <>
                <meter min={0} max={100} value={area.score} aria-labelledby={`area-${area.id}`} />
                <span className="desk-bar-score">{area.score}%</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {snapshot.flags.map((flag) => (
        <p key={flag.id} className="desk-flag" role="note" data-flag={flag.id}>
          {flag.message}
        </p>
      ))}
      {snapshot.missing.length > 0 && (
        <p className="desk-answer-empty">Not answered: {snapshot.missing.map((item) => item.label).join('; ')}</p>
      )}
    </div>
  );
}
