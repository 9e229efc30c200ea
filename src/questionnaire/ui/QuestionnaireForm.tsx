import { Alert, Button, Text } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { use, useCallback, useMemo, useRef, useState } from 'react';
import { PrivacyNoticeLink } from '../../shared/PrivacyNoticeLink.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import type { Answers, FormDefinition } from '../definition.ts';
import { progressOf } from '../progress.ts';
import { fieldState } from '../reveals.ts';
import { DraftPrompt } from './DraftPrompt.tsx';
import type { EngineContext } from './form-context.ts';
import { FormProgress } from './FormProgress.tsx';
import { Honeypot } from './Honeypot.tsx';
import classes from './Questionnaire.module.css';
import { StatusMessage } from './StatusMessage.tsx';
import { ThankYouCard } from './ThankYouCard.tsx';
import { EngineForm } from './theme.ts';
import { useDraft } from './use-draft.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useSubmission } from './use-submission.ts';
import { validatorFor } from './validator.ts';

function submitLabel(definition: FormDefinition, state: string): string {
  const { submit } = definition.form;
  if (state === 'submitting') return submit.busyLabel;
  if (state === 'success' && submit.doneLabel) return submit.doneLabel;
  return submit.label;
}

/** Renders any catalogue entry: fields from schema.json and ui.json, behaviour from form.json. */
export function QuestionnaireForm({ definition }: { definition: FormDefinition }) {
  const validator = use(validatorFor(definition));
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>({});
  const [generation, setGeneration] = useState(0);
  const replaceAnswers = useCallback((next: Answers) => {
    setAnswers(next);
    setGeneration((value) => value + 1);
  }, []);
  const draft = useDraft(definition, answers, replaceAnswers);
  const onSuccess = useCallback(
    (sent: Answers) => {
      draft.submitted(sent);
      if (definition.form.success.display === 'panel') replaceAnswers({});
    },
    [draft, definition, replaceAnswers],
  );
  const { status, submit } = useSubmission(definition, onSuccess);
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = status.state === 'submitting';
  useLeaveGuard(busy);

  const fieldStates = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(definition.schema.properties).map((field) => [field, fieldState(definition, field, answers)]),
      ),
    [definition, answers],
  );
  const uiSchema = useMemo(() => {
    const ui: Record<string, unknown> = { ...definition.ui, 'ui:submitButtonOptions': { norender: true } };
    for (const [field, state] of Object.entries(fieldStates)) {
      if (state === 'disabled') ui[field] = { ...(definition.ui[field] as object | undefined), 'ui:disabled': true };
    }
    return ui as UiSchema;
  }, [definition, fieldStates]);
  // The field a validation message is about is marked invalid (aria-invalid) until the next submit.
  const extraErrors = useMemo(
    () =>
      status.state === 'invalid' ? ({ [status.field]: { __errors: [status.message] } } as ErrorSchema) : undefined,
    [status],
  );
  const progress = useMemo(() => progressOf(definition, answers), [definition, answers]);
  const context: EngineContext = { definition, fieldStates };

  if (status.state === 'success' && definition.form.success.display === 'card')
    return <ThankYouCard definition={definition} />;

  const { progressPanel = true, submit: submitSettings } = definition.form;
  return (
    <div className={progressPanel ? classes.layout : undefined}>
      {progressPanel ? (
        <aside className={classes.aside} aria-label="Progress">
          <FormProgress definition={definition} progress={progress} />
        </aside>
      ) : null}
      <div className={classes.main}>
        {draft.offer ? (
          <DraftPrompt draft={draft.offer} onContinue={draft.continueDraft} onStartOver={draft.startOver} />
        ) : null}
        {draft.formChanged ? (
          <Alert color="yellow" variant="light" title="This form has changed" data-testid="draft-changed">
            The questions changed since you saved your answers. Answers that still fit are back; please check the rest.
          </Alert>
        ) : null}
        <EngineForm
          key={generation}
          className={classes.form}
          schema={definition.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={answers}
          validator={validator}
          formContext={context}
          idPrefix={definition.id}
          noValidate
          showErrorList={false}
          extraErrors={extraErrors}
          // Only real defaults (sliders); RJSF would otherwise preselect the first option of each choice.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
          disabled={!hydrated || (busy && submitSettings.disableFieldsWhileSending === true)}
          onChange={(event: IChangeEvent) => setAnswers((event.formData ?? {}) as Answers)}
          onSubmit={(event: IChangeEvent) =>
            void submit((event.formData ?? {}) as Answers, honeypot.current?.value ?? '')
          }
        >
          <Honeypot ref={honeypot} />
          <div className={classes.footer}>
            <StatusMessage status={status} definition={definition} />
            {busy && submitSettings.busyNote ? (
              <Text size="sm" c="gray.7" role="status">
                {submitSettings.busyNote}
              </Text>
            ) : null}
            <Button
              type="submit"
              size="md"
              color="teal"
              disabled={
                !hydrated || busy || (status.state === 'success' && submitSettings.disableAfterSuccess === true)
              }
              className={classes.submit}
            >
              {submitLabel(definition, status.state)}
            </Button>
            {/* Forms with a consent box carry the notice link beside it; the others beside the send button. */}
            {definition.form.consent ? null : (
              <div>
                <PrivacyNoticeLink />
              </div>
            )}
          </div>
        </EngineForm>
        <Text size="xs" c="gray.7" mt="md" data-testid="draft-note">
          {draft.available
            ? 'Your answers are kept in this browser as you go, so you can come back later. Nothing is sent until you submit.'
            : 'Nothing is sent until you submit.'}
        </Text>
      </div>
    </div>
  );
}
