import { Alert, Text } from '@mantine/core';
import { use, useCallback, useEffect, useState } from 'react';
import { isBlank, isPreset, type Answers, type FormDefinition } from '../questionnaire/definition.ts';
import { answersFromFields } from '../questionnaire/form-fields.ts';
import { DraftPrompt } from './DraftPrompt.tsx';
import type { FirmWording } from './firm-wording.ts';
import { formElementId, QuestionnaireView } from './QuestionnaireView.tsx';
import { ThankYouCard } from './ThankYouCard.tsx';
import { useDraft } from './use-draft.ts';
import { useFunnel } from './use-funnel.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { postAddress, useSubmission } from './use-submission.ts';
import { validatorFor } from './validator.ts';

/**
 * A visitor's form: answers kept as a draft in this browser, sent through the pipeline on submit.
 * `firm` is the firm's wording the page passes in (the thank-you card, the failure message).
 */
export function QuestionnaireForm({ definition, firm }: { definition: FormDefinition; firm: FirmWording }) {
  const validator = use(validatorFor(definition));
  const [answers, setAnswers] = useState<Answers>({});
  const [generation, setGeneration] = useState(0);
  const replaceAnswers = useCallback((next: Answers) => {
    setAnswers(next);
    setGeneration((value) => value + 1);
  }, []);
  // The questions take input from the first paint: what the visitor gave before the scripts took
  // over is still in the page's fields, and the form starts from it.
  useEffect(() => {
    const element = document.getElementById(formElementId(definition));
    if (!(element instanceof HTMLFormElement)) return;
    const data = new FormData(element);
    const given = answersFromFields(definition, (name) =>
      data.getAll(name).filter((value): value is string => typeof value === 'string'),
    );
    // At once, not as a transition: an edit made meanwhile would start from the empty answers and
    // drop the rest. It runs once, and only when the visitor answered before the scripts arrived.
    // A slider's starting level is the form's, not an answer.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's fields are outside React until now
    if (Object.entries(given).some(([field, value]) => !isPreset(definition, field, value))) replaceAnswers(given);
  }, [definition, replaceAnswers]);
  const draft = useDraft(definition, answers, replaceAnswers);
  const funnel = useFunnel(definition, answers);
  // The address the last sent form gave; null until a submit succeeds.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSuccess = useCallback(
    (sent: Answers) => {
      draft.submitted(sent);
      const email = sent[definition.form.payload.email];
      setSentTo(typeof email === 'string' ? email : '');
      if (definition.form.success.display === 'panel') replaceAnswers({});
    },
    [draft, definition, replaceAnswers],
  );
  const { status, submit, revise } = useSubmission(definition, onSuccess, firm.email);
  useLeaveGuard(status.state === 'submitting');
  const change = useCallback(
    (next: Answers) => {
      setAnswers(next);
      revise(next);
    },
    [revise],
  );

  if (status.state === 'success' && definition.form.success.display === 'card')
    return (
      <ThankYouCard definition={definition} firm={firm} reference={status.reference} email={sentTo ?? undefined} />
    );

  // Once a message is sent and the form is empty again, "nothing is sent until you submit" no
  // longer fits; it returns when the visitor starts another.
  const sentAndEmpty = sentTo !== null && Object.values(answers).every((value) => isBlank(value));

  return (
    <QuestionnaireView
      definition={definition}
      validator={validator}
      answers={answers}
      generation={generation}
      status={status}
      disabled={false}
      // Without scripts the form posts to its own page, where the server runs the same intake.
      postTo={postAddress(definition)}
      onChange={change}
      onSubmit={(sent, honeypot) => {
        funnel.attempted();
        void submit(sent, honeypot);
      }}
      notices={
        <>
          {draft.offer ? (
            <DraftPrompt draft={draft.offer} onContinue={draft.continueDraft} onStartOver={draft.startOver} />
          ) : null}
          {draft.formChanged ? (
            <Alert color="yellow" variant="light" title="This form has changed" data-testid="draft-changed">
              The questions changed since you saved your answers. Answers that still fit are back; please check the
              rest.
            </Alert>
          ) : null}
        </>
      }
      note={
        sentAndEmpty ? null : (
          <Text size="xs" c="gray.7" mt="md" data-testid="draft-note">
            {draft.available
              ? 'Your answers are kept in this browser as you go, so you can come back later. Nothing is sent until you submit.'
              : 'Nothing is sent until you submit.'}
          </Text>
        )
      }
    />
  );
}
