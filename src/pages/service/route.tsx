import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../shared/ErrorScreen.tsx';
import { structureDiagrams } from '../../content/diagrams.ts';
import { serviceBySlug } from '../../content/services.ts';
import { formForService, loadCatalogue } from '../../questionnaire/catalogue-fs.ts';
import { isMissingPage } from '../../shared/missing-page.ts';
import { pageMeta } from '../../shared/seo.ts';
import { NotFoundContent } from '../../shared/NotFoundContent.tsx';
import type { Route } from './+types/route';
import { ServiceLanding } from './ServiceLanding.tsx';
import { sitePath } from '../../routing/site-paths.ts';

// Build-time data (see src/pages/home/route.tsx): only this service's text reaches the page.
export function loader({ params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  // No such service: the page says so (prerendered once for unknown slugs, see missingPagePaths).
  if (!service) return null;
  const diagram =
    service.slug in structureDiagrams ? structureDiagrams[service.slug as keyof typeof structureDiagrams] : undefined;
  // The questionnaire whose form.json names this service; a service without one leads to the contact page.
  const getStarted = formForService(loadCatalogue(), service.slug)?.form.route ?? sitePath('contact');
  return { service, diagram, getStarted };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  const { service } = loaderData;
  return pageMeta({
    title: service.landing.metaTitle,
    description: service.landing.metaDescription,
    path: sitePath('service', service.slug),
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const slug = loaderData?.service.slug;
  // Each landing page opens at the top, even when reached from a scrolled page.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [slug]);
  if (!loaderData) return <NotFoundContent />;
  const { service, diagram, getStarted } = loaderData;
  return <ServiceLanding service={service} diagram={diagram} getStarted={getStarted} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isMissingPage(error) ? <NotFoundContent /> : <ErrorScreen error={error} />;
}
