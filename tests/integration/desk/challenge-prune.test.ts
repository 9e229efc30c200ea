/**
 * Ceremonies begun and never finished leave their challenges behind; the server's timer forgets
 * the expired ones (each is refused at use anyway), so the table does not grow with abandoned
 * sign-ins. The timer is Vitest's: the server's interval fires when the clock is moved on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/storage/database.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4479';
const MINUTE = 60 * 1000;

describe.each(backends)('abandoned ceremonies on $name', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('forgets expired challenges on the server’s timer and keeps the live ones', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
    const { desk } = server.store;
    const db = (server.store as unknown as { db: Database }).db;
    const challenges = async () =>
      (await db.all('SELECT id FROM desk_challenges ORDER BY id')).map((row) => String(row.id));
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    await desk.saveChallenge({
      id: 'a-gone',
      purpose: 'sign-in',
      challenge: 'x',
      subject: null,
      expiresAt: at(-MINUTE),
    });
    await desk.saveChallenge({
      id: 'b-live',
      purpose: 'enrol',
      challenge: 'y',
      subject: null,
      expiresAt: at(60 * MINUTE),
    });

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await vi.waitFor(async () => expect(await challenges()).toEqual(['b-live']));
  });
});
