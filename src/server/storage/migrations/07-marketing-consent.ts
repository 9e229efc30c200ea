import type { Migration } from './migration.ts';

export const marketingConsent: Migration = {
  version: 7,
  description: 'marketing consent kept apart from the contact consent: when, to which text, and its withdrawal',
  sqlite: [
    'ALTER TABLE submissions ADD COLUMN marketing_at TEXT',
    'ALTER TABLE submissions ADD COLUMN marketing_text TEXT',
    'ALTER TABLE submissions ADD COLUMN marketing_withdrawn_at TEXT',
  ],
  postgres: [
    'ALTER TABLE submissions ADD COLUMN marketing_at TIMESTAMPTZ',
    'ALTER TABLE submissions ADD COLUMN marketing_text TEXT',
    'ALTER TABLE submissions ADD COLUMN marketing_withdrawn_at TIMESTAMPTZ',
  ],
};
