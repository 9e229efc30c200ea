// @vitest-environment jsdom
/**
 * An address in the desk's narrow columns: the text exactly as typed (invisible characters shown as
 * escapes), with break opportunities only after the @ and before each dot.
 */
import { describe, expect, it } from 'vitest';
import { VisitorEmail } from '../../src/desk/VisitorText.tsx';
import { render } from '../support/render.tsx';

describe('a visitor’s email address on the desk', () => {
  it('keeps the address whole and may wrap it only after the @ or before a dot', () => {
    const { container } = render(<VisitorEmail text="sofia.rossi@woodgrove-bank.example" />);
    const address = container.querySelector('bdi');
    expect(address?.textContent).toBe('sofia.rossi@woodgrove-bank.example');
    const breaks = [...(address?.querySelectorAll('span') ?? [])].map((part) => part.textContent);
    expect(breaks).toEqual(['sofia', '.rossi@', 'woodgrove-bank', '.example']);
    expect(address?.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('shows a bidi override as an escape, not as a turn of the line', () => {
    const { container } = render(<VisitorEmail text={'ana\u202e@example.org'} />);
    expect(container.querySelector('bdi')?.textContent).toBe('ana\\u202e@example.org');
  });
});
