import type { Migration } from './migration.ts';

export const consentRecord: Migration = {
  version: 3,
  description: 'what each consent was given to: the consent text shown and the privacy notice in force',
  sqlite: [
    'ALTER TABLE submissions ADD COLUMN consent_text TEXT',
    'ALTER TABLE submissions ADD COLUMN notice_version TEXT',
  ],
  postgres: [
    'ALTER TABLE submissions ADD COLUMN consent_text TEXT',
    'ALTER TABLE submissions ADD COLUMN notice_version TEXT',
  ],
};
