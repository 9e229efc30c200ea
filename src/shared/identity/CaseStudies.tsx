import { ResponsiveGrid } from '../ResponsiveGrid.tsx';
import { Card, Container, Text, Title } from '@mantine/core';
import type { CaseStudy } from '../../content/firm-config.ts';
import classes from './Identity.module.css';

/** Short case studies from the firm config: sector, challenge, what was done, outcome, duration. */
export function CaseStudies({ studies }: { studies: readonly CaseStudy[] }) {
  if (studies.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="case-studies-title" data-testid="case-studies">
      <Container>
        <Title id="case-studies-title" order={2} ta="center" className={classes.heading}>
          Case studies
        </Title>
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={32}>
          {studies.map((study) => (
            <Card key={`${study.sector}-${study.challenge}`} component="article" withBorder radius="md" padding="lg">
              <Title order={3} size="h5" c="navy.9">
                {study.sector}
              </Title>
              <Text size="sm" c="gray.7">
                {study.duration}
              </Text>
              <dl className={classes.facts}>
                <dt>Challenge</dt>
                <dd>{study.challenge}</dd>
                <dt>What we did</dt>
                <dd>{study.work}</dd>
                <dt>Outcome</dt>
                <dd>{study.outcome}</dd>
              </dl>
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
