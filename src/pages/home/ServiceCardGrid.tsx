import { IconTile } from '../../shared/IconTile.tsx';
import { ResponsiveGrid } from '../../shared/ResponsiveGrid.tsx';
import { Anchor, Card, Container, List, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { Link } from 'react-router';
import type { Service } from '../../content/types.ts';
import { ContentIcon } from '../../shared/icons.tsx';
import classes from './Home.module.css';
import { SERVICES_SECTION_ID } from './HomeHero.tsx';
import { sitePath } from '../../routing/site-paths.ts';

export type ServiceCardData = Pick<Service, 'slug' | 'name' | 'navLabel' | 'icon' | 'card'>;

export function ServiceCardGrid({ cards }: { cards: readonly ServiceCardData[] }) {
  return (
    <section id={SERVICES_SECTION_ID} className={classes.servicesSection} aria-labelledby="expertise-title">
      <Container>
        <Title id="expertise-title" order={2} ta="center" className={classes.sectionTitle}>
          Our Compliance Expertise
        </Title>
        <Text ta="center" c="gray.7" size="lg" maw={720} mx="auto" mt="sm" mb={48}>
          Comprehensive solutions to help your organization meet global compliance standards with confidence
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="service-grid">
          {cards.map((service) => (
            <Card key={service.slug} withBorder radius="lg" padding="xl" className={classes.card}>
              <IconTile size={48}>
                <ContentIcon name={service.icon} size={26} />
              </IconTile>
              <Title order={3} size="h4" mt="md">
                {service.name}
              </Title>
              <Text c="gray.7" mt="xs" size="sm">
                {service.card.description}
              </Text>
              <List
                mt="md"
                spacing={6}
                size="sm"
                icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />}
                className={classes.bullets}
              >
                {service.card.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
              <Anchor
                component={Link}
                to={sitePath('service', service.slug)}
                fw={600}
                mt="lg"
                className={classes.learnMore}
              >
                Learn More<span className="visually-hidden"> about {service.navLabel}</span>
                <IconArrowRight size={16} aria-hidden="true" />
              </Anchor>
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
