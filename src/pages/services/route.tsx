import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { replyWithin } from '../../content/reply-promise.ts';
import { services } from '../../content/services.ts';
import { formForService, loadCatalogue } from '../../questionnaire/catalogue-fs.ts';
import { questionnaireSizes, sizesText } from '../../questionnaire/questionnaire-sizes.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import { ServiceSection } from './ServiceSection.tsx';
import { sitePath } from '../../routing/site-paths.ts';

/** A link to a section (#slug) scrolls there after about 200 ms, once the layout has settled. */
export const HASH_SCROLL_DELAY_MS = 200;

// Build-time data: see src/pages/home/route.tsx.
export function loader() {
  const catalogue = loadCatalogue();
  const sizes = questionnaireSizes(catalogue);
  return {
    // How long the questionnaires are, counted from the forms themselves.
    questionnaireSizes: sizes ? sizesText(sizes) : null,
    sections: services.map(({ slug, name, navLabel, icon, detail }) => ({
      slug,
      name,
      navLabel,
      icon,
      detail,
      // The form whose form.json names this service.
      questionnaireRoute: formForService(catalogue, slug)?.form.route,
    })),
  };
}

export function meta() {
  return pageMeta({
    title: 'Compliance Consulting Services',
    description:
      'Deliverables, benefits and typical problems solved for each of our nine services: ISO 27001, ISO 27701, ISO 42001, SOC 2, GDPR, DPDP, IT audit and more.',
    path: sitePath('services'),
  });
}

function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  useHashScroll();
  return (
    <>
      <PageHeader
        title="Our Services"
        lead="Nine areas of practice, one approach: understand where you stand, fix what matters, and prepare evidence an auditor or regulator will accept."
      />
      <Container py={48}>
        <Text c="gray.7" maw={760} mb={32}>
          Each service below lists what we deliver, what it changes for you and the problems it is designed to solve.
          Every engagement starts with a discovery questionnaire
          {loaderData.questionnaireSizes ? ` (${loaderData.questionnaireSizes})` : ''} so our first conversation is
          about your situation, not a sales script.
        </Text>
        {loaderData.sections.map((section) => (
          <ServiceSection key={section.slug} service={section} />
        ))}
        <Title order={2} mt={48} ta="center">
          Not sure where to start?
        </Title>
        <Text ta="center" c="gray.7" mt="xs">
          Tell us about your situation on the contact page and we will recommend a path within {replyWithin}.
        </Text>
      </Container>
    </>
  );
}
