import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { openUsaMapEditor } from './support/admin';
import { logInByApi, removeDataDir, startServer, type RunningServer } from './support/server';
import { DESKTOP, PHONE, STORE_LOCATOR_ID, mapById, mapPageUrl, waitReady } from './support/viewerPage';

/** Google's Geocoding API stood in for on loopback, counting the paid calls it gets. */
let google: Server;
let paidCalls = 0;
/** A server whose geocoder is "Google" (the stand-in above). */
let server: RunningServer;

test.beforeAll(async () => {
  google = createServer((_request, response) => {
    paidCalls += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'OK', results: [{ formatted_address: 'Denver, CO, USA', address_components: [], geometry: { location: { lat: 39.74, lng: -104.99 } } }] }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  server = await startServer({ env: { GOOGLE_GEOCODING_API_KEY: 'e2e-key', GOOGLE_GEOCODING_BASE_URL: base } });
});
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
  await new Promise((resolve) => google.close(resolve));
});

/** The paid-geocoding settings beside the map's Google API key (Street map options). */
async function openGeocodingCap(page: Page) {
  await page.getByRole('button', { name: 'Street map', exact: true }).click();
  return page.getByRole('region', { name: 'Paid geocoding' });
}

test('an admin caps the paid geocoding calls a day: the cap is kept, today\'s count is shown beside it, and no paid call passes it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openUsaMapEditor(page, server.url);
  let panel = await openGeocodingCap(page);
  await expect(panel.getByText(/paid calls of 1000\./)).toBeVisible();
  const cap = panel.getByLabel('Daily cap on paid geocoding calls');
  await expect(cap).toHaveValue('1000');

  await cap.fill('lots');
  await panel.getByRole('button', { name: 'Save cap' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The daily cap must be a whole number from 0, or empty for no cap.');
  await cap.fill('1');
  await panel.getByRole('button', { name: 'Save cap' }).click();
  await expect(panel.getByRole('status')).toHaveText('At most 1 paid geocoding calls a day.');

  await page.reload();
  panel = await openGeocodingCap(page);
  await expect(panel.getByLabel('Daily cap on paid geocoding calls')).toHaveValue('1');
  await expect(panel.getByTestId('geocoding-today')).toContainText('0 paid calls of 1.');

  // A visitor's address search makes the one paid call of the day; the next new address is refused in words.
  const search = (address: string) => page.request.get(`${server.url}/wp-json/mapsvg/v1/geocoding?address=${encodeURIComponent(address)}`);
  expect(await (await search('Denver')).json()).toMatchObject({ status: 'OK' });
  // The next search waits out the per-client pace (one call per 600 ms) rather than sleeping a guess.
  let refused: unknown;
  await expect.poll(async () => {
    const answer = await search('Boulder');
    if (answer.status() === 200) refused = await answer.json();
    return answer.status();
  }).toBe(200);
  expect(refused).toMatchObject({ status: 'OVER_DAILY_LIMIT', error_message: expect.stringContaining('daily limit of 1 paid geocoding calls') });
  expect(paidCalls).toBe(1);

  await page.reload();
  panel = await openGeocodingCap(page);
  await expect(panel.getByTestId('geocoding-today')).toContainText('1 paid call of 1.');
  expect(errors).toEqual([]);
});


test('past the cap a visitor\'s address search on the public store locator, on a desktop and a phone, makes no paid call and says why', async ({ browser }) => {
  const admin = await logInByApi(server.url);
  const capped = await fetch(`${server.url}/wp-json/mapsvg/v1/geocoding/settings`, {
    method: 'PUT', headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify({ dailyCap: 0 }),
  });
  expect(capped.status).toBe(200);
  const callsBefore = paidCalls;
  for (const device of [DESKTOP, PHONE]) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = mapById(page, STORE_LOCATOR_ID);
    await waitReady(map);
    await map.locator('.mapsvg-header').getByRole('combobox', { name: 'from' }).fill('Chicago');
    await expect.poll(() => errors.join('\n')).toContain('Addresses cannot be looked up until tomorrow (UTC)');
    await expect(map.locator('.mapsvg-header .mapsvg-combobox-menu').getByRole('option')).toHaveCount(0);
    await context.close();
  }
  expect(paidCalls).toBe(callsBefore);
});
