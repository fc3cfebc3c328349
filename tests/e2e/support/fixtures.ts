import { test as base, expect, type Page } from '@playwright/test';
import { removeDataDir, startServer, type RunningServer } from './server';

/** Console errors a page printed, collected so tests can assert there were none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Playwright test with a product server per worker (fresh data folder). */
export const test = base.extend<object, { server: RunningServer }>({
  // Playwright reads the fixture's dependencies from this destructuring, so it must stay an object pattern.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use) => {
    const server = await startServer();
    await use(server);
    await server.stop();
    removeDataDir(server.dataDir);
  }, { scope: 'worker' }],
});

export { expect };
