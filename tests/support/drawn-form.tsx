import { MantineProvider } from '@mantine/core';
import validator from '@rjsf/validator-ajv8';
import { act } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../../src/app/theme.ts';
import type { Answers, FormDefinition } from '../../src/questionnaire/definition.ts';
import { QuestionnaireView } from '../../src/questionnaire-ui/QuestionnaireView.tsx';
import { render } from './render.tsx';

/**
 * The form as the visitor's page draws it, holding these answers: its HTML, as the build prerenders
 * a page, read back as a document in jsdom (a third of the time a live render takes). `postTo` as
 * the page gives it.
 */
export function drawnForm(definition: FormDefinition, answers: Answers, postTo?: string): HTMLElement {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} env="test">
      <QuestionnaireView
        definition={definition}
        validator={validator}
        answers={answers}
        generation={0}
        status={{ state: 'idle' }}
        disabled={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
        {...(postTo ? { postTo } : {})}
      />
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
export async function drawnAfterScripts(definition: FormDefinition, answers: Answers): Promise<HTMLElement> {
  const { container } = render(
    <QuestionnaireView
      definition={definition}
      validator={validator}
      answers={answers}
      generation={0}
      status={{ state: 'idle' }}
      disabled={false}
      onChange={() => undefined}
      onSubmit={() => undefined}
    />,
  );
  // React takes the page over in an effect, as a transition: both done once act settles.
  await act(async () => undefined);
  return container;
}
