import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useState } from 'react';
import { defaultAnswers, fullAnswers } from '../questionnaire/catalogue/sample-answers.ts';
import type { Answers } from '../questionnaire/definition.ts';
import { runPipeline } from '../questionnaire/pipeline.ts';
import type { SubmissionStatus } from '../questionnaire-ui/use-submission.ts';
import { fitAnswers } from './answers-fit.ts';
import { loadValidator } from './load-validator.ts';
import type { PreviewForm } from './types.ts';

export interface Rendered {
  readonly preview: PreviewForm;
  readonly validator: ValidatorType;
}

interface Filled {
  readonly answers: Answers;
  /** When these answers were given: the payload's submission time. */
  readonly at: Date;
  /** Changes when the answers are replaced from outside the form, so it starts afresh. */
  readonly generation: number;
  /** Answers the last change of the form cleared because they no longer fit. */
  readonly dropped: readonly string[];
}

/**
 * The preview's state: the form version on screen (it changes only once the new version's
 * validator has loaded, so the screen never blanks), the answers typed, and what pressing the
 * form's own send button said.
 */
export function usePreview(preview: PreviewForm | null) {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [filled, setFilled] = useState<Filled>(() => ({
    answers: preview ? defaultAnswers(preview.definition) : {},
    at: new Date(),
    generation: 0,
    dropped: [],
  }));
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const [sent, setSent] = useState(false);

  const wanted = preview?.revision;
  const shown = rendered?.preview.revision;
  useEffect(() => {
    if (!preview || preview.revision === shown) return undefined;
    let active = true;
    loadValidator(preview).then(
      (validator) => {
        if (!active) return;
        setRendered({ preview, validator });
        setLoadError(null);
        setStatus({ state: 'idle' });
        setSent(false);
        const at = new Date();
        setFilled((previous) => {
          const fitted = fitAnswers(preview.definition, previous.answers);
          return { ...fitted, at, generation: previous.generation + 1 };
        });
      },
      (error: unknown) => {
        if (active) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      active = false;
    };
    // The revision names the version: a new object with the same revision is the same form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, shown]);

  const replace = useCallback((answers: Answers) => {
    const at = new Date();
    setFilled((previous) => ({ answers, at, generation: previous.generation + 1, dropped: [] }));
    setStatus({ state: 'idle' });
    setSent(false);
  }, []);

  const definition = rendered?.preview.definition;
  return {
    rendered,
    loadError,
    ...filled,
    status,
    /** Sent-button pressed with answers the pipeline accepts (nothing is sent from the workbench). */
    sent,
    change: useCallback((answers: Answers) => {
      const at = new Date();
      setFilled((previous) => ({ ...previous, answers, at }));
      setSent(false);
    }, []),
    /** The form's own send button: the pipeline runs as on the site, and nothing is posted. */
    submit: useCallback(
      (answers: Answers) => {
        if (!definition) return;
        const verdict = runPipeline(definition, answers);
        setStatus((previous) =>
          verdict.ok
            ? { state: 'idle' }
            : {
                state: 'invalid',
                message: verdict.failure.message,
                field: verdict.failure.field,
                attempt: (previous.state === 'invalid' ? previous.attempt : 0) + 1,
              },
        );
        setSent(verdict.ok);
      },
      [definition],
    ),
    fillSample: useCallback(() => {
      if (definition) replace({ ...defaultAnswers(definition), ...fullAnswers(definition) });
    }, [definition, replace]),
    clear: useCallback(() => {
      if (definition) replace(defaultAnswers(definition));
    }, [definition, replace]),
  };
}
