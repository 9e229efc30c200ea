import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { health } from '../../../src/server/plugins/health.ts';
import type { Store } from '../../../src/server/storage/store.ts';

describe('the health plugin', () => {
  let app = Fastify({ logger: false });
  beforeEach(() => {
    app = Fastify({ logger: false });
  });
  afterEach(() => app.close());

  it('answers /healthz while up and /readyz only while the database answers', async () => {
    let reachable = true;
    const store = {
      kind: 'sqlite',
      ping: async () => {
        if (!reachable) throw new Error('database down');
      },
    } as Pick<Store, 'kind' | 'ping'> as Store;
    await app.register(health, { store });

    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { ok: true, database: 'sqlite' }]);
    reachable = false;
    const down = await app.inject({ url: '/readyz' });
    expect([down.statusCode, down.json()]).toEqual([503, { ok: false, error: 'The database is not reachable.' }]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
