// @vitest-environment jsdom
/**
 * Changes on My passkeys as a member meets them, with the server's answers and the browser's
 * passkey prompts stubbed: adding first confirms with a passkey already held, every time, then
 * creates the new one in a step of its own; removing confirms first too; a refused confirmation is
 * shown and changes nothing. (The browser tests cover both in Chromium, the integration tests the
 * server's side.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyPasskey } from '../../src/desk/contract.ts';
import { MyPasskeys, myPasskeysLoader } from '../../src/desk/MyPasskeys.tsx';
import { render } from '../support/render.tsx';

const prompts = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => prompts);

const OLD: MyPasskey = { id: 'b2xkLWtleS1pZA', createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: null };
const NEW: MyPasskey = { id: 'bmV3LWtleS1pZA', createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null };
const ADDED = 'Your new passkey was added: it signs you in to the desk from now on.';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The desk's server as this page sees it: answers given in turn per request, every request recorded. */
function server(answers: Record<string, Answer[]>): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const request = `${init.method ?? 'GET'} ${path}`;
    requests.push(request);
    const answer = answers[request]?.shift();
    if (!answer) throw new Error(`no answer for ${request}`);
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  return requests;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

/** The page as the desk routes it: its list read by its route's loader. */
const Desk = createRoutesStub([
  { path: '/desk/me', Component: MyPasskeys, loader: myPasskeysLoader, HydrateFallback: () => null },
]);
const myPasskeys = <Desk initialEntries={['/desk/me']} />;

describe('changing passkeys on My passkeys', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    prompts.startAuthentication.mockReset();
    prompts.startRegistration.mockReset().mockResolvedValue({ id: 'created' });
  });

  it('confirms with a passkey already held, then creates the new one as a second step', async () => {
    const requests = server({
      'GET /desk/api/me/passkeys': [ok({ passkeys: [OLD] }), ok({ passkeys: [OLD] }), ok({ passkeys: [OLD, NEW] })],
      'GET /desk/api/me/sessions': [ok({ sessions: [] }), ok({ sessions: [] }), ok({ sessions: [] })],
      'POST /desk/api/me/confirm/options': [ok({ ceremony: 'confirm', options: { challenge: 'held' } })],
      'POST /desk/api/me/confirm/verify': [ok({ email: 'ana@firm.example', role: 'consultant' })],
      'POST /desk/api/me/passkeys/options': [ok({ ceremony: 'add', options: { challenge: 'new' } })],
      'POST /desk/api/me/passkeys/verify': [ok({ passkeys: [OLD, NEW] })],
    });
    // What the member reads while their device asks for the passkey they hold (the prompt stays open meanwhile).
    let shownDuringPrompt = '';
    prompts.startAuthentication.mockImplementation(async () => {
      shownDuringPrompt = (await screen.findByRole('status')).textContent ?? '';
      return { id: 'proof' };
    });
    render(myPasskeys);
    await screen.findAllByTestId('my-passkey');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(shownDuringPrompt).toMatch(/^First confirm it is you with a passkey you already hold/);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Confirmed\. Now create the new passkey/);
    expect(prompts.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'held' } });
    expect(prompts.startRegistration).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Create the new passkey' }));
    expect(await screen.findByText(ADDED)).toBeInTheDocument();
    expect(prompts.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'new' } });
    expect(screen.getAllByTestId('my-passkey')).toHaveLength(2);
    // The next passkey asks for its own confirmation.
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /desk/api/me/confirm/options',
      'POST /desk/api/me/confirm/verify',
      'POST /desk/api/me/passkeys/options',
      'POST /desk/api/me/passkeys/verify',
    ]);
  });

  it('confirms with a passkey already held before removing one', async () => {
    const requests = server({
      'GET /desk/api/me/passkeys': [ok({ passkeys: [OLD, NEW] }), ok({ passkeys: [NEW] })],
      'GET /desk/api/me/sessions': [ok({ sessions: [] }), ok({ sessions: [] })],
      'POST /desk/api/me/confirm/options': [ok({ ceremony: 'confirm', options: { challenge: 'held' } })],
      'POST /desk/api/me/confirm/verify': [ok({ email: 'ana@firm.example', role: 'consultant' })],
      'POST /desk/api/me/passkeys/remove': [ok({ passkeys: [NEW] })],
    });
    prompts.startAuthentication.mockResolvedValue({ id: 'proof' });
    render(myPasskeys);
    expect(await screen.findAllByTestId('my-passkey')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Remove passkey b2xkLWtl/ }));

    expect(await screen.findByRole('status')).toHaveTextContent('Passkey b2xkLWtl was removed.');
    expect(screen.getAllByTestId('my-passkey')).toHaveLength(1);
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /desk/api/me/confirm/options',
      'POST /desk/api/me/confirm/verify',
      'POST /desk/api/me/passkeys/remove',
    ]);
  });

  it('shows a refused confirmation and creates nothing', async () => {
    const requests = server({
      'GET /desk/api/me/passkeys': [ok({ passkeys: [OLD] }), ok({ passkeys: [OLD] })],
      'GET /desk/api/me/sessions': [ok({ sessions: [] }), ok({ sessions: [] })],
      'POST /desk/api/me/confirm/options': [ok({ ceremony: 'confirm', options: { challenge: 'held' } })],
      'POST /desk/api/me/confirm/verify': [{ status: 403, body: { error: 'This passkey is not one of yours.' } }],
    });
    prompts.startAuthentication.mockResolvedValue({ id: 'someone-else' });
    render(myPasskeys);
    await screen.findAllByTestId('my-passkey');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey is not one of yours.');
    expect(prompts.startRegistration).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(screen.getAllByTestId('my-passkey')).toHaveLength(1);
    expect(requests.filter((request) => request.startsWith('POST')).at(-1)).toBe('POST /desk/api/me/confirm/verify');
  });
});
