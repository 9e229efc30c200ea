// @vitest-environment jsdom
/**
 * The Delivery page's alerts as an owner or consultant reads them, its figures given by its
 * route's loader: a passkey whose counter went backwards (a copy of it may be signing in) is named
 * there, by its first 8 characters and when, with what to do; without one, no such alert. (The
 * integration tests cover the server's side: the figures, the audit line, the log's warning.)
 */
import { screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../src/desk/contract.ts';
import { Delivery } from '../../src/desk/Delivery.tsx';
import { render } from '../support/render.tsx';

const HEALTHY: DeliveryView = {
  ok: true,
  pending: 0,
  oldestPendingSeconds: null,
  deadLetters: 0,
  thresholdSeconds: 900,
  lastError: null,
  problems: [],
  alert: { state: 'ok', changedAt: null },
  passkeyAlerts: [],
};

/** The page as the desk routes it, its loader answering `view`. */
function showDelivery(view: DeliveryView) {
  const Desk = createRoutesStub([
    { path: '/desk/delivery', Component: Delivery, loader: () => view, HydrateFallback: () => null },
  ]);
  render(<Desk initialEntries={['/desk/delivery']} />);
}

describe('the Delivery page’s alerts', () => {
  it('names a passkey whose counter went backwards, its holder, when, and what its member should do', async () => {
    showDelivery({
      ...HEALTHY,
      passkeyAlerts: [
        { at: '2026-11-26T10:15:00.000Z', passkey: 'AbCdEf12', member: 'ana@firm.example' },
        { at: '2026-11-24T09:30:00.000Z', passkey: 'Zz-_9xYw', member: null },
        { at: '2026-11-20T08:00:00.000Z', passkey: null, member: null },
      ],
    });
    await screen.findByRole('heading', { name: 'Delivery' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A passkey may have been copied');
    expect(alert).toHaveTextContent(/remove it on My passkeys and add a new one/);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Passkey AbCdEf12 of ana@firm.example, 2026-11-26 10:15 UTC',
      'Passkey Zz-_9xYw (no member holds it now), 2026-11-24 09:30 UTC',
      'Passkey unknown, 2026-11-20 08:00 UTC',
    ]);
  });

  it('shows no such alert while no passkey’s counter went backwards', async () => {
    showDelivery(HEALTHY);
    expect(await screen.findByText('Leads reach the firm.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/passkey/i)).toBeNull();
  });
});
