/**
 * The server's rendering of a form sent without scripts (built on its own: vite.form-post.config.ts,
 * loaded by src/server/submissions/form-page.ts, which never imports React source): the same
 * layout, renderer and thank-you card as the prerendered page, in the page's own shell. Refused:
 * the form again with the visitor's answers, the error summary at its top and each field's
 * message beside it. Accepted: the form's thank-you card.
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { firmWording, QuestionnaireLayout } from '../pages/questionnaire/layout.tsx';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import type { PipelineFailure } from '../questionnaire/pipeline.ts';
import { ErrorSummary } from '../questionnaire-ui/ErrorSummary.tsx';
import { QuestionnaireView } from '../questionnaire-ui/QuestionnaireView.tsx';
import { ThankYouCard } from '../questionnaire-ui/ThankYouCard.tsx';
import { postAddress } from '../questionnaire-ui/use-submission.ts';
import { validatorFor } from '../questionnaire-ui/validator.ts';
import { theme } from './theme.ts';

function page(definition: FormDefinition, content: ReactNode): string {
  return renderToString(
    <MemoryRouter initialEntries={[definition.form.route]}>
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        <QuestionnaireLayout definition={definition}>{content}</QuestionnaireLayout>
      </MantineProvider>
    </MemoryRouter>,
  );
}

/**
 * The page's content for a refused form: its answers, every failing check listed and beside its
 * field, and a fresh key for its next post.
 */
export async function renderRefused(
  definition: FormDefinition,
  answers: Answers,
  failures: readonly PipelineFailure[],
  message?: string,
  postKey?: string,
): Promise<string> {
  const validator = await validatorFor(definition);
  return page(
    definition,
    <QuestionnaireView
      definition={definition}
      validator={validator}
      answers={answers}
      generation={0}
      // A refusal that is not about the answers (the rate limit, another site) speaks where a failed send does.
      status={message ? { state: 'error', message } : { state: 'idle' }}
      disabled={false}
      onChange={() => undefined}
      onSubmit={() => undefined}
      postTo={postAddress(definition)}
      {...(postKey ? { postKey } : {})}
      errors={failures}
      notices={failures.length > 0 ? <ErrorSummary formId={definition.id} failures={failures} /> : null}
    />,
  );
}

/** The page's content for an accepted form: its thank-you card, with the reference and the address given. */
export function renderAccepted(definition: FormDefinition, reference: string, email: string | undefined): string {
  return page(
    definition,
    <ThankYouCard definition={definition} firm={firmWording} reference={reference} email={email} />,
  );
}
