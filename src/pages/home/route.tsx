import { firm } from '../../content/firm.ts';
import { services } from '../../content/services.ts';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import { HomeHero } from './HomeHero.tsx';
import { organizationJsonLd } from './organization-json-ld.ts';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';

// Runs at build time (prerender): the page's text reaches the browser inside its HTML, and the
// content modules stay out of the JavaScript bundle.
export function loader() {
  return {
    cards: services.map(({ slug, navLabel, icon, card }) => ({ slug, navLabel, icon, card })),
    jsonLd: organizationJsonLd(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${firm.name}: ISO, SOC 2, GDPR and AI Governance Compliance Consulting`,
    description:
      'Independent consulting for ISO 27001, ISO 27701, ISO 42001, ISO 9001, SOC 2, GDPR, the DPDP Act, IT audit and healthcare IT compliance.',
    path: '/',
    extra: loaderData ? [{ 'script:ld+json': loaderData.jsonLd }] : [],
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <ServiceCardGrid cards={loaderData.cards} />
    </>
  );
}
