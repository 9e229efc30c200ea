import type { Migration } from './migration.ts';

export const sharedRateLimits: Migration = {
  version: 2,
  description: 'rate-limit hits shared by every server process',
  sqlite: [
    'CREATE TABLE rate_limit_hits (client TEXT NOT NULL, hit_at TEXT NOT NULL)',
    'CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client, hit_at)',
  ],
  postgres: [
    'CREATE TABLE rate_limit_hits (client TEXT NOT NULL, hit_at TIMESTAMPTZ NOT NULL)',
    'CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client, hit_at)',
    'CREATE INDEX rate_limit_hits_time ON rate_limit_hits (hit_at)',
  ],
};
