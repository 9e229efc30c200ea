// @vitest-environment jsdom
/**
 * The reply promise on the desk as a member sees it, with the server's answers given: the clock of
 * an overdue lead, the inbox's phone cards saying what its table says, a lead without an email
 * address (no composer: only "answered another way"), the composer's text following the template
 * picked, and My settings' reminders switch. (The browser tests reply to a lead end to end; the
 * integration tests cover the server's side.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useFetcher } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxRow, LeadDetail, MySettings as Settings } from '../../src/desk/contract.ts';
import { LeadCards, LeadTable } from '../../src/desk/InboxRows.tsx';
import { MySettings, mySettingsAction, mySettingsLoader } from '../../src/desk/MySettings.tsx';
import { ReplyClock } from '../../src/desk/ReplyClock.tsx';
import { ReplyComposer } from '../../src/desk/ReplyComposer.tsx';
import { render } from '../support/render.tsx';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROMISE = 24 * HOUR;

/** A lead received `ago` milliseconds before now, under a 24-hour promise; still awaiting its reply. */
function lead(id: string, ago: number, changes: Partial<InboxRow> = {}): InboxRow {
  const received = Date.now() - ago;
  return {
    id,
    formId: 'iso27001',
    formTitle: 'ISO 27001 readiness',
    receivedAt: new Date(received).toISOString(),
    organisation: 'Woodgrove Bank',
    person: 'Sofia Rossi',
    email: 'sofia.rossi@woodgrove-bank.example',
    priority: 'high',
    status: 'new',
    assignee: null,
    delivery: 'sent',
    unread: false,
    replyDueAt: new Date(received + PROMISE).toISOString(),
    repliedAt: null,
    replyWay: null,
    replySending: false,
    ...changes,
  };
}

// Ten minutes past the whole hour: "6 h" and "5 h" whichever way the page's clock rounds.
const overdue = lead('overdue', 30 * HOUR + 10 * MINUTE);
const awaiting = lead('awaiting', 19 * HOUR - 10 * MINUTE, { organisation: 'Contoso' });
const answered = lead('answered', 40 * HOUR, {
  organisation: 'Fabrikam',
  status: 'contacted',
  repliedAt: new Date(Date.now() - 38 * HOUR).toISOString(),
  replyWay: 'desk',
});
const spam = lead('spam', 3 * HOUR, { organisation: 'Spam Ltd', status: 'spam', replyDueAt: null });

const TEMPLATES = [
  { id: 'first-reply', title: 'First reply to an enquiry', body: 'Dear Sofia Rossi,\n\nThank you for your enquiry.' },
  { id: 'more-details', title: 'Asking for more details', body: 'Dear Sofia Rossi,\n\nCould you tell us more?' },
];

function detail(row: InboxRow): LeadDetail {
  return {
    row,
    report: '',
    snapshot: null,
    structured: null,
    consent: { at: null, text: null, noticeVersion: null },
    jobs: [],
    notes: [],
    history: [],
    members: [],
    replies: [],
    composer: {
      to: row.email,
      from: 'website@firm.example',
      replyTo: 'asha.rao@firm.example',
      subject: `Your ${row.formTitle} enquiry`,
      drafts: TEMPLATES,
    },
  };
}

/** The reply clock and the composer as the lead's page draws them, sharing the page's fetcher. */
function leadReply(row: InboxRow) {
  const data = detail(row);
  function LeadReply() {
    const change = useFetcher();
    return (
      <>
        <ReplyClock row={data.row} change={change} />
        <ReplyComposer lead={data} change={change} />
      </>
    );
  }
  const Desk = createRoutesStub([{ path: '/desk/leads/:id', Component: LeadReply }]);
  return <Desk initialEntries={[`/desk/leads/${row.id}`]} />;
}

afterEach(() => vi.unstubAllGlobals());

// What jsdom lacks: the composer's text box listens for web fonts loading (it grows with its text),
// and the template list scrolls its highlighted choice into view.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
Element.prototype.scrollIntoView ??= () => undefined;

describe('a lead’s reply clock', () => {
  it('reads "overdue by" the hours since the reply was due', async () => {
    render(leadReply(overdue));
    const clock = await screen.findByTestId('reply-clock');
    expect(clock).toHaveTextContent(/overdue by 6 h/);
    expect(within(clock).getByText('overdue by 6 h')).toHaveAttribute('data-clock', 'overdue');
    expect(clock).toHaveTextContent(`due ${overdue.replyDueAt?.slice(0, 10)} ${overdue.replyDueAt?.slice(11, 16)} UTC`);
  });
});

