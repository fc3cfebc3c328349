import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';

/** The WordPress plugin's test (`npm run test:wordpress`): one spec, Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1024, height: 800 },
    trace: 'retain-on-failure',
  },
});
