import { defineConfig } from 'vitest/config';

// Unit tests only; browser tests run in Playwright against the production server (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
