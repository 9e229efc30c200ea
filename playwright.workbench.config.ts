import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';
import { WORKBENCH_PORT } from './tests/workbench/workbench-env.ts';

// The consultant's workbench (`npm run workbench`) on a throwaway copy of the catalogue, which the
// tests edit on disk as a consultant would. One worker: the tests share that copy.
export default defineConfig({
  testDir: 'tests/workbench',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WORKBENCH_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node tests/workbench/serve-copy.ts',
    url: `http://127.0.0.1:${WORKBENCH_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
