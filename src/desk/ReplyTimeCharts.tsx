/**
 * Insights of the reply promise: the hours to the first reply per week (median and 90th
 * percentile, leads by the week they arrived in) and the share answered within the promise, by
 * form and by member who replied. The same figures as `leads reply-times`.
 */
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { ReplyTimeInsights } from './contract.ts';
import { axisLabel, Figure, weekLabel } from './InsightFigure.tsx';

const percent = (value: number | null) => (value === null ? '-' : `${value}%`);

/** Pixels right of the share charts' bars: "100%" in the charts' 12 px type, with a little air. */
const LABEL_ROOM = 40;

function ShareChart({
  title,
  groups,
  summary,
}: {
  title: string;
  groups: ReplyTimeInsights['forms'];
  summary: string;
}) {
  // A group with nothing answered or overdue yet has no share: named below the chart, not drawn as 0%.
  const drawn = groups.filter((group) => group.withinPromise !== null);
  const none = groups.filter((group) => group.withinPromise === null).map((group) => group.group);
  return (
    <Figure title={title} summary={summary}>
      {drawn.length > 0 && (
        <BarChart
          h={drawn.length * 34 + 40}
          data={drawn.map((group) => ({ group: group.group, share: group.withinPromise }))}
          dataKey="group"
          orientation="vertical"
          withBarValueLabel
          valueFormatter={percent}
          gridAxis="none"
          tickLine="none"
          yAxisProps={{ width: 150, tickFormatter: axisLabel }}
          xAxisProps={{ domain: [0, 100] }}
          // Room right of a full bar for its "100%", which would otherwise be cut off at the edge.
          barChartProps={{ margin: { right: LABEL_ROOM } }}
          series={[{ name: 'share', label: 'Within the promise', color: 'teal.7' }]}
        />
      )}
      {none.length > 0 && (
        <Text size="sm" mt="xs" data-testid="no-share">
          Nothing answered or due yet: {none.join(', ')}.
        </Text>
      )}
    </Figure>
  );
}

export function ReplyTimeCharts({ data }: { readonly data: ReplyTimeInsights }) {
  const promise = `${data.promiseHours} hours`;
  const answered = data.weeks.some((week) => week.answered > 0);
  // A chart only where there are figures: a sentence says when there are none yet.
  if (!answered && data.forms.length === 0) return <Text size="sm">No reply times in these weeks yet.</Text>;
  return (
    <>
      {answered && (
        <Figure
          title="Time to first reply"
          summary={`Hours from a lead's arrival to its first reply, per week it arrived: median and 90th percentile (the promise: ${promise}).`}
        >
          <BarChart
            h={240}
            data={data.weeks.map((week) => ({
              week: weekLabel(week.week),
              median: week.medianHours,
              p90: week.p90Hours,
            }))}
            dataKey="week"
            withLegend
            tickLine="y"
            // The scale reaches the promise also when every reply came sooner: the line is always drawn.
            yAxisProps={{ width: 44, domain: [0, (highest: number) => Math.max(highest, data.promiseHours)] }}
            valueFormatter={(value) => `${value} h`}
            referenceLines={[{ y: data.promiseHours, label: 'Promise', color: 'red.7' }]}
            series={[
              { name: 'median', label: 'Median', color: 'navy.7' },
              { name: 'p90', label: '90th percentile', color: 'orange.7' },
            ]}
          />
        </Figure>
      )}
      <div className="desk-chart-grid">
        {data.forms.length > 0 && (
          <ShareChart
            title="Answered within the promise, by form"
            summary={`Share of each form's leads answered within ${promise}, of those answered or overdue.`}
            groups={data.forms}
          />
        )}
        {data.members.length > 0 && (
          <ShareChart
            title="Answered within the promise, by member"
            summary={`Share of the leads each member answered first that they answered within ${promise}.`}
            // Members of one firm share its domain: the name before it fits the chart's axis, also on a phone.
            groups={data.members.map((member) => ({ ...member, group: member.group.split('@')[0] ?? member.group }))}
          />
        )}
      </div>
    </>
  );
}
