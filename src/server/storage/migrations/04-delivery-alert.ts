import type { Migration } from './migration.ts';

export const deliveryAlert: Migration = {
  version: 4,
  description: 'whether lead delivery is failing, shared by every server process (one alert per incident)',
  sqlite: [
    `CREATE TABLE delivery_alert (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        state TEXT NOT NULL CHECK (state IN ('ok', 'failing')),
        changed_at TEXT NOT NULL
      )`,
    "INSERT INTO delivery_alert (id, state, changed_at) VALUES (1, 'ok', '1970-01-01T00:00:00.000Z')",
  ],
  postgres: [
    `CREATE TABLE delivery_alert (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        state TEXT NOT NULL CHECK (state IN ('ok', 'failing')),
        changed_at TIMESTAMPTZ NOT NULL
      )`,
    "INSERT INTO delivery_alert (id, state, changed_at) VALUES (1, 'ok', '1970-01-01T00:00:00.000Z')",
  ],
};
