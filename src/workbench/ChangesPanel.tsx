import { Code, Text, Title } from '@mantine/core';
import { leadsSentence } from '../questionnaire/version-changes.ts';
import type { ChangeBaseline, FormChanges } from './types.ts';
import { useChanges } from './use-changes.ts';
import classes from './Workbench.module.css';

function comparedWith(baseline: ChangeBaseline): string {
  if (baseline.kind === 'served') return 'the version the server last served';
  if (baseline.kind === 'committed') return 'the committed catalogue (git HEAD)';
  return 'nothing';
}

function Baseline({ changes }: { changes: FormChanges }) {
  const { baseline, leadsFrom } = changes;
  if (baseline.kind === 'none') {
    return (
      <Text size="sm" c="gray.8">
        Nothing to compare with: no server database holds a version of this form (DATABASE_URL, or the SQLite file under
        DATA_DIR), and the form is not committed in git.
      </Text>
    );
  }
  const counted = leadsFrom ? ` Stored leads counted in ${leadsFrom}.` : ' No database configured: no leads counted.';
  return (
    <Text size="sm" c="gray.8" data-testid="changes-baseline">
      {baseline.kind === 'served' ? (
        <>
          Compared with version <Code>{baseline.version.slice(0, 12)}</Code>, first served{' '}
          {new Date(baseline.firstServedAt).toLocaleString('en-GB')}.
        </>
      ) : (
        <>The server has not served this form from a database here: compared with the files as committed in git.</>
      )}
      {counted}
    </Text>
  );
}

/** What the form on disk changes since the version the server last served, and the stored leads each item concerns. */
export function ChangesPanel({ formId, revision }: { formId: string; revision: string | undefined }) {
  const feed = useChanges(formId, revision);
  return (
    <section className={classes.panel} data-testid="workbench-changes" aria-labelledby="changes-title">
      <Title order={2} size="h4" id="changes-title">
        {feed.status === 'ready'
          ? `Changes since ${comparedWith(feed.changes.baseline)}: ${feed.changes.changes.length}`
          : 'Changes since the version the server last served'}
      </Title>
      {feed.status === 'loading' ? (
        <Text size="sm" c="gray.8">
          Comparing…
        </Text>
      ) : feed.status === 'failed' ? (
        <Text size="sm" c="red.9">
          {feed.message}
        </Text>
      ) : (
        <>
          <Baseline changes={feed.changes} />
          {feed.changes.changes.length > 0 ? (
            <ul className={classes.changeList}>
              {feed.changes.changes.map((change, index) => (
                <li key={`${change.kind}${change.field}${String(change.value)}${index}`} data-testid="workbench-change">
                  <Text size="sm">
                    <strong>{change.kind}</strong> <Code>{change.field}</Code>
                    {change.value === undefined ? null : <> ({String(change.value)})</>} {change.detail}
                  </Text>
                  {change.leads ? (
                    <Text size="sm" c="teal.9" data-testid="change-leads">
                      {leadsSentence(change.leads)}.
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
