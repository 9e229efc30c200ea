// @vitest-environment jsdom
/**
 * Insights' reply-time charts as a member sees them: the promise is drawn on the time-to-first-reply
 * chart also when every reply came well within it (the chart's scale reaches the promise), and the
 * share charts leave room right of the longest bar for its "100%".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyTimeInsights } from '../../src/desk/contract.ts';
import { ReplyTimeCharts } from '../../src/desk/ReplyTimeCharts.tsx';
import { render } from '../support/render.tsx';

const figures = { answered: 4, medianHours: 2, p90Hours: 5.5, withinPromise: 100 };
const fast: ReplyTimeInsights = {
  promiseHours: 24,
  weeks: [
    { week: '2026-11-02', ...figures },
    { week: '2026-11-09', ...figures, medianHours: 1, p90Hours: 3 },
  ],
  forms: [{ group: 'ISO 27001 readiness', ...figures }],
  members: [{ group: 'asha.rao@firm.example', ...figures }],
};

/** The charts measure their box: jsdom has no layout, so each chart's box is a phone's width here. */
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 343, height: 240 })
      : measure.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function chart(title: string): HTMLElement {
  const figure = [...document.querySelectorAll<HTMLElement>('figure')].find((each) =>
    each.getAttribute('aria-label')?.startsWith(`${title}:`),
  );
  if (!figure) throw new Error(`no chart "${title}"`);
  return figure;
}

describe('the reply-time charts', () => {
  it('draw the promise line when every reply was faster than the promise', async () => {
    render(<ReplyTimeCharts data={fast} />);
    const times = chart('Time to first reply');
    await vi.waitFor(() => expect(times.querySelector('.recharts-bar-rectangle')).not.toBeNull());
    expect(times.querySelector('.recharts-reference-line')).not.toBeNull();
    expect([...times.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('Promise');
    // Across the plot, above every bar: the bars' tops are lower on the page than the promise.
    const line = times.querySelector('.recharts-reference-line-line');
    const promiseY = Number(line?.getAttribute('y1'));
    const barTops = [...times.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      Number(bar.getAttribute('y')),
    );
    expect(barTops).toHaveLength(4);
    expect(promiseY).toBeGreaterThanOrEqual(0);
    expect(Math.min(...barTops)).toBeGreaterThan(promiseY);
  });

  it('leave room for the "100%" of a full bar', async () => {
    render(<ReplyTimeCharts data={fast} />);
    const byMember = chart('Answered within the promise, by member');
    const label = await vi.waitFor(() => {
      const found = [...byMember.querySelectorAll('.recharts-label-list text')].find(
        (text) => text.textContent === '100%',
      );
      if (!found) throw new Error('no "100%" label yet');
      return found;
    });
    const svg = byMember.querySelector('svg.recharts-surface');
    // The label starts right of the bar's end; its four characters (12 px, under 8 px each) end inside the chart.
    expect(Number(label.getAttribute('x')) + 4 * 8).toBeLessThanOrEqual(Number(svg?.getAttribute('width')));
  });
});

describe('the share charts’ names', () => {
  it('cut a long form title to fit beside its bar, and name a form with nothing answered or due yet below', async () => {
    const title = 'ISO 27001 Information Security Management Discovery Questionnaire';
    render(
      <ReplyTimeCharts
        data={{
          ...fast,
          forms: [
            { group: title, ...figures },
            { group: 'Contact Us', answered: 0, medianHours: null, p90Hours: null, withinPromise: null },
          ],
        }}
      />,
    );
    const byForm = chart('Answered within the promise, by form');
    const ticks = await vi.waitFor(() => {
      const found = [...byForm.querySelectorAll('.recharts-yAxis-tick-labels text, .recharts-cartesian-axis-tick text')]
        .map((text) => text.textContent ?? '')
        .filter((text) => text !== '' && !/%$/.test(text));
      if (found.length === 0) throw new Error('no axis labels yet');
      return found;
    });
    expect(ticks.join(' ')).toContain('ISO 27001 Information…');
    expect(ticks.join(' ')).not.toContain('Questionnaire');
    expect(byForm.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1);
    expect(byForm).toHaveTextContent('Nothing answered or due yet: Contact Us.');
  });
});
