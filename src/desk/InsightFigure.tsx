/** One chart of Insights with its title and a sentence saying what it shows (also its accessible name). */
import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Figure({
  title,
  summary,
  children,
}: {
  readonly title: string;
  readonly summary: string;
  readonly children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      component="figure"
      m={0}
      aria-label={`${title}: ${summary}`}
      data-testid="insight-chart"
    >
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      {children}
    </Paper>
  );
}

/** "3 Nov": a week by its Monday. */
export const weekLabel = (week: string): string =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
