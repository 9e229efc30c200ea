import { Button, Text } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { use, useCallback, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../shared/use-hydrated.ts';
import type { Answers, FormDefinition } from '../definition.ts';
import { fieldState } from '../reveals.ts';
import type { EngineContext } from './form-context.ts';
import classes from './Questionnaire.module.css';
import { StatusMessage } from './StatusMessage.tsx';
import { ThankYouCard } from './ThankYouCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { EngineForm } from './theme.ts';
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
  const reset = useCallback(() => {
    setAnswers({});
    setGeneration((value) => value + 1);
  }, []);
  const { status, submit } = useSubmission(definition, reset);
  const honeypot = useRef<HTMLInputElement>(null);

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
  const context: EngineContext = { definition, fieldStates };

  if (status.state === 'success' && definition.form.success.display === 'card')
    return <ThankYouCard definition={definition} />;

  const busy = status.state === 'submitting';
  const isContact = definition.form.kind === 'contact';
  return (
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
      // Only real defaults (sliders); RJSF would otherwise preselect the first option of each choice.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      disabled={!hydrated || (busy && isContact)}
      onChange={(event: IChangeEvent) => setAnswers((event.formData ?? {}) as Answers)}
      onSubmit={(event: IChangeEvent) => void submit((event.formData ?? {}) as Answers, honeypot.current?.value ?? '')}
    >
      <Honeypot ref={honeypot} />
      <div className={classes.footer}>
        <StatusMessage status={status} definition={definition} />
        {busy && definition.form.submit.busyNote ? (
          <Text size="sm" c="gray.7" role="status">
            {definition.form.submit.busyNote}
          </Text>
        ) : null}
        <Button
          type="submit"
          size="md"
          color="teal"
          disabled={!hydrated || busy || (status.state === 'success' && isContact)}
          className={classes.submit}
        >
          {submitLabel(definition, status.state)}
        </Button>
      </div>
    </EngineForm>
  );
}
