import { Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { data } from 'react-router';
import { formByRoute, loadCatalogue } from '../../questionnaire/catalogue-fs.ts';
import { withVersion } from '../../questionnaire/version-id.ts';
import '../../questionnaire-ui/form-styles.ts';
import 'virtual:form-reveals.css';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import { firmWording, QuestionnaireLayout } from './layout.tsx';

// The questionnaire engine (RJSF, form controls, validator, drafts, funnel) loads after the page
// hydrates: the prerendered form takes input from its HTML meanwhile, React keeps that HTML as it is
// while the engine's chunk is on its way, and the engine starts from what the visitor typed.
const QuestionnaireForm = lazy(async () => {
  // On a prerendered page the boot module evaluates the engine's chunks one per task
  // (scripts/defer-scripts.ts); importing it sooner would evaluate the rest in one long task.
  if (typeof window !== 'undefined') await window.__formEngineLoaded;
  const { QuestionnaireForm: Form } = await import('../../questionnaire-ui/QuestionnaireForm.tsx');
  return { default: Form };
});

declare global {
  interface Window {
    /** Set by the page's boot module (ENGINE_LOADED in scripts/client-chunks.ts). */
    __formEngineLoaded?: Promise<void>;
  }
}

// One page for every catalogue form: the route's form is found by its URL at build time, and its
// JSON travels inside the prerendered page rather than in the JavaScript bundle.

export function loader({ request }: Route.LoaderArgs) {
  // At build time the data request for /contact arrives as /contact.data.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '');
  const definition = formByRoute(loadCatalogue(), pathname);
  if (!definition) throw data(null, { status: 404 });
  // The page carries its form version's name and sends it with the answers: a deploy while a
  // visitor answers does not change what their answers are checked and stored against.
  return { definition: withVersion(definition) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  const { form } = loaderData.definition;
  return pageMeta({ title: form.title, description: form.metaDescription, path: form.route });
}

export default function QuestionnairePage({ loaderData }: Route.ComponentProps) {
  const { definition } = loaderData;
  const { form } = definition;
  // A questionnaire opens at the top. A block body: Chromium's scrollTo returns a promise, and an
  // effect must return nothing but a clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [form.route]);
  return (
    <QuestionnaireLayout definition={definition}>
      <Suspense fallback={<Loader color="teal" mx="auto" display="block" aria-label="Loading the form" />}>
        <QuestionnaireForm definition={definition} firm={firmWording} />
      </Suspense>
    </QuestionnaireLayout>
  );
}
