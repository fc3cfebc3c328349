import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mapById, mapPageUrl, MAP_LOAD_TIMEOUT, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

/** Lets the first `times` matching requests fail as a dropped connection, then lets them through. */
async function failFirst(page: Page, pattern: RegExp, times: number, how: (route: Route) => Promise<void> = (route) => route.abort('connectionreset')): Promise<{ failed: () => number }> {
  let failed = 0;
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'GET' && failed < times) {
      failed += 1;
      await how(route);
      return;
    }
    await route.fallback();
  });
  return { failed: () => failed };
}

/**
 * Serves the page with bare map containers, as a site whose pages carry no map answers does:
 * the viewer then asks the server for each map's options.
 */
async function withoutEmbeddedAnswers(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" class="mapsvg-answer">[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response, body });
  });
}

test.describe('the viewer recovers from network failures without a reload', () => {
  test('a map whose options failed to load offers a retry and then loads', async ({ page, server }) => {
    const url = mapPageUrl(server.url, STORE_LOCATOR_ID);
    await withoutEmbeddedAnswers(page, url);
    const gate = await failFirst(page, /\/wp-json\/mapsvg\/v1\/maps\/1$/, 1);
    await page.goto(url);
    const map = mapById(page, STORE_LOCATOR_ID);
    await expect(map.getByRole('alert')).toContainText('could not be loaded', { timeout: MAP_LOAD_TIMEOUT });
    expect(gate.failed()).toBe(1);
    await map.getByRole('button', { name: 'Try again' }).click();
    await waitReady(map);
    await expect(map.getByRole('alert')).toHaveCount(0);
  });

  test('a map image that failed on the server loads on retry', async ({ page, server }) => {
    await failFirst(page, /geo-calibrated-usa\.svg/, 1, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = mapById(page, STORE_LOCATOR_ID);
    await expect(map.getByRole('alert')).toContainText('could not be loaded', { timeout: MAP_LOAD_TIMEOUT });
    await map.getByRole('button', { name: 'Try again' }).click();
    await waitReady(map);
  });

  test('a directory whose records failed offers a retry, and a return online retries by itself', async ({ page, server }) => {
    // The records are down until the test says otherwise.
    const outage = await failFirst(page, /\/wp-json\/mapsvg\/v1\/objects\//, Number.POSITIVE_INFINITY, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"db","message":"down","data":{"status":500}}' }));
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = mapById(page, STORE_LOCATOR_ID);
    await waitReady(map);
    const failure = map.locator('.mapsvg-directory-failed');
    await expect(failure).toContainText('The list could not be loaded.');
    const before = outage.failed();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(outage.failed).toBeGreaterThan(before);
    await expect(failure).toContainText('The list could not be loaded.');
    await page.unroute(/\/wp-json\/mapsvg\/v1\/objects\//);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(map.locator('.mapsvg-directory').getByRole('button', { name: /Atlanta store/ })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
