import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

interface PageHeaderProps {
  readonly title: string;
  readonly lead?: string;
  readonly eyebrow?: string;
  readonly children?: ReactNode;
  /** Decorative picture beside the text on wide screens, below it on phones. */
  readonly illustration?: string;
}

/** The navy band that opens every inner page: one H1 and an optional lead. */
export function PageHeader({ title, lead, eyebrow, children, illustration }: PageHeaderProps) {
  const text = (
    <>
      {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {lead ? <Text className={classes.lead}>{lead}</Text> : null}
      {children}
    </>
  );
  return (
    <div className={classes.band}>
      <Container>
        {illustration ? (
          <div className={classes.withIllustration}>
            <div>{text}</div>
            {/* The heading says what the page is about; the picture adds nothing to read aloud. */}
            <img
              className={classes.illustration}
              src={illustration}
              width={480}
              height={320}
              alt=""
              aria-hidden="true"
              decoding="async"
              data-testid="hero-illustration"
            />
          </div>
        ) : (
          text
        )}
      </Container>
    </div>
  );
}