describe('the inbox', () => {
  it('shows on a phone’s cards the same reply clock as in the table’s rows, a reply on its way with it', () => {
    const rows = [overdue, { ...awaiting, replySending: true }, answered, spam];
    const Desk = createRoutesStub([
      {
        path: '/desk',
        Component: () => (
          <>
            <LeadTable rows={rows} />
            <LeadCards rows={rows} />
          </>
        ),
      },
    ]);
    render(<Desk initialEntries={['/desk']} />);
    const table = screen.getByRole('table');
    const dueColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Reply due');
    const inTable = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[dueColumn]?.textContent);
    expect(inTable).toEqual(['overdue by 6 h', '5 h left, reply being sent', 'answered in 2 h', '-']);
    const cards = [...document.querySelectorAll('li.desk-lead-card')];
    expect(cards).toHaveLength(4);
    cards.slice(0, 3).forEach((card, index) => {
      expect(card.querySelector('.desk-clock')?.textContent).toBe(inTable[index]);
    });
    expect(cards[3]?.querySelector('.desk-clock')).toBeNull();
  });
});

describe('the reply composer', () => {
  it('says a lead without an email address cannot be replied to by email, and offers only "answered another way"', async () => {
    render(leadReply(lead('no-address', 2 * HOUR, { email: null })));
    const replies = await screen.findByTestId('replies');
    expect(replies).toHaveTextContent(
      'This lead gave no email address, so the desk cannot reply by email: record above how it was answered.',
    );
    expect(within(replies).queryByRole('button')).toBeNull();
    expect(within(replies).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write the reply' })).toBeNull();
    // The one way left: the clock's record of a reply made another way.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Record the reply']);
    expect(screen.getByRole('textbox', { name: /^Answered another way/ })).toBeInTheDocument();
  });

  it('starts from the first template and takes the text of another one picked', async () => {
    render(leadReply(awaiting));
    const body = await screen.findByRole('textbox', { name: 'Reply' });
    expect(body).toHaveValue(TEMPLATES[0]?.body);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Your ISO 27001 readiness enquiry');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Start from a template', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Asking for more details' }));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue(TEMPLATES[1]?.body);
    expect(screen.getByLabelText('Start from a template', { selector: 'input' })).toHaveValue(
      'Asking for more details',
    );
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });
});

describe('My settings', () => {
  /** The desk's server as the page sees it: the member's settings, and their switch recorded. */
  function server(settings: Settings): unknown[] {
    const switched: unknown[] = [];
    let current = settings;
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      if (init.method === 'POST' && path === '/desk/api/me/settings/reminders') {
        const change = JSON.parse(String(init.body)) as { reminders: boolean };
        switched.push(change);
        current = { ...current, reminders: change.reminders };
      } else if (path !== '/desk/api/me/settings') throw new Error(`no answer for ${path}`);
      return { ok: true, status: 200, json: async () => current } as Response;
    });
    return switched;
  }
  const Desk = createRoutesStub([
    {
      path: '/desk/me/settings',
      Component: MySettings,
      loader: mySettingsLoader,
      action: mySettingsAction,
      HydrateFallback: () => null,
    },
  ]);

  it('says whether the member’s reminders are on, and switches them', async () => {
    const switched = server({ reminders: true, reminderHours: 4, remindersOff: null });
    render(<Desk initialEntries={['/desk/me/settings']} />);
    expect(await screen.findByTestId('my-reminders')).toHaveTextContent('You receive reply reminders.');
    expect(screen.getByText(/emailed to you 4 hours before a reply/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch my reminders off' }));

    await vi.waitFor(() =>
      expect(screen.getByTestId('my-reminders')).toHaveTextContent('Your reply reminders are off.'),
    );
    expect(switched).toEqual([{ reminders: false }]);
    expect(screen.getByRole('button', { name: 'Switch my reminders on' })).toBeInTheDocument();
  });

  it('names no reminder before due when the promise leaves no time for one', async () => {
    server({ reminders: true, reminderHours: 0, remindersOff: null });
    render(<Desk initialEntries={['/desk/me/settings']} />);
    expect(await screen.findByText(/Reminders are emailed to you when a lead is assigned to you/)).toBeInTheDocument();
    expect(screen.queryByText(/0 hours/)).not.toBeInTheDocument();
  });

  it('shows an owner who has them off', async () => {
    server({
      reminders: false,
      reminderHours: 1,
      remindersOff: [{ email: 'ravi.menon@firm.example', since: '2026-11-20T09:30:00.000Z' }],
    });
    render(<Desk initialEntries={['/desk/me/settings']} />);
    expect(await screen.findByTestId('my-reminders')).toHaveTextContent('Your reply reminders are off.');
    expect(screen.getByRole('button', { name: 'Switch my reminders on' })).toBeInTheDocument();
    expect(screen.getByTestId('reminders-off')).toHaveTextContent(
      'ravi.menon@firm.example, since 2026-11-20 09:30 UTC',
    );
  });
});
