import { defineConfig } from 'vitest/config';

// Unit tests and integration tests (real HTTP server, real SQLite/PostgreSQL, real SMTP sink).
// Browser tests run in Playwright against the production server (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // With DATABASE_URL the integration files share one PostgreSQL database: one file at a time.
    fileParallelism: !process.env.DATABASE_URL,
  },
});
