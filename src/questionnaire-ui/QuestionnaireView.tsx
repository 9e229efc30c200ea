import { Button, Text } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useRef, type ReactNode } from 'react';
import { PrivacyNoticeLink } from '../shared/PrivacyNoticeLink.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import { PAGE_VALUES_FIELD, POST_KEY_FIELD, pageValues } from '../questionnaire/form-post.ts';
import { progressOf } from '../questionnaire/progress.ts';
import { withBlankRecords, withoutBlankRecords } from '../questionnaire/records.ts';
import { fieldState } from '../questionnaire/reveals.ts';
import { EngineStateContext, type EngineContext, type EngineState } from './form-context.ts';
import { FormProgress } from './FormProgress.tsx';
import { Honeypot } from './Honeypot.tsx';
import classes from './Questionnaire.module.css';
import { StatusMessage } from './StatusMessage.tsx';
import { EngineForm } from './theme.ts';
import { formParts, PartFieldset, PartsUnlock } from './unlock.tsx';
import type { SubmissionStatus } from './use-submission.ts';

export interface QuestionnaireViewProps {
  readonly definition: FormDefinition;
  readonly validator: ValidatorType;
  readonly answers: Answers;
  /** Changes when the answers are replaced from outside (a restored draft), so the form starts afresh. */
  readonly generation: number;
  readonly status: SubmissionStatus;
  /**
   * Every field and the send button disabled, by native fieldsets (unlock.tsx). The site's forms
   * pass false: their questions take input from the first paint, and the form starts from the page.
   */
  readonly disabled: boolean;
  readonly onChange: (answers: Answers) => void;
  readonly onSubmit: (answers: Answers, honeypot: string) => void;
  /** Shown first, above the progress panel and the form (the draft offer). */
  readonly notices?: ReactNode;
  /** Shown below the form (where answers are kept). */
  readonly note?: ReactNode;
  /** Where the form posts when no script handles its submit (the intake); none: the form never posts itself. */
  readonly postTo?: string;
  /**
   * The key a post without scripts carries, so sending the same answers again (a refresh of the
   * answer page, back and send) is answered from the first: none on the prerendered page (the same
   * for every visitor, so the answers alone tell), a fresh one on each page the server draws.
   */
  readonly postKey?: string;
  /** Every field's message at once (a form sent without scripts, refused); otherwise the status's one. */
  readonly errors?: readonly { readonly field: string; readonly message: string }[];
}

/** The id of a form's <form> element, where its answers are read from before the scripts took over. */
export function formElementId(definition: FormDefinition): string {
  return `${definition.id}-form`;
}

function submitLabel(definition: FormDefinition, state: string): string {
  const { submit } = definition.form;
  if (state === 'submitting') return submit.busyLabel;
  if (state === 'success' && submit.doneLabel) return submit.doneLabel;
  return submit.label;
}

/**
 * How any catalogue entry looks and reacts: fields from schema.json and ui.json, sections,
 * reveals, progress and messages from form.json. Whoever holds the answers (the visitor's page,
 * the consultant's workbench) decides what submitting does.
 */
