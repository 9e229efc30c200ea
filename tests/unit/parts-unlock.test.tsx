// @vitest-environment jsdom
/**
 * A questionnaire before and after hydration: every part locked, then each part unlocked in page
 * order, and parts added later (the workbench's preview of an edited form) open too.
 */
import { render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { PartFieldset, PartsUnlock } from '../../src/questionnaire-ui/unlock.tsx';

function Form({ locked, parts }: { locked: boolean; parts: number }) {
  return (
    <PartsUnlock locked={locked} parts={parts}>
      {Array.from({ length: parts }, (_, step) => (
        <PartFieldset key={step} step={step}>
          <input aria-label={`Answer ${step}`} />
        </PartFieldset>
      ))}
    </PartsUnlock>
  );
}

const inputs = () => screen.getAllByRole('textbox');

describe('form parts unlock after hydration', () => {
  it('locked, every part is disabled; unlocked, the parts open top to bottom, then the frame settles', async () => {
    const view = render(<Form locked parts={3} />);
    for (const input of inputs()) expect(input).toBeDisabled();
    const fieldsets = [...view.container.querySelectorAll('fieldset')];
    const opened: number[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) opened.push(fieldsets.indexOf(record.target as HTMLFieldSetElement));
    });
    watch.observe(view.container, { subtree: true, attributeFilter: ['disabled'] });
    view.rerender(<Form locked={false} parts={3} />);
    await waitFor(() => expect(view.container.querySelector('[data-settled]')).not.toBeNull());
    watch.disconnect();
    expect(opened).toEqual([0, 1, 2]);
    for (const input of inputs()) expect(input).toBeEnabled();

    view.rerender(<Form locked={false} parts={4} />);
    expect(inputs()).toHaveLength(4);
    for (const input of inputs()) expect(input).toBeEnabled();
  });

  it('mounted after hydration, every part is open at once', () => {
    render(<Form locked={false} parts={2} />);
    for (const input of inputs()) expect(input).toBeEnabled();
  });
});
