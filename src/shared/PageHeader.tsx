import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

interface PageHeaderProps {
  readonly title: string;
  readonly lead?: string;
  readonly eyebrow?: string;
  readonly children?: ReactNode;
}

/** The navy band that opens every inner page: one H1 and an optional lead. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className={classes.band}>
      <Container size="lg">
        {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead ? <Text className={classes.lead}>{lead}</Text> : null}
        {children}
      </Container>
    </div>
  );
}
