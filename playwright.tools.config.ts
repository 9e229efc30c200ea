import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import dev from './playwright.dev.config.ts';
import shapes from './playwright.shapes.config.ts';
import workbench from './playwright.workbench.config.ts';

/**
 * The development server, the workbench and the shapes example in one run, as `npm test` runs them:
 * each suite's own config (`npm run test:dev`, `test:workbench`, `test:shapes`) becomes a project
 * here, with every suite's servers started together. Each suite keeps its files in one worker, in
 * order (the workbench's tests edit one catalogue copy); two workers run two suites at once, since
 * each leaves part of a core idle while it waits on its servers.
 */
const projectOf = (name: string, config: PlaywrightTestConfig): Project => ({
  name,
  testDir: config.testDir,
  timeout: config.timeout,
  use: config.use,
  fullyParallel: false,
});

const servers = [dev, workbench, shapes].flatMap((config) => {
  const { webServer } = config;
  return webServer === undefined ? [] : Array.isArray(webServer) ? webServer : [webServer];
});

export default defineConfig({
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: shapes.globalSetup,
  webServer: servers,
  projects: [
    projectOf('workbench', workbench),
    projectOf('development server', dev),
    projectOf('question shapes', shapes),
  ],
});
