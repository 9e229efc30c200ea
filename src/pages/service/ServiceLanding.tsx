import { IconTile } from '../../shared/IconTile.tsx';
import { ResponsiveGrid } from '../../shared/ResponsiveGrid.tsx';
import { Button, Card, Container, Group, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import { Link } from 'react-router';
import type { Service, StructureDiagram as Diagram } from '../../content/types.ts';
import { ContentIcon } from '../../shared/icons.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import classes from './Service.module.css';
import { StructureDiagram } from './StructureDiagram.tsx';

interface ServiceLandingProps {
  readonly service: Service;
  readonly diagram?: Diagram | undefined;
  /** Where Get Started leads: the service's questionnaire. */
  readonly getStarted: string;
}

export function ServiceLanding({ service, diagram, getStarted }: ServiceLandingProps) {
  const { landing, guide } = service;
  return (
    <>
      <PageHeader
        eyebrow={service.navLabel}
        title={service.name}
        lead={landing.heroSubtitle}
        illustration={service.illustration}
      >
        <Group mt={32} gap="md">
          <Button
            component={Link}
            to={getStarted}
            size="lg"
            color="teal"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Get Started
          </Button>
          {diagram && guide ? (
            <Button component="a" href={`#${diagram.anchor}`} size="lg" variant="white" color="navy">
              Learn More<span className="visually-hidden"> about the {service.navLabel} structure</span>
            </Button>
          ) : null}
        </Group>
      </PageHeader>

      <Container py={72}>
        <Title order={2} ta="center" className={classes.sectionTitle}>
          What We Offer
        </Title>
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt={40}>
          {landing.offerings.map((offering) => (
            <Card key={offering.title} withBorder radius="lg" padding="lg">
              <IconTile size={44}>
                <ContentIcon name={offering.icon} />
              </IconTile>
              <Title order={3} size="h5" mt="md">
                {offering.title}
              </Title>
              <Text size="sm" c="gray.7" mt={6}>
                {offering.description}
              </Text>
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>

      <section className={classes.benefits} aria-labelledby="benefits-title">
        <Container>
          <Title id="benefits-title" order={2} ta="center" className={classes.sectionTitle}>
            Why It Matters
          </Title>
          <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={40}>
            {landing.benefits.map((benefit) => (
              <div key={benefit.title} className={classes.benefit}>
                <IconTile size={52} radius="xl" tone="dark">
                  <ContentIcon name={benefit.icon} size={26} />
                </IconTile>
                <Title order={3} size="h4" mt="md">
                  {benefit.title}
                </Title>
                <Text c="gray.7" mt={6}>
                  {benefit.description}
                </Text>
              </div>
            ))}
          </ResponsiveGrid>
        </Container>
      </section>

      {diagram ? <StructureDiagram diagram={diagram} /> : null}

      <section className={classes.cta} aria-labelledby="cta-title">
        <Container ta="center" className={classes.ctaInner}>
          <Title id="cta-title" order={2} c="white">
            Get Started Today
          </Title>
          <Text c="navy.1" mt="sm" size="lg">
            {landing.ctaText}
          </Text>
          <Group justify="center" mt={28} gap="md">
            <Button
              component={Link}
              to={getStarted}
              size="lg"
              color="teal"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Get Started
            </Button>
            {guide ? (
              <Button
                component={Link}
                to={guide}
                size="lg"
                variant="white"
                color="navy"
                leftSection={<IconBook size={18} aria-hidden="true" />}
              >
                Read Our Guide
              </Button>
            ) : null}
          </Group>
        </Container>
      </section>
    </>
  );
}
