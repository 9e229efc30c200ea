import type { Migration } from './migration.ts';

export const formFunnel: Migration = {
  version: 6,
  description: 'anonymous form funnel: how many page views reached each step, per form and day',
  sqlite: [
    `CREATE TABLE IF NOT EXISTS form_events (
        day TEXT NOT NULL,
        form_id TEXT NOT NULL,
        step TEXT NOT NULL,
        reached INTEGER NOT NULL,
        PRIMARY KEY (form_id, day, step)
      )`,
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS form_events (
        day TEXT NOT NULL,
        form_id TEXT NOT NULL,
        step TEXT NOT NULL,
        reached BIGINT NOT NULL,
        PRIMARY KEY (form_id, day, step)
      )`,
  ],
};
