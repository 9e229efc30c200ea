import { availableParallelism } from 'node:os';
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
    // expect.poll waits on servers, their outboxes and sockets: on a loaded two-core machine a
    // delivery can take seconds, so a condition has 15 s to come true (vi.waitFor is told each time).
    expect: { poll: { timeout: 15_000 } },
    // Most files wait on servers, sockets and timers rather than compute: on two cores, three files
    // at once keep both busy (each worker has its own PostgreSQL schema, tests/support/test-server.ts).
    maxWorkers: Math.max(3, availableParallelism()),
    // SNAPSHOT_DIR keeps every snapshot of a run elsewhere (the rewording test), never over the reviewed ones.
    ...(snapshotDir && {
      resolveSnapshotPath: (testPath: string, extension: string) =>
        path.join(snapshotDir, `${path.basename(testPath)}${extension}`),
    }),
  },
});
