import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { about } from '../../content/about.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import classes from './About.module.css';

// Build-time data: see src/pages/home/route.tsx.
export function loader() {
  return { about };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: 'About Us', description: loaderData?.about.metaDescription ?? '', path: '/about' });
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <PageHeader title={about.heading} lead={about.lead} />
      <Container size="md" py={64}>
        <Stack gap={40}>
          {about.sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} size="h3" className={classes.heading}>
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
      <section className={classes.band} aria-labelledby="credentials-title">
        <Container size="lg">
          <Title id="credentials-title" order={2} size="h3" ta="center" className={classes.heading}>
            Credentials our team holds
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={32}>
            {about.credentials.map((credential) => (
              <Card key={credential.title} withBorder radius="md" padding="lg">
                <Text fw={700} c="navy.9">
                  {credential.title}
                </Text>
                <Text size="sm" c="gray.7" mt={4}>
                  {credential.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <Container size="lg" py={64}>
        <Title order={2} size="h3" ta="center" className={classes.heading}>
          How we work
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt={32}>
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
        </SimpleGrid>
      </Container>
    </>
  );
}
