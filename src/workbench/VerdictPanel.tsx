import { Text, Title } from '@mantine/core';
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { Outputs } from './outputs.ts';
import classes from './Workbench.module.css';

function labelOf(definition: FormDefinition, field: string): string {
  return definition.schema.properties[field]?.title ?? field;
}

/** What the pipeline says about the answers in the preview, as the form says it on submit. */
export function VerdictPanel({
  definition,
  outputs,
  sent,
}: {
  definition: FormDefinition;
  outputs: Outputs;
  sent: boolean;
}) {
  const { verdict, schemaErrors } = outputs;
  return (
    <section className={classes.panel} data-testid="workbench-verdict" aria-labelledby="verdict-title">
      <Title order={2} size="h4" id="verdict-title">
        Pipeline verdict
      </Title>
      {verdict.ok ? (
        <Text fw={700} c="teal.9" data-testid="verdict-text">
          Ready to send
        </Text>
      ) : (
        <>
          <Text fw={700} c="red.9" data-testid="verdict-text">
            {verdict.failure.message}
          </Text>
          <Text size="sm" c="gray.8">
            First failing step: {verdict.failure.code} on “{labelOf(definition, verdict.failure.field)}” (
            {verdict.failure.field}).
          </Text>
        </>
      )}
      {schemaErrors.length === 0 ? (
        <Text size="sm" c="gray.8" data-testid="schema-verdict">
          The answers fit schema.json, which the server checks again.
        </Text>
      ) : (
        <Text size="sm" c="red.9" data-testid="schema-verdict">
          The server would refuse these answers: {schemaErrors.join('; ')}.
        </Text>
      )}
      {sent ? (
        <Text size="sm" mt="xs" c="teal.9" role="status">
          “{definition.form.submit.label}” pressed: the site would now post the payload shown below. The workbench sends
          nothing.
        </Text>
      ) : null}
    </section>
  );
}
