import type { Migration } from './migration.ts';

export const rateLimitScopes: Migration = {
  version: 10,
  description:
    'rate-limit hits kept per limit (the submissions, the desk sign-in): each forgets its own, by its own window',
  // The rows so far were the submissions' (and the desk's under a prefix, gone within ten minutes).
  sqlite: [
    "ALTER TABLE rate_limit_hits ADD COLUMN scope TEXT NOT NULL DEFAULT 'submissions'",
    'CREATE INDEX rate_limit_hits_scope ON rate_limit_hits (scope, hit_at)',
  ],
  postgres: [
    "ALTER TABLE rate_limit_hits ADD COLUMN scope TEXT NOT NULL DEFAULT 'submissions'",
    'CREATE INDEX rate_limit_hits_scope ON rate_limit_hits (scope, hit_at)',
    'DROP INDEX rate_limit_hits_time',
  ],
};
