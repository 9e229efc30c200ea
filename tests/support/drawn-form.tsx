import { MantineProvider } from '@mantine/core';
import validator from '@rjsf/validator-ajv8';
import { act } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../../src/app/theme.ts';
import type { Answers, FormDefinition } from '../../src/questionnaire/definition.ts';
import { QuestionnaireView } from '../../src/questionnaire-ui/QuestionnaireView.tsx';
import { render } from './render.tsx';

/** The engine's view of the form as the visitor's page holds it, with these answers. */
function formView(
  definition: FormDefinition,
  answers: Answers,
  postTo?: string,
  onChange: (answers: Answers) => void = () => undefined,
) {
  return (
    <QuestionnaireView
      definition={definition}
      validator={validator}
      answers={answers}
      generation={0}
      status={{ state: 'idle' }}
      disabled={false}
      onChange={onChange}
      onSubmit={() => undefined}
      {...(postTo ? { postTo } : {})}
    />
  );
}

/**
 * The form as the visitor's page draws it, holding these answers: its HTML, as the build prerenders
 * a page, read back as a document in jsdom (a third of the time a live render takes). `postTo` as
 * the page gives it.
 */
export function drawnForm(definition: FormDefinition, answers: Answers, postTo?: string): HTMLElement {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} env="test">
      {formView(definition, answers, postTo)}
    </MantineProvider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return page;
}

/**
 * The form once its scripts run, holding these answers: the engine, no longer the page's CSS, decides
 * which questions an answer reveals or enables (the HTML alone holds every question).
 */
export async function drawnAfterScripts(
  definition: FormDefinition,
  answers: Answers,
  onChange?: (answers: Answers) => void,
): Promise<HTMLElement> {
  const { container } = render(formView(definition, answers, undefined, onChange));
  // React takes the page over in an effect, as a transition: both done once act settles.
  await act(async () => undefined);
  return container;
}
