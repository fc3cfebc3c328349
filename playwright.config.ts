import { defineConfig } from '@playwright/test';

/**
 * Headless Debian Chromium with software WebGL (SwiftShader); never a downloaded browser.
 * Headless Chromium opens a window for every browser context and preloads its own address-bar
 * pages into it (the omnibox popup's WebUI): on a 2-core machine that renderer took more CPU
 * during a page's first 700 ms than the page itself did, in every test and in every cold load
 * the benchmarks time. A visitor's browser loaded those pages once, long before; the flag
 * turns the preload off for every page alike.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
  ],
};

export default defineConfig({
  // End-to-end, render-conformance and hit-test-conformance specs all live under tests/.
  testDir: 'tests',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The second reporter lists tests that passed only on a retry; .ci/run prints that list.
  reporter: [['list'], ['./tests/support/retryReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1024, height: 700 },
    trace: 'retain-on-failure',
  },
});
