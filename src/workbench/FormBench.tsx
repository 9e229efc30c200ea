import { Alert, Anchor, Button, Code, Container, Group, Loader, Text, Title } from '@mantine/core';
import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { firm } from '../content/firm.ts';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import { FormHeader } from '../questionnaire-ui/FormHeader.tsx';
import { QuestionnaireView } from '../questionnaire-ui/QuestionnaireView.tsx';
import { useSubmission } from '../questionnaire-ui/use-submission.ts';
import { ChangesPanel } from './ChangesPanel.tsx';
import { CheckPanel } from './CheckPanel.tsx';
import { OutputTabs } from './OutputTabs.tsx';
import { outputsFor } from './outputs.ts';
import { ReadinessSlot } from './ReadinessSlot.tsx';
import type { WorkbenchState } from './types.ts';
import { usePreview } from './use-preview.ts';
import { VerdictPanel } from './VerdictPanel.tsx';
import classes from './Workbench.module.css';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB');
}

/**
 * The preview when the workbench was started with --send-to: the send button goes through the
 * site's own submission cycle (pipeline, payload, one POST to /api/submissions, which the
 * workbench forwards to that intake server), so a form can be tried end to end before a build.
 */
function SendingView({
  sendsTo,
  definition,
  validator,
  preview,
}: {
  sendsTo: string;
  definition: FormDefinition;
  validator: ValidatorType;
  preview: ReturnType<typeof usePreview>;
}) {
  const { status, submit, revise } = useSubmission(definition, noop, firm.email);
  const { change } = preview;
  const onChange = useCallback(
    (answers: Answers) => {
      change(answers);
      revise(answers);
    },
    [change, revise],
  );
  return (
    <>
      {status.state === 'success' ? (
        // The site's thank-you card links into the site, which the workbench is not: the reference instead.
        <Alert color="teal" variant="light" mb="md" data-testid="workbench-sent" title={`Sent to ${sendsTo}`}>
          The server stored it as <Code>{status.reference ?? 'no reference given'}</Code>.
        </Alert>
      ) : null}
      <QuestionnaireView
        definition={definition}
        validator={validator}
        answers={preview.answers}
        generation={preview.generation}
        status={status}
        disabled={false}
        onChange={onChange}
        onSubmit={(answers, honeypot) => void submit(answers, honeypot)}
      />
    </>
  );
}

const noop = () => undefined;

/** One form: the live preview with the production renderer, and beside it what the check and the engine say. */
export function FormBench({ state, id }: { state: WorkbenchState; id: string }) {
  const form = state.forms.find((candidate) => candidate.id === id);
  const preview = usePreview(form?.preview ?? null);
  const definition = preview.rendered?.preview.definition;
  const validator = preview.rendered?.validator;
  const outputs = useMemo(
    () => (definition ? outputsFor(definition, preview.answers, preview.at, validator) : null),
    [definition, validator, preview.answers, preview.at],
  );

  if (!form) {
    return (
      <div className={classes.page}>
        <Title order={1} className={classes.pageTitle}>
          No form “{id}”
        </Title>
        <Text>
          There is no folder {state.catalogue}/{id}/. <Anchor href="#/">See every form</Anchor>.
        </Text>
      </div>
    );
  }
  const stale = form.preview !== null && !form.preview.current;
  return (
    <div className={classes.bench}>
      <section className={classes.previewColumn} aria-label="Preview">
        <div className={classes.toolbar}>
          <Text size="sm" c="gray.8">
            <strong>{form.id}</strong> <Code>{form.route ?? form.preview?.definition.form.route ?? ''}</Code>
          </Text>
          <Group gap="xs">
            <Button size="xs" color="teal.9" onClick={preview.fillSample} disabled={!definition}>
              Fill sample answers
            </Button>
            <Button size="xs" variant="default" onClick={preview.clear} disabled={!definition}>
              Clear answers
            </Button>
          </Group>
        </div>
        {stale && form.preview ? (
          <Alert
            color="yellow"
            variant="light"
            data-testid="workbench-stale"
            title="Showing the last version that passed"
            // Mantine's yellow title is below AA contrast on its light background.
            styles={{ title: { color: 'var(--mantine-color-black)' } }}
          >
            The files of {form.id} have problems (listed beside the preview), so this is the version read at{' '}
            {timeOf(form.preview.readAt)}. It updates as soon as the check passes again.
          </Alert>
        ) : null}
        {preview.dropped.length > 0 ? (
          <Alert color="gray" variant="light" data-testid="workbench-dropped">
            Answers that no longer fit the changed form were cleared: {preview.dropped.join(', ')}.
          </Alert>
        ) : null}
        {preview.loadError ? (
          <Alert color="red" variant="light" title="The form's validator did not load">
            {preview.loadError}
          </Alert>
        ) : null}
        {definition && validator ? (
          <div
            className={classes.frame}
            data-testid="workbench-preview"
            data-revision={preview.rendered?.preview.revision}
          >
            <FormHeader definition={definition} />
            <Container size="md" py={40}>
              {state.sendsTo ? (
                <SendingView sendsTo={state.sendsTo} definition={definition} validator={validator} preview={preview} />
              ) : (
                <QuestionnaireView
                  definition={definition}
                  validator={validator}
                  answers={preview.answers}
                  generation={preview.generation}
                  status={preview.status}
                  disabled={false}
                  onChange={preview.change}
                  onSubmit={preview.submit}
                />
              )}
            </Container>
          </div>
        ) : form.preview ? (
          <Loader color="teal" m="xl" aria-label="Loading the form" />
        ) : (
          <div className={classes.page}>
            <Title order={1} className={classes.pageTitle}>
              {form.id}: nothing to show yet
            </Title>
            <Text>
              These files have not passed the catalogue check since the workbench started. Fix the problems listed and
              save: the form appears here.
            </Text>
          </div>
        )}
      </section>
      <aside className={classes.inspector} aria-label="Check, verdict, report and payload">
        <CheckPanel
          form={form}
          others={state.forms.filter((other) => other.id !== id && other.problems.length > 0)}
          globalProblems={state.problems}
        />
        <ChangesPanel formId={form.id} revision={form.preview?.revision} />
        {definition && outputs ? (
          <>
            <VerdictPanel definition={definition} outputs={outputs} sent={preview.sent} />
            <ReadinessSlot snapshot={outputs.snapshot} />
            <OutputTabs outputs={outputs} />
          </>
        ) : (
          <ReadinessSlot />
        )}
      </aside>
    </div>
  );
}
