import path from 'node:path';
import { defineConfig } from 'vitest/config';

const snapshotDir = process.env.SNAPSHOT_DIR;

// Unit tests and integration tests (real HTTP server, real SQLite/PostgreSQL, real SMTP sink).
// Browser tests run in Playwright against the production server (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // With DATABASE_URL the integration files share one PostgreSQL database: one file at a time.
    fileParallelism: !process.env.DATABASE_URL,
    // SNAPSHOT_DIR keeps every snapshot of a run elsewhere (the rewording test), never over the reviewed ones.
    ...(snapshotDir && {
      resolveSnapshotPath: (testPath: string, extension: string) =>
        path.join(snapshotDir, `${path.basename(testPath)}${extension}`),
    }),
  },
});
