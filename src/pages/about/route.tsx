import { ResponsiveGrid } from '../../shared/ResponsiveGrid.tsx';
import { Container, Stack, Text, Title } from '@mantine/core';
import { about } from '../../content/about.ts';
import { firm } from '../../content/firm.ts';
import { identityOf, sectionsShown } from '../../content/identity.ts';
import { CaseStudies } from '../../shared/identity/CaseStudies.tsx';
import { ClientSectors } from '../../shared/identity/ClientSectors.tsx';
import { CredentialsSection } from '../../shared/identity/CredentialsSection.tsx';
import { TeamSection } from '../../shared/identity/TeamSection.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import classes from './About.module.css';
import { sitePath } from '../../routing/site-paths.ts';

// Build-time data: see src/pages/home/route.tsx. The team, credentials, sectors and case studies
// are the firm config's own: sections without data are left out.
export function loader() {
  const identity = identityOf(firm, about.credentialNotes);
  return { about, sections: sectionsShown(about.sections, identity), identity };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: 'About Us', description: loaderData?.about.metaDescription ?? '', path: sitePath('about') });
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, sections, identity } = loaderData;
  return (
    <>
      <PageHeader title={about.heading} lead={about.lead} />
      <Container py={64}>
        <Stack gap={40} maw={760}>
          {sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} className={classes.heading}>
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)} mt="sm" className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
      <TeamSection team={identity.team} />
      <CredentialsSection credentials={identity.credentials} />
      <CaseStudies studies={identity.caseStudies} />
      <ClientSectors sectors={identity.clientSectors} tone="plain" />
      <section className={classes.band} aria-labelledby="principles-title">
        <Container>
          <Title id="principles-title" order={2} ta="center" className={classes.heading}>
            {about.principlesHeading}
          </Title>
          <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt={32}>
            {about.principles.map((principle) => (
              <div key={principle.title} className={classes.principle}>
                <Title order={3} size="h5" c="navy.9">
                  {principle.title}
                </Title>
                <Text size="sm" c="gray.7" mt={6}>
                  {principle.description}
                </Text>
              </div>
            ))}
          </ResponsiveGrid>
        </Container>
      </section>
    </>
  );
}
