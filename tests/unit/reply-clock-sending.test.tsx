// @vitest-environment jsdom
/**
 * The reply clock at the top of a lead's page while the desk's reply is still in the outbox: the
 * clock runs on (it stops when the reply is sent) and says the reply is on its way, with no link
 * to write one; once sent, it reads "answered in ...".
 */
import type { ComponentProps, ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InboxRow } from '../../src/desk/contract.ts';
import { ReplyClock } from '../../src/desk/ReplyClock.tsx';
import { render } from '../support/render.tsx';

const HOUR = 3_600_000;
const received = new Date(Date.now() - HOUR);
const row: InboxRow = {
  id: 'lead-1',
  formId: 'contact',
  formTitle: 'Contact',
  receivedAt: received.toISOString(),
  organisation: null,
  person: 'Ada',
  email: 'ada@example.org',
  priority: null,
  status: 'new',
  assignee: null,
  delivery: 'sent',
  unread: false,
  replyDueAt: new Date(received.getTime() + 24 * HOUR).toISOString(),
  repliedAt: null,
  replyWay: null,
  replySending: false,
};
/** The page's fetcher, as far as the clock uses it: its form. */
const change = {
  Form: ({ children, ...props }: ComponentProps<'form'> & { children?: ReactNode }) => (
    <form {...props}>{children}</form>
  ),
} as unknown as FetcherWithComponents<unknown>;

describe('the reply clock of a lead whose reply is being sent', () => {
  it('runs on and says the reply is being sent, without offering to write one', () => {
    const { getByTestId, queryByRole } = render(<ReplyClock row={{ ...row, replySending: true }} change={change} />);
    const clock = getByTestId('reply-clock');
    expect(clock).toHaveTextContent(/23 h left/);
    expect(clock).toHaveTextContent(/23 h left, reply being sent/);
    expect(clock).toHaveTextContent(/due \d{4}-/);
    expect(queryByRole('link', { name: 'Write the reply' })).toBeNull();
  });

  it('offers the reply while none is on its way, and reads answered once one is sent', () => {
    const waiting = render(<ReplyClock row={row} change={change} />);
    expect(waiting.getByTestId('reply-clock')).not.toHaveTextContent(/being sent/);
    expect(waiting.getByRole('link', { name: 'Write the reply' })).toBeInTheDocument();
    waiting.unmount();
    const sent = new Date(received.getTime() + 30 * 60_000).toISOString();
    const answered = render(<ReplyClock row={{ ...row, repliedAt: sent, replyWay: 'desk' }} change={change} />);
    expect(answered.getByTestId('reply-clock')).toHaveTextContent(/answered in 30 min/);
  });
});
