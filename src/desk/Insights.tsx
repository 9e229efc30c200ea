/**
 * Insights: pictures of the leads rather than tables. Leads per week per form; one form's funnel
 * (how many page views reached each step, and the share lost at each); how that form's leads
 * answered each choice question over the chosen period. The form and period live in the address.
 */
import { BarChart } from '@mantine/charts';
import { Alert, ColorSwatch, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isInsightPeriod, type FormInsights, type InsightPeriod, type WeeklyLeads } from './contract.ts';
import { api } from './api.ts';

/** One colour per form in the weekly chart, in catalogue order. */
const FORM_COLOURS = [
  'indigo.7',
  'teal.7',
  'orange.7',
  'grape.6',
  'cyan.7',
  'lime.8',
  'red.7',
  'yellow.8',
  'pink.6',
  'gray.6',
];
const colourOf = (index: number): string => FORM_COLOURS[index % FORM_COLOURS.length] ?? 'gray.6';
const PERIOD_LABELS: Record<InsightPeriod, string> = {
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

function useAnswer<T>(path: string | null): { data: T | null; error: string | null } {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    if (!path) return undefined;
    let current = true;
    api<T>(path)
      .then((data) => current && setState({ data, error: null }))
      .catch(
        (caught: unknown) =>
          current && setState({ data: null, error: caught instanceof Error ? caught.message : String(caught) }),
      );
    return () => {
      current = false;
    };
  }, [path]);
  return state;
}

/** A chart with its title and a sentence saying what it shows (also its accessible name). */
function Figure({
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

const weekLabel = (week: string): string =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function Insights() {
  const [params, setParams] = useSearchParams();
  const weekly = useAnswer<WeeklyLeads>('/desk/api/insights/weekly');
  const periodParam = params.get('period');
  const period: InsightPeriod = isInsightPeriod(periodParam) ? periodParam : 'quarter';
  const form = params.get('form') ?? weekly.data?.forms[0]?.id ?? weekly.data?.catalogue[0]?.id ?? null;
  const insights = useAnswer<FormInsights>(
    form ? `/desk/api/insights/forms/${encodeURIComponent(form)}?period=${period}` : null,
  );

  function set(name: 'form' | 'period', value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  const weeklyForms = weekly.data?.forms ?? [];
  const totalWeekly = (weekly.data?.weeks ?? []).reduce(
    (sum, row) => sum + weeklyForms.reduce((count, entry) => count + Number(row[entry.id] ?? 0), 0),
    0,
  );
  const data = insights.data;
  const funnel = data?.funnel ?? [];

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Insights</Title>
      {weekly.error && <Alert color="red">{weekly.error}</Alert>}
      {weekly.data && (
        <Figure
          title="Leads per week"
          summary={`${totalWeekly} leads in the last ${weekly.data.weeks.length} weeks, by form (spam left out).`}
        >
          {weekly.data.forms.length === 0 ? (
            <Text size="sm">No leads in these weeks.</Text>
          ) : (
            <>
              <BarChart
                h={240}
                data={weekly.data.weeks.map((row) => ({ ...row, week: weekLabel(row.week) }))}
                dataKey="week"
                type="stacked"
                tickLine="y"
                yAxisProps={{ allowDecimals: false, width: 32 }}
                series={weekly.data.forms.map((entry, index) => ({
                  name: entry.id,
                  label: entry.title,
                  color: colourOf(index),
                }))}
              />
              {/* The legend in the page's flow, not the chart's: ten form titles wrap over as many lines as they need. */}
              <ul className="desk-chart-legend">
                {weekly.data.forms.map((entry, index) => (
                  <li key={entry.id}>
                    <ColorSwatch
                      size={10}
                      withShadow={false}
                      color={`var(--mantine-color-${colourOf(index).replace('.', '-')})`}
                    />
                    {entry.title}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Figure>
      )}

      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Form"
          className="desk-insight-form"
          allowDeselect={false}
          data={(weekly.data?.catalogue ?? []).map((entry) => ({ value: entry.id, label: entry.title }))}
          value={form}
          onChange={(value) => set('form', value)}
        />
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => set('period', value)}
          data={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Group>
      {insights.error && <Alert color="red">{insights.error}</Alert>}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {data.form.title}: {data.leads} leads since {data.since}.
          </Text>
          <div className="desk-chart-grid">
            <Figure
              title="Funnel"
              summary={`Page views that reached each step since ${data.since} (anonymous counts).`}
            >
              <BarChart
                h={Math.max(200, funnel.length * 34 + 40)}
                data={funnel.map((step) => ({ step: step.label, reached: step.reached }))}
                dataKey="step"
                orientation="vertical"
                withBarValueLabel
                valueFormatter={String}
                gridAxis="none"
                tickLine="none"
                yAxisProps={{ width: 130 }}
                xAxisProps={{ allowDecimals: false }}
                series={[{ name: 'reached', label: 'Reached', color: 'indigo.7' }]}
              />
            </Figure>
            <Figure title="Drop-off per step" summary="Share of page views lost since the step before, in percent.">
              {(funnel[0]?.reached ?? 0) === 0 ? (
                <Text size="sm">No page views of this form are counted in this period yet.</Text>
              ) : (
                <BarChart
                  h={Math.max(200, funnel.length * 34 + 40)}
                  data={funnel.slice(1).map((step) => ({ step: step.label, dropOff: step.dropOff }))}
                  dataKey="step"
                  orientation="vertical"
                  withBarValueLabel
                  valueFormatter={(value) => (value === null ? '-' : `${value}%`)}
                  gridAxis="none"
                  tickLine="none"
                  yAxisProps={{ width: 130 }}
                  xAxisProps={{ domain: [0, 100] }}
                  series={[{ name: 'dropOff', label: 'Drop-off', color: 'red.7' }]}
                />
              )}
            </Figure>
          </div>
          <Title order={3} size="h4">
            How leads answered
          </Title>
          {data.choices.length === 0 && <Text size="sm">This form asks no choice questions.</Text>}
          <div className="desk-chart-grid">
            {data.choices.map((choice) => (
              <Figure
                key={choice.field}
                title={choice.question}
                summary={`Leads per answer, ${PERIOD_LABELS[data.period].toLowerCase()}${choice.multiple ? ' (several could be chosen)' : ''}.`}
              >
                <BarChart
                  h={choice.options.length * 34 + 40}
                  data={choice.options.map((option) => ({ answer: option.label, leads: option.leads }))}
                  dataKey="answer"
                  orientation="vertical"
                  withBarValueLabel
                  valueFormatter={String}
                  gridAxis="none"
                  tickLine="none"
                  yAxisProps={{ width: 150 }}
                  xAxisProps={{ allowDecimals: false }}
                  series={[{ name: 'leads', label: 'Leads', color: 'teal.7' }]}
                />
              </Figure>
            ))}
          </div>
        </>
      )}
    </Stack>
  );
}
