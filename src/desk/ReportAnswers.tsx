/**
 * A lead's answers as a page: each section's questions with their answers beside them (a list for
 * several choices, a small grid for a matrix, a table for records), the questions left unanswered
 * folded away with their count, then the consent line and any answers the lead's form version does
 * not place. Drawn from the report's structure; a lead whose version is unknown shows its stored
 * text report. Every answer is a visitor's text and shown as such.
 */
import type { LeadReport, ReportAnswer, ReportItem, ReportSection } from './contract.ts';
import { visible, VisitorText } from './VisitorText.tsx';

type Level = 3 | 4;

function AnswerView({ answer, multiLine }: { readonly answer: ReportAnswer; readonly multiLine: boolean }) {
  switch (answer.kind) {
    case 'text':
      return <span className={multiLine ? 'desk-visitor desk-note' : 'desk-visitor'}>{visible(answer.text)}</span>;
    case 'empty':
      return <span className="desk-answer-empty">{answer.text}</span>;
    case 'choices':
      return (
        <ul className="desk-answer-list">
          {answer.items.map((item, index) => (
            <li key={index}>
              <VisitorText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'matrix':
      return (
        <table className="desk-answer-table">
          <tbody>
            {answer.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.title}</th>
                <td>
                  {row.answer === null ? (
                    <span className="desk-answer-empty">{answer.empty}</span>
                  ) : (
                    <VisitorText text={row.answer} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'records':
      return (
        <div className="desk-table-wrap">
          <table className="desk-answer-table desk-answer-records">
            <thead>
              <tr>
                {answer.columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>{cell === null ? '' : <VisitorText text={cell} />}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Answer({ item }: { readonly item: ReportItem }) {
  return (
    <div className="desk-answer">
      <dt>{item.label}</dt>
      <dd>
        <AnswerView answer={item.answer} multiLine={item.multiLine} />
      </dd>
    </div>
  );
}

function Section({ section, level }: { readonly section: ReportSection; readonly level: Level }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const answered = section.items.filter((item) => item.answer.kind !== 'empty');
  const unanswered = section.items.filter((item) => item.answer.kind === 'empty');
  return (
    <section className="desk-answers-section" aria-label={section.title}>
      <Heading className="desk-answers-heading">{section.title}</Heading>
      {answered.length > 0 && (
        <dl className="desk-answers">
          {answered.map((item) => (
            <Answer key={item.field} item={item} />
          ))}
        </dl>
      )}
      {unanswered.length > 0 && (
        <details className="desk-unanswered">
          <summary>
            {unanswered.length === 1 ? '1 question not answered' : `${unanswered.length} questions not answered`}
          </summary>
          <dl className="desk-answers">
            {unanswered.map((item) => (
              <Answer key={item.field} item={item} />
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}

export function ReportAnswers({
  report,
  text,
  level,
}: {
  /** The report's structure; null when the lead's form version is unknown. */
  readonly report: LeadReport | null;
  /** The report as text, shown when there is no structure. */
  readonly text: string;
  /** The heading level of each section. */
  readonly level: Level;
}) {
  if (report === null) {
    return (
      <pre className="desk-report" dir="ltr">
        {visible(text)}
      </pre>
    );
  }
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="desk-answers-view">
      {report.sections.map((section) => (
        <Section key={section.id} section={section} level={level} />
      ))}
      {report.consent !== null && (
        <p className="desk-answers-consent">Consent to be contacted: {report.consent ? 'Yes' : 'No'}</p>
      )}
      {report.others.length > 0 && (
        <section className="desk-answers-section" aria-label="Other answers">
          <Heading className="desk-answers-heading">Other answers</Heading>
          <dl className="desk-answers">
            {report.others.map(({ key, text: answer }) => (
              <div key={key} className="desk-answer">
                <dt>{key}</dt>
                <dd>
                  <VisitorText text={answer} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
