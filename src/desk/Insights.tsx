/**
 * Insights: pictures of the leads rather than tables. Leads per week per form; one form's funnel
 * (how many page views reached each step, and the share lost at each); how that form's leads
 * answered each choice question over the chosen period, questions of earlier versions of the form
 * included. The form and period live in the address.
 */
import { BarChart } from '@mantine/charts';
import { ColorSwatch, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useLoaderData, useSearchParams } from 'react-router';
import type { InsightPeriod } from './contract.ts';
import { axisLabel, Figure, weekLabel } from './InsightFigure.tsx';
import type { insightsLoader } from './insights-data.ts';
import { ReplyTimeCharts } from './ReplyTimeCharts.tsx';

/** One colour per form in the weekly chart, in catalogue order. */
const FORM_COLOURS = [
  'navy.7',
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

export function Insights() {
  const { weekly, period, form, insights: data, replyTimes } = useLoaderData<typeof insightsLoader>();
  const [params, setParams] = useSearchParams();

  function set(name: 'form' | 'period', value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  const totalWeekly = weekly.weeks.reduce(
    (sum, row) => sum + weekly.forms.reduce((count, entry) => count + Number(row[entry.id] ?? 0), 0),
    0,
  );
  const funnel = data?.funnel ?? [];

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Insights</Title>
      <Figure
        title="Leads per week"
        summary={`${totalWeekly} leads in the last ${weekly.weeks.length} weeks, by form (spam left out).`}
      >
        {weekly.forms.length === 0 ? (
          <Text size="sm">No leads in these weeks.</Text>
        ) : (
          <>
            <BarChart
              h={240}
              data={weekly.weeks.map((row) => ({ ...row, week: weekLabel(row.week) }))}
              dataKey="week"
              type="stacked"
              tickLine="y"
              yAxisProps={{ allowDecimals: false, width: 32 }}
              series={weekly.forms.map((entry, index) => ({
                name: entry.id,
                label: entry.title,
                color: colourOf(index),
              }))}
            />
            {/* The legend in the page's flow, not the chart's: ten form titles wrap over as many lines as they need. */}
            <ul className="desk-chart-legend">
              {weekly.forms.map((entry, index) => (
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

      <ReplyTimeCharts data={replyTimes} />

      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Form"
          className="desk-insight-form"
          allowDeselect={false}
          data={weekly.catalogue.map((entry) => ({ value: entry.id, label: entry.title }))}
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
                yAxisProps={{ width: 130, tickFormatter: axisLabel }}
                xAxisProps={{ allowDecimals: false }}
                series={[{ name: 'reached', label: 'Reached', color: 'navy.7' }]}
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
                  yAxisProps={{ width: 130, tickFormatter: axisLabel }}
                  xAxisProps={{ domain: [0, 100] }}
                  // Room for the value label of a full bar ("100%") beyond the axis's end.
                  barChartProps={{ margin: { right: 40 } }}
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
                summary={`${choice.noLongerAsked ? 'No longer asked: answered on earlier versions of the form. ' : ''}Leads per answer, ${PERIOD_LABELS[data.period].toLowerCase()}${choice.multiple ? ' (several could be chosen)' : ''}.`}
              >
                <BarChart
                  h={choice.options.length * 34 + 40}
                  data={choice.options.map((option) => ({
                    answer: option.noLongerOffered ? `${option.label} (no longer offered)` : option.label,
                    leads: option.leads,
                  }))}
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
