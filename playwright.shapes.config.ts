import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';
import {
  SHAPES_DATA_DIR,
  SHAPES_SERVER_ENV,
  SHAPES_SERVER_PORT,
  SHAPES_SMTP_PORT,
  SHAPES_WORKBENCH_PORT,
} from './tests/shapes/shapes-env.ts';

// The question shapes example (tests/fixtures/schemas/shapes) filled in a browser and sent through
// the real server: the workbench page renders it with the site's form components and posts with the
// site's submission cycle (--send-to), so no second site build is needed. The server serves the
// site's build (npm test builds first) and stores in SQLite, or PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  testDir: 'tests/shapes',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // One long test (fill, send, mail, export) on a shared two-core machine.
  timeout: 90_000,
  reporter: [['list']],
  globalSetup: './tests/shapes/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${SHAPES_WORKBENCH_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `rm -rf ${SHAPES_DATA_DIR} && node src/server/main.ts`,
      url: `http://127.0.0.1:${SHAPES_SERVER_PORT}/readyz`,
      env: {
        ...SHAPES_SERVER_ENV,
        PORT: String(SHAPES_SERVER_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SHAPES_SMTP_PORT}`,
        LEADS_TO: 'leads@firm.example',
        // The workbench page's origin, as an operator allows it for --send-to.
        ALLOWED_ORIGINS: `http://127.0.0.1:${SHAPES_WORKBENCH_PORT}`,
        OUTBOX_POLL_MS: '100',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tests/shapes/serve-workbench.ts',
      url: `http://127.0.0.1:${SHAPES_WORKBENCH_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
