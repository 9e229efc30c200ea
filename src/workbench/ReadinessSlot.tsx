import { Text, Title } from '@mantine/core';
import classes from './Workbench.module.css';

/**
 * Where the readiness snapshot goes. The scoring module (src/questionnaire/scoring/: a pure
 * function over the definition and the answers, readinessSnapshot(definition, answers)) is not in
 * the project yet; once it is, this panel renders its snapshot for the preview's answers, as the
 * other panels render the report and the payload.
 */
export function ReadinessSlot() {
  return (
    <section className={classes.slot} data-testid="readiness-slot" aria-labelledby="readiness-title">
      <Title order={2} size="h4" id="readiness-title">
        Readiness snapshot
      </Title>
      <Text size="sm" c="gray.8">
        Not available yet: the snapshot comes with the scoring module (src/questionnaire/scoring/). Once it is in, this
        panel shows it for the answers in the preview.
      </Text>
    </section>
  );
}
