import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { openUsaMapEditor } from './support/admin';
import { mapById, mapPageUrl, waitReady } from './support/viewerPage';

/** Whether the map's street-map layer is on, through the public MapSVG API. */
function streetMapOn(page: Page, mapId: number): Promise<boolean> {
  return page.evaluate((id) => {
    type Handle = { engine: { baseMapOn(): boolean } | null };
    return (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id)?.engine?.baseMapOn() ?? false;
  }, mapId);
}

/** Every request for a tile of the server's plain tiles the page makes from now on. */
function recordTileRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/tiles/')) requests.push(request.url());
  });
  return requests;
}

/** Opens the map's Street map options in the editor (the editor of the map open or reopened). */
async function openStreetMapOptions(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Street map', exact: true }).click();
}

async function saveMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
}

/** Opens the public page of the map and waits until it is drawn. */
async function openPublicMap(page: Page, url: string, mapId: number): Promise<Locator> {
  await page.goto(mapPageUrl(url, mapId));
  const map = mapById(page, mapId);
  await waitReady(map);
  return map;
}

test('an admin chooses keyless XYZ tiles: the public map draws them with their credit, and with consent waits for the button or MapSVG.consent.grant()', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  const { mapId } = await openUsaMapEditor(page, server.url);
  await openStreetMapOptions(page);
  // The tiles are chosen before the layer goes on: the preview would otherwise ask OpenStreetMap.
  const tiles = page.getByLabel('Tiles', { exact: true });
  await expect(tiles.locator('option')).toHaveText(['OpenStreetMap', 'Plain tiles from this server', 'Custom XYZ tile address', 'Google Maps (API key)']);
  await expect(tiles).toHaveValue('openstreetmap');
  await tiles.selectOption({ label: 'Plain tiles from this server' });
  await page.getByLabel('Street-map layer').check();
  await saveMap(page);

  const tileRequests = recordTileRequests(page);
  let map = await openPublicMap(page, server.url, mapId);
  await expect.poll(() => streetMapOn(page, mapId)).toBe(true);
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(map.locator('.mapsvg-attribution')).toHaveText('Plain tiles by Map Studio');
  await expect(map.locator('.mapsvg-attribution')).toBeVisible();

  // Waiting for consent: the map is drawn, and nothing is asked of the tile host until the button.
  await page.goto(`${server.url}/admin/#/maps/${mapId}/editor`);
  await openStreetMapOptions(page);
  await page.getByLabel('Wait for the visitor’s consent before loading the street map').check();
  await saveMap(page);
  tileRequests.length = 0;
  map = await openPublicMap(page, server.url, mapId);
  const consent = map.getByRole('group', { name: 'Street map' });
  await expect(consent).toContainText(`The street map comes from ${new URL(server.url).host} and loads only with your consent.`);
  expect(await streetMapOn(page, mapId)).toBe(false);
  expect(tileRequests).toEqual([]);
  await expect(map.locator('.mapsvg-attribution')).toHaveCount(0);
  await consent.getByRole('button', { name: 'Load the street map' }).click();
  await expect(consent).toHaveCount(0);
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(map.locator('.mapsvg-attribution')).toHaveText('Plain tiles by Map Studio');

  // A site's consent manager grants it for every map of the page, and hears the documented event.
  tileRequests.length = 0;
  map = await openPublicMap(page, server.url, mapId);
  await expect(map.getByRole('group', { name: 'Street map' })).toBeVisible();
  expect(tileRequests).toEqual([]);
  const heard = await page.evaluate(() => {
    const api = (window as unknown as { MapSVG: { consent: { grant(): void; granted: boolean; event: string } } }).MapSVG.consent;
    let events = 0;
    window.addEventListener(api.event, () => { events += 1; });
    const before = api.granted;
    api.grant();
    return { before, after: api.granted, events, name: api.event };
  });
  expect(heard).toEqual({ before: false, after: true, events: 1, name: 'mapsvg:consent' });
  await expect(map.getByRole('group', { name: 'Street map' })).toHaveCount(0);
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('on a phone, the consent placeholder fits the map and a tap loads the street map', async ({ page, browser, server }) => {
  const { mapId } = await openUsaMapEditor(page, server.url);
  await openStreetMapOptions(page);
  await page.getByLabel('Tiles', { exact: true }).selectOption({ label: 'Plain tiles from this server' });
  await page.getByLabel('Street-map layer').check();
  await page.getByLabel('Wait for the visitor’s consent before loading the street map').check();
  await saveMap(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  try {
    const visitor = await phone.newPage();
    const errors = collectConsoleErrors(visitor);
    const tileRequests = recordTileRequests(visitor);
    const map = await openPublicMap(visitor, server.url, mapId);
    const consent = map.getByRole('group', { name: 'Street map' });
    await expect(consent).toBeVisible();
    const button = consent.getByRole('button', { name: 'Load the street map' });
    // The placeholder and its button lie inside the map and the phone's screen width.
    const [mapBox, consentBox, buttonBox] = await Promise.all([map.boundingBox(), consent.boundingBox(), button.boundingBox()]);
    if (!mapBox || !consentBox || !buttonBox) throw new Error('The map, the placeholder or its button has no box.');
    expect(consentBox.x).toBeGreaterThanOrEqual(mapBox.x - 1);
    expect(consentBox.x + consentBox.width).toBeLessThanOrEqual(Math.min(mapBox.x + mapBox.width, 390) + 1);
    expect(buttonBox.height).toBeGreaterThanOrEqual(24);
    expect(tileRequests).toEqual([]);
    await button.tap();
    await expect(consent).toHaveCount(0);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    await expect(map.locator('.mapsvg-attribution')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }
});
