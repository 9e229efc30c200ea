import type { Migration } from './migration.ts';

/**
 * Form versions kept with the leads: each version the server serves is stored once under its name
 * (the SHA-256 of its canonical JSON, questionnaire/versions.ts) and never changed; each lead names
 * the version it was answered against. Leads stored before get theirs at the next start, when the
 * server knows its catalogue (NULL until then).
 */
export const formVersions: Migration = {
  version: 12,
  description: 'form versions stored once by the hash of their content, and the version each lead was answered on',
  sqlite: versionTables('TEXT'),
  postgres: versionTables('TIMESTAMPTZ'),
};

function versionTables(timestamp: string): string[] {
  return [
    `CREATE TABLE form_versions (
      id TEXT PRIMARY KEY,
      form_id TEXT NOT NULL,
      content TEXT NOT NULL,
      first_served_at ${timestamp} NOT NULL
    )`,
    'CREATE INDEX form_versions_form ON form_versions (form_id, first_served_at)',
    'ALTER TABLE submissions ADD COLUMN form_version TEXT',
    'CREATE INDEX submissions_unversioned ON submissions (received_at) WHERE form_version IS NULL',
  ];
}
