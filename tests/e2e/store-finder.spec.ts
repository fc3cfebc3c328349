import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { DESKTOP, PHONE, STORE_LOCATOR_ID, canvasPixelAt, mapById, mapPageUrl, waitReady } from './support/viewerPage';

// The admin changes the store-locator demo, so the file has a server of its own.
let server: RunningServer;
test.beforeAll(async () => { server = await startServer(); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

const DEVICES = [{ name: 'desktop', device: DESKTOP }, { name: 'phone', device: PHONE }] as const;
const BOULDER = { latitude: 40.01499, longitude: -105.27055 };

/** As the admin: the distance filter's wording for an empty radius, and the map's "Show my location" button. */
async function setUpStoreFinder(page: Page): Promise<void> {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${STORE_LOCATOR_ID}/editor`);
  await waitReady(page.locator('.admin-preview .mapsvg'));
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: /^distance Near/ }).click();
  await page.getByLabel('Nothing within the distance text').fill('No stores within {distance} of {place}. The {count} nearest:');
  await page.getByRole('button', { name: 'Controls' }).click();
  await page.getByLabel('User location button', { exact: true }).check();
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
}

/** The published store locator as a visitor sees it, in a context of its own. */
async function visit(browser: Browser, device: BrowserContextOptions) {
  const page = await (await browser.newContext(device)).newPage();
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  return { page, map };
}

/** The filters form, opening its modal first where the layout hides it behind a button. */
async function filtersOf(map: Locator): Promise<Locator> {
  const form = map.locator('.mapsvg-filters');
  if (await form.count() === 0 || await form.first().isHidden()) await map.getByRole('button', { name: /^Filters/ }).click();
  return map.locator('.mapsvg-filters');
}

/** Closes the filters modal where there is one, so the map is seen. */
async function closeFilters(map: Locator): Promise<void> {
  const close = map.getByRole('button', { name: 'Close filters' });
  if (await close.isVisible()) await close.click();
}

/** Searches within `km` of the first place suggested for `place`. */
async function searchNear(map: Locator, place: string, km: number): Promise<void> {
  const filters = await filtersOf(map);
  await filters.getByLabel('Distance in km').selectOption({ label: `${km} km` });
  await filters.getByRole('combobox', { name: 'from' }).fill(place);
  await filters.getByRole('option', { name: new RegExp(`^${place}`) }).first().click();
  await closeFilters(map);
}

/** The directory entries, from the phone's list view where there is one. */
async function directoryEntries(map: Locator): Promise<Locator> {
  const list = map.getByRole('button', { name: 'List', exact: true });
  if (await list.isVisible()) await list.click();
  return map.locator('.mapsvg-directory-entry');
}

async function backToMap(map: Locator): Promise<void> {
  const button = map.getByRole('button', { name: 'Map', exact: true });
  if (await button.isVisible()) await button.click();
}

/**
 * The search area as the engine shows it: its label and radius, the pin's tip on the page, the
 * circle's points measured back to the globe (km from the origin), and a page point halfway
 * from the origin to the circle's west edge.
 */
function searchAreaOnMap(page: Page) {
  return page.evaluate((id) => {
    type Point = { x: number; y: number };
    type Engine = {
      host: HTMLElement;
      searchArea(): { label: string; radiusKm: number; svgPoint: Point; ring: Point[] } | null;
      mapToScreen(point: Point): Point;
      convertSvgToGeo(point: Point): { lat: number; lng: number };
    };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const area = engine.searchArea();
    if (!area) return null;
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    const onPage = (point: Point) => {
      const screen = engine.mapToScreen(point);
      return { x: box.left + screen.x, y: box.top + screen.y };
    };
    const origin = engine.convertSvgToGeo(area.svgPoint);
    const radians = Math.PI / 180;
    const km = (point: { lat: number; lng: number }) => 2 * 6371 * Math.asin(Math.sqrt(Math.sin(((point.lat - origin.lat) * radians) / 2) ** 2
      + Math.cos(origin.lat * radians) * Math.cos(point.lat * radians) * Math.sin(((point.lng - origin.lng) * radians) / 2) ** 2));
    const west = area.ring[Math.round((area.ring.length * 3) / 4)] ?? area.svgPoint;
    return {
      label: area.label,
      radiusKm: area.radiusKm,
      ringKm: area.ring.map((point) => km(engine.convertSvgToGeo(point))),
      tip: onPage(area.svgPoint),
      inside: onPage({ x: (area.svgPoint.x + west.x) / 2, y: (area.svgPoint.y + west.y) / 2 }),
    };
  }, STORE_LOCATOR_ID);
}

/** How much bluer than red a pixel of the map is. */
async function blueness(map: Locator, point: { x: number; y: number }): Promise<number> {
  const [red, , blue] = await canvasPixelAt(map.locator('canvas').first(), point);
  return blue - red;
}

test.describe.configure({ mode: 'serial' });

test('the admin words the empty-radius answer and turns on Show my location', async ({ page }) => {
  test.setTimeout(120_000);
  await setUpStoreFinder(page);
});

for (const { name, device } of DEVICES) {
  test(`${name}: the search origin is a labelled pin and the radius a circle on the map; clearing the filters removes both`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, map } = await visit(browser, device);
    await searchNear(map, 'Denver', 100);
    await expect(await directoryEntries(map)).toHaveText([/Denver store/]);
    await backToMap(map);
    await expect(map.getByRole('img', { name: /^Search origin: Denver, Colorado/ })).toBeVisible();
    await expect.poll(async () => (await searchAreaOnMap(page))?.label).toMatch(/^Search origin: Denver, Colorado/);
    const area = await searchAreaOnMap(page);
    if (!area) throw new Error('no search area');
    // A true radius: every point of the circle is 100 km from the origin on the globe.
    expect(area.radiusKm).toBe(100);
    expect(area.ringKm.length).toBeGreaterThan(32);
    for (const km of area.ringKm) expect(km).toBeGreaterThan(99);
    for (const km of area.ringKm) expect(km).toBeLessThan(101);
    // The pin is drawn (blue) above its tip, and the circle tints the map inside it.
    await expect.poll(() => blueness(map, { x: area.tip.x - 6, y: area.tip.y - 20 })).toBeGreaterThan(100);
    const tinted = await blueness(map, area.inside);

    const filters = await filtersOf(map);
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await closeFilters(map);
    await expect.poll(() => searchAreaOnMap(page)).toBeNull();
    await expect(map.getByRole('img', { name: /^Search origin/ })).toHaveCount(0);
    await expect.poll(() => blueness(map, area.inside)).toBeLessThan(tinted - 10);
    await page.context().close();
  });

  test(`${name}: a radius with no store in it answers with the nearest stores`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { map } = await visit(browser, device);
    await searchNear(map, 'Boulder', 10);
    const entries = await directoryEntries(map);
    await expect(map.locator('.mapsvg-directory-nearest')).toHaveText(/^No stores within 10 km of Boulder, Colorado.*\. The 3 nearest:$/);
    await expect(entries).toHaveText([/Denver store.*3\d km$/, /Salt Lake City store.*5\d\d km$/, /Kansas City store.*9\d\d km$/]);
    await expect(map.getByText('No stores found')).toHaveCount(0);
    // Their markers are on the map too (the radius alone would leave none).
    await expect.poll(() => map.page().evaluate((id) => {
      type Engine = { markers(): Array<{ id: string; title: string }> };
      const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
      return engine.markers().filter((marker) => marker.id.startsWith('record_')).map((marker) => marker.title).sort();
    }, STORE_LOCATOR_ID)).toEqual(['Denver store', 'Kansas City store', 'Salt Lake City store']);
    await map.page().context().close();
  });
}

test('desktop: Show my location makes the visitor\'s position the search origin', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ...DESKTOP, permissions: ['geolocation'], geolocation: BOULDER });
  const page = await context.newPage();
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  await map.getByRole('button', { name: 'Show my location' }).click();
  await expect(map.locator('.mapsvg-filters').getByRole('combobox', { name: 'from' })).toHaveValue('Your location');
  await expect(map.locator('.mapsvg-directory-entry').first()).toHaveText(/Denver store.*3\d km$/);
  await expect(map.getByRole('img', { name: 'Search origin: Your location' })).toBeVisible();
  await context.close();
});

test('phone: Use my location in the filters searches from the visitor\'s position', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ...PHONE, permissions: ['geolocation'], geolocation: BOULDER });
  const page = await context.newPage();
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  const filters = await filtersOf(map);
  await filters.getByLabel('Distance in km').selectOption({ label: '50 km' });
  await filters.getByRole('button', { name: 'Use my location' }).click();
  await expect(filters.getByRole('combobox', { name: 'from' })).toHaveValue('Your location');
  await closeFilters(map);
  await expect(await directoryEntries(map)).toHaveText([/Denver store.*3\d km$/]);
  await backToMap(map);
  await expect(map.getByRole('img', { name: 'Search origin: Your location' })).toBeVisible();
  await context.close();
});

test('phone: the filters leave the first screen to the map, and the list view keeps the way back to it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, map } = await visit(browser, PHONE);
  const filters = await map.locator('.mapsvg-filters').boundingBox();
  expect(filters?.height ?? Infinity).toBeLessThan(130);
  await map.getByRole('button', { name: 'List', exact: true }).click();
  await expect(map.locator('.mapsvg-directory-entry').first()).toBeVisible();
  await map.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(0);
  await expect(map.locator('canvas').first()).toBeInViewport();
  await page.context().close();
});
