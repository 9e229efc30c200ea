import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_DEV_PORT ?? 5221);

// The development server (`npm run dev`) as a consultant opens it: forms must render there
// exactly as in the build. Separate from tests/e2e, which run against the production server.
export default defineConfig({
  testDir: 'tests/dev',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // --force: pre-bundle dependencies from a full scan, as on a fresh clone, not from an older cache.
    command: `npm run dev -- --port ${PORT} --strictPort --host 127.0.0.1 --force`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