export function QuestionnaireView(props: QuestionnaireViewProps) {
  const { definition, validator, answers, generation, status, disabled, onChange, onSubmit } = props;
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = status.state === 'submitting';

  // Until the scripts run (and without them) the page's own controls and CSS decide what is shown
  // (reveal-css.ts): every question is in the page and none is disabled by an answer.
  const scriptsRun = useHydrated();
  const fieldStates = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(definition.schema.properties).map((field) => {
          const state = fieldState(definition, field, answers);
          return [field, !scriptsRun && state === 'disabled' ? 'active' : state];
        }),
      ),
    [definition, answers, scriptsRun],
  );
  const uiSchema = useMemo(() => {
    const ui: Record<string, unknown> = { ...definition.ui, 'ui:submitButtonOptions': { norender: true } };
    for (const [field, state] of Object.entries(fieldStates)) {
      if (state === 'disabled') ui[field] = { ...(definition.ui[field] as object | undefined), 'ui:disabled': true };
    }
    return ui as UiSchema;
  }, [definition, fieldStates]);
  // The field a validation message is about is marked invalid (aria-invalid) until the next submit.
  const extraErrors = useMemo(() => {
    const listed = props.errors ?? (status.state === 'invalid' ? [status] : []);
    if (listed.length === 0) return undefined;
    return Object.fromEntries(listed.map(({ field, message }) => [field, { __errors: [message] }])) as ErrorSchema;
  }, [status, props.errors]);
  // What the payload says of the form itself, carried by a post sent without scripts (form-post.ts).
  const carried = useMemo(() => JSON.stringify(pageValues(definition)), [definition]);
  const progress = useMemo(() => progressOf(definition, answers), [definition, answers]);
  // The form context stays the same object for the page's life: RJSF draws every field again when it changes.
  const context = useMemo((): EngineContext => ({ definition }), [definition]);
  const state = useMemo((): EngineState => ({ fieldStates, beforeScripts: !scriptsRun }), [fieldStates, scriptsRun]);
  const parts = formParts(definition);

  const { progressPanel = true, submit: submitSettings } = definition.form;
  return (
    <div className={classes.view}>
      {props.notices}
      <div className={progressPanel ? classes.layout : undefined}>
        {progressPanel ? (
          <aside className={classes.aside} aria-label="Progress">
            <FormProgress definition={definition} progress={progress} />
          </aside>
        ) : null}
        <div className={classes.main}>
          <PartsUnlock locked={disabled} parts={parts.count} className={classes.lock}>
            <EngineStateContext value={state}>
              <EngineForm
                key={generation}
                id={formElementId(definition)}
                // A post, never a GET: without scripts the browser sends the answers in the body, not the URL.
                {...(props.postTo ? { method: 'post', action: props.postTo } : {})}
                className={classes.form}
                schema={definition.schema as RJSFSchema}
                uiSchema={uiSchema}
                // Before the scripts run, each repeating group offers blank records to fill, as no
                // button can add one (read back by form-fields.ts); the engine starts from those filled.
                formData={scriptsRun ? answers : withBlankRecords(definition, answers)}
                validator={validator}
                formContext={context}
                idPrefix={definition.id}
                // The site's own messages only, in the order and wording of form.json's pipeline: no
                // browser bubbles (inputs keep `required` for assistive technology). The answers are
                // checked by the pipeline on submit, not by RJSF's schema validation.
                noHtml5Validate
                noValidate
                showErrorList={false}
                extraErrors={extraErrors}
                // Only real defaults (sliders); RJSF would otherwise preselect the first option of each choice.
                // A repeating group starts without records (the visitor adds them), so an untouched form holds no answers.
                experimental_defaultFormStateBehavior={{
                  constAsDefaults: 'never',
                  arrayMinItems: { computeSkipPopulate: (_validator, schema) => isRecordList(schema) },
                }}
                disabled={busy && submitSettings.disableFieldsWhileSending === true}
                onChange={(event: IChangeEvent) => {
                  const changed = (event.formData ?? {}) as Answers;
                  onChange(scriptsRun ? changed : withoutBlankRecords(definition, changed));
                }}
                onSubmit={(event: IChangeEvent) =>
                  onSubmit((event.formData ?? {}) as Answers, honeypot.current?.value ?? '')
                }
              >
                <Honeypot ref={honeypot} />
                {props.postTo ? <input type="hidden" name={PAGE_VALUES_FIELD} value={carried} /> : null}
                {props.postKey ? <input type="hidden" name={POST_KEY_FIELD} value={props.postKey} /> : null}
                <PartFieldset step={parts.footer} className={classes.footer} role="presentation">
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
                    disabled={busy || (status.state === 'success' && submitSettings.disableAfterSuccess === true)}
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
                </PartFieldset>
              </EngineForm>
            </EngineStateContext>
          </PartsUnlock>
          {props.note}
        </div>
      </div>
    </div>
  );
}

/** A list whose items are records (a repeating group). */
function isRecordList(schema: RJSFSchema): boolean {
  const items = schema.items;
  return typeof items === 'object' && !Array.isArray(items) && items.type === 'object';
}
