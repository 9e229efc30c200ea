import { about } from '../../content/about.ts';
import { firm } from '../../content/firm.ts';
import { identityOf } from '../../content/identity.ts';
import { services } from '../../content/services.ts';
import { CaseStudies } from '../../shared/identity/CaseStudies.tsx';
import { ClientSectors } from '../../shared/identity/ClientSectors.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import { HomeHero } from './HomeHero.tsx';
import { organizationJsonLd } from './organization-json-ld.ts';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';
import { sitePath } from '../../routing/site-paths.ts';

// Runs at build time (prerender): the page's text reaches the browser inside its HTML, and the
// content modules stay out of the JavaScript bundle.
export function loader() {
  const identity = identityOf(firm, about.credentialNotes);
  return {
    cards: services.map(({ slug, name, navLabel, icon, card }) => ({ slug, name, navLabel, icon, card })),
    jsonLd: organizationJsonLd(),
    // Only what the firm config sets: nothing renders while these are empty.
    clientSectors: identity.clientSectors,
    caseStudies: identity.caseStudies,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${firm.name}: ISO, SOC 2, GDPR and AI Governance Compliance Consulting`,
    description:
      'Independent consulting for ISO 27001, ISO 27701, ISO 42001, ISO 9001, SOC 2, GDPR, the DPDP Act, IT audit and healthcare IT compliance.',
    path: sitePath('home'),
    extra: loaderData ? [{ 'script:ld+json': loaderData.jsonLd }] : [],
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <ServiceCardGrid cards={loaderData.cards} />
      <ClientSectors sectors={loaderData.clientSectors} />
      <CaseStudies studies={loaderData.caseStudies} />
    </>
  );
}
