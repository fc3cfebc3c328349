import { test as base, expect, type Page } from '@playwright/test';
import { removeDataDir, SERVER_START_LIMIT_MS, startServer, type RunningServer } from './server';
import { SharedMaps } from './sharedMaps';

/** Console errors a page printed, collected so tests can assert there were none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The spec file whose tests the worker ran last. */
let previousFile: string | null = null;
/** The maps of this worker's shared server as they were when it started; null until it starts. */
let sharedMaps: SharedMaps | null = null;

/**
 * Playwright test with a product server per worker (fresh data folder). When a worker moves on
 * to the next spec file, the maps the previous file added to that server are deleted (see
 * {@link SharedMaps}); tests of one file may build on each other's maps. Specs that start
 * servers of their own never start the shared one.
 */
export const test = base.extend<{ leaveSharedMaps: void }, { server: RunningServer }>({
  // Playwright reads the fixture's dependencies from this destructuring, so it must stay an object pattern.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use) => {
    const server = await startServer();
    sharedMaps = await SharedMaps.record(server.url);
    await use(server);
    sharedMaps = null;
    await server.stop();
    removeDataDir(server.dataDir);
  }, { scope: 'worker', timeout: 2 * SERVER_START_LIMIT_MS }],
  // eslint-disable-next-line no-empty-pattern
  leaveSharedMaps: [async ({}, use, testInfo) => {
    if (previousFile !== null && previousFile !== testInfo.file) await sharedMaps?.removeAdded();
    previousFile = testInfo.file;
    await use();
  }, { auto: true }],
});

export { expect };
