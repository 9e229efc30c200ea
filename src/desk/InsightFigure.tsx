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

/**
 * A name as a horizontal bar chart's axis has room for, two lines beside its bar: a long one (a
 * form's full title, a form's only section title) is cut short.
 */
export function axisLabel(label: string): string {
  if (label.length <= 30) return label;
  const cut = label.slice(0, 29);
  // At a word's end where there is one far enough in, else mid-word.
  const space = cut.lastIndexOf(' ');
  return `${(space > 15 ? cut.slice(0, space) : cut).replace(/[\s:,;.-]+$/, '')}…`;
}
