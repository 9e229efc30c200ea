// @vitest-environment jsdom
/**
 * Who is signed in to the desk, as a member meets it, with the server's answers stubbed: a
 * visitor without a session sees the sign-in screen whatever page they open, and the page's data
 * is not asked for; a member whose session the server ends (a 401 from any request) sees the
 * sign-in screen instead of the next screen they open. (The browser tests sign in and out with
 * passkeys in Chromium; the integration tests cover the server's side.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage, SessionInfo } from '../../src/desk/contract.ts';
import { deskRoutes } from '../../src/desk/routes.tsx';
import { setSession, signOutOnRefusal } from '../../src/desk/session.ts';
import { render } from '../support/render.tsx';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The desk's server as the pages see it: one answer per request path, every request recorded. */
function server(answers: Record<string, Answer>): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const request = `${init.method ?? 'GET'} ${path}`;
    requests.push(request);
    const answer = answers[request];
    if (!answer) throw new Error(`no answer for ${request}`);
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  return requests;
}

/** The desk at one of its addresses, a 401 from any request signing it out as the desk's entry does. */
function openDesk(path: string): void {
  const router = createMemoryRouter(deskRoutes, { initialEntries: [path] });
  signOutOnRefusal(router);
  render(<RouterProvider router={router} />);
}

const MEMBER: SessionInfo = { email: 'ana@firm.example', role: 'consultant' };
const SIGNED_OUT: Answer = { status: 401, body: { error: 'Sign in to use the desk.' } };
// The desk's frame and inbox take a few seconds to draw the first time in jsdom on a busy machine.
const SLOW = { timeout: 10_000 };
const EMPTY_INBOX: InboxPage = { rows: [], total: 0, more: false, page: 1, pageSize: 25, forms: [] };

describe('the desk’s session', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the sign-in screen to a visitor without a session, on any page, asking nothing else', async () => {
    const requests = server({ 'GET /desk/api/session': SIGNED_OUT });
    openDesk('/desk/leads/some-lead');

    expect(await screen.findByRole('heading', { name: 'Sign in to the desk' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /desk/api/session']);
  });

  it('turns to the sign-in screen when the server has ended the session', async () => {
    setSession(MEMBER);
    const requests = server({
      'GET /desk/api/leads': { status: 200, body: EMPTY_INBOX },
      'GET /desk/api/delivery': SIGNED_OUT,
    });
    openDesk('/desk');
    expect(await screen.findByTestId('desk-member', {}, SLOW)).toHaveTextContent(MEMBER.email);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Delivery' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to the desk' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('desk-member')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /desk/api/leads', 'GET /desk/api/delivery']);
  });
});
