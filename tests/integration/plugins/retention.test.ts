import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emlPath } from '../../../src/server/mail/mailer.ts';
import { retention } from '../../../src/server/plugins/retention.ts';
import type { StoredSubmission } from '../../../src/server/storage/store.ts';
import { submissionRecord } from '../../support/stored-submission.ts';
import { sqliteFactory, type OpenedStore } from '../../support/stores.ts';

const DAY = 24 * 60 * 60 * 1000;

const received = (id: string, daysAgo: number): StoredSubmission =>
  submissionRecord({ id, receivedAt: new Date(Date.now() - daysAgo * DAY).toISOString() });

describe('the retention plugin', () => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await sqliteFactory.open();
  });
  afterEach(() => opened.dispose());

  it('purges what is older than RETENTION_DAYS at start and then on its beat, .eml files included', async () => {
    const { store, dataDir } = opened;
    await store.insertSubmission(received('old-one', 40), ['email']);
    await store.insertSubmission(received('recent', 5), ['email']);
    mkdirSync(path.dirname(emlPath(dataDir, 'old-one')), { recursive: true });
    writeFileSync(emlPath(dataDir, 'old-one'), 'x');

    const app = Fastify({ logger: false });
    await app.register(retention, { store, dataDir, days: 30, everyMs: 100 });
    await app.ready();
    await expect.poll(() => store.getSubmission('old-one')).toBeNull();
    expect(existsSync(emlPath(dataDir, 'old-one'))).toBe(false);
    expect(await store.getSubmission('recent')).not.toBeNull();

    // A submission that ages past the limit goes at the next beat.
    await store.insertSubmission(received('aged', 31), []);
    await expect.poll(() => store.getSubmission('aged')).toBeNull();
    await app.close();
  });
});
