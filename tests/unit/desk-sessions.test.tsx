// @vitest-environment jsdom
/**
 * The member's sessions on My passkeys, with the server's answers given: each session's browser, start,
 * last activity and passkey, "This session" for the one in use, and "Sign out everywhere else"
 * asking the server to end all the others. (The browser test signs one other session out end to
 * end; the integration tests cover the server's side.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MySession } from '../../src/desk/contract.ts';
import { MySessions } from '../../src/desk/MySessions.tsx';
import { render } from '../support/render.tsx';

const sessions: MySession[] = [
  {
    id: 'here',
    createdAt: '2026-11-28T09:00:00.000Z',
    lastSeenAt: '2026-11-28T09:40:00.000Z',
    userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0',
    passkey: 'AbCdEf12',
    current: true,
  },
  {
    id: 'laptop',
    createdAt: '2026-11-28T07:15:00.000Z',
    lastSeenAt: '2026-11-28T08:05:00.000Z',
    userAgent: null,
    passkey: null,
    current: false,
  },
];

/** The desk's server as the list sees it: each request recorded, every answer a success. */
function server(): { path: string; body: unknown }[] {
  const asked: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    asked.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return { ok: true, status: 200, json: async () => ({}) } as Response;
  });
  return asked;
}

const Desk = createRoutesStub([{ path: '/desk/me/passkeys', Component: () => <MySessions sessions={sessions} /> }]);

afterEach(() => vi.unstubAllGlobals());

describe('My passkeys’ sessions', () => {
  it('names each session’s browser, start, last activity and passkey, and which one is in use', async () => {
    render(<Desk initialEntries={['/desk/me/passkeys']} />);
    const [here, laptop] = await screen.findAllByTestId('my-session');
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(here)).toEqual([
      'Mozilla/5.0 (Macintosh) Firefox/140.0',
      '2026-11-28 09:00 UTC',
      '2026-11-28 09:40 UTC',
      'AbCdEf12',
      'This session',
    ]);
    expect(cells(laptop)).toEqual(['Not named', '2026-11-28 07:15 UTC', '2026-11-28 08:05 UTC', '-', 'Sign out']);
  });

  it('signs out everywhere else with one button, asking the server to end all but this session', async () => {
    const asked = server();
    render(<Desk initialEntries={['/desk/me/passkeys']} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You were signed out everywhere else.');
    expect(asked).toEqual([{ path: '/desk/api/me/sessions/end-others', body: {} }]);
  });
});
