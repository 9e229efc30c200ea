import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';
import { E2E_DATA_DIR, E2E_SMTP_PORT } from './tests/e2e/e2e-env.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);

// Every browser test runs against the production build served by the real server (npm test
// builds first), with SQLite in a fresh data folder and a real SMTP sink (tests/e2e/global-setup.ts).
// Two workers: the machines running this have two cores.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LEADS_TO: 'leads@firm.example',
      RATE_LIMIT_MAX: '10000',
      EVENTS_RATE_LIMIT_MAX: '100000',
      // Every test visitor submits from loopback: one network to the server.
      CONFIRMATIONS_PER_NETWORK: '100000',
      // Every test's member enrols and signs in from loopback too.
      DESK_SIGN_IN_LIMIT: '100000',
      OUTBOX_POLL_MS: '100',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
