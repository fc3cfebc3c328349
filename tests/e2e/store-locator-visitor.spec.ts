import type { Browser, Page } from '@playwright/test';
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


/** Opens the store locator's editor as the admin. */
async function openStoreEditor(page: Page): Promise<void> {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${STORE_LOCATOR_ID}/editor`);
  await waitReady(page.locator('.admin-preview .mapsvg'));
}

async function saveMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
}

/** The published store locator as a visitor sees it, in a context of its own. */
async function visit(browser: Browser, device: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const page = await (await browser.newContext(device)).newPage();
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  return { page, map };
}

test('a checkbox filter added by the admin narrows the stores to the ticked ones', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${STORE_LOCATOR_ID}/schema`);
  await page.getByLabel('Field type').selectOption('checkbox');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Open Sundays');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Records' }).click();
  await page.getByRole('row', { name: /Denver store/ }).getByRole('button', { name: /Edit/ }).click();
  const record = page.getByRole('dialog', { name: /Edit record/ });
  await record.getByLabel('Open Sundays').check();
  await record.getByRole('button', { name: 'Save' }).click();
  await expect(record).toBeHidden();

  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Filter by').selectOption({ label: 'Open Sundays (checkbox)' });
  await page.getByRole('button', { name: 'Add filter' }).click();
  await saveMap(page);

  for (const device of [DESKTOP, PHONE]) {
    const { map } = await visit(browser, device);
    const filters = map.locator('.mapsvg-filters');
    if (device === PHONE && await filters.getByLabel('Open Sundays').isHidden()) await map.getByRole('button', { name: /^Filters/ }).click();
    await map.getByLabel('Open Sundays').check();
    if (device === PHONE) await map.getByRole('button', { name: 'List' }).click();
    await expect(map.locator('.mapsvg-directory-entry')).toHaveText([/Denver store/]);
  }
});

/** The store locator's zoom level and selected markers, as the engine has them. */
function mapState(page: Page) {
  return page.evaluate((id) => {
    type Engine = { zoomLevel(): number; markers(): Array<{ id: string; selected: boolean }> };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    return { level: engine.zoomLevel(), selected: engine.markers().filter((marker) => marker.selected).map((marker) => marker.id) };
  }, STORE_LOCATOR_ID);
}

test('clicking a store in the directory selects that store, not its state', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const device of [DESKTOP, PHONE]) {
    const { page, map } = await visit(browser, device);
    if (device === PHONE) await map.getByRole('button', { name: 'List' }).click();
    await map.getByLabel('Search the directory').fill('San Diego');
    const entry = map.locator('.mapsvg-directory-entry', { hasText: 'San Diego store' });
    const id = await entry.getAttribute('data-item-id');
    await entry.click();
    await expect(page.getByRole('dialog', { name: 'Details: San Diego store' })).toBeVisible();
    await expect.poll(() => mapState(page)).toMatchObject({ selected: [`record_${id}`] });
    expect((await mapState(page)).level).toBeGreaterThan(0);
    await expect(map.locator('[role="option"][data-region-id="US-CA"]')).toHaveAttribute('aria-selected', 'false');
    if (device === DESKTOP) await expect(map.locator('.mapsvg-directory-entry[aria-pressed="true"]')).toHaveText([/San Diego store/]);
  }
});

/** The page point of a store's marker (just above its anchor, on the pin). */
function markerPoint(page: Page, title: string) {
  return page.evaluate(({ id, name }) => {
    type Engine = { host: HTMLElement; markers(): Array<{ title: string; svgPoint: { x: number; y: number } }>; mapToScreen(p: object): { x: number; y: number } };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const marker = engine.markers().find((item) => item.title === name);
    if (!marker) throw new Error(`no marker ${name}`);
    const screen = engine.mapToScreen(marker.svgPoint);
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + screen.x, y: box.top + screen.y - 12 };
  }, { id: STORE_LOCATOR_ID, name: title });
}

test('with tooltips on, hovering a store marker shows the Marker tooltip template', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openStoreEditor(page);
  await page.getByRole('button', { name: 'Tooltips' }).click();
  await page.getByLabel('Tooltips on').check();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('textbox', { name: 'Marker tooltip' }).fill('Store: {{title}}');
  await saveMap(page);

  const visitor = await visit(browser);
  await expect.poll(async () => (await markerPoint(visitor.page, 'Denver store').catch(() => null)) !== null).toBe(true);
  const point = await markerPoint(visitor.page, 'Denver store');
  await visitor.page.mouse.move(point.x, point.y, { steps: 3 });
  await expect(visitor.map.getByRole('tooltip')).toHaveText('Store: Denver store');
});

test('the Clusters colour paints the cluster badges', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openStoreEditor(page);
  await page.getByRole('button', { name: 'Clustering' }).click();
  await page.getByLabel('Cluster markers').check();
  await page.getByRole('button', { name: 'Colours' }).click();
  await page.getByLabel('Clusters', { exact: true }).fill('#1e88e5');
  await saveMap(page);

  const { page: visitor, map } = await visit(browser);
  const badge = async () => visitor.evaluate((id) => {
    type Engine = { host: HTMLElement; clusters(): Array<{ count: number; svgPoint: { x: number; y: number } }>; mapToScreen(p: object): { x: number; y: number } };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const cluster = engine.clusters()[0];
    if (!cluster) return null;
    const screen = engine.mapToScreen(cluster.svgPoint);
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + screen.x, y: box.top + screen.y + 5 };
  }, STORE_LOCATOR_ID);
  await expect.poll(badge).not.toBeNull();
  const point = await badge();
  if (!point) throw new Error('no cluster');
  await expect.poll(async () => {
    const [red, green, blue] = await canvasPixelAt(map.locator('canvas').first(), point);
    return blue > 150 && red < 100 && green > 80;
  }).toBe(true);
});

test('a store\'s details offer Directions in a map app, from the searched place when there is one', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, map } = await visit(browser);
  await map.getByLabel('Search the directory').fill('Denver');
  await map.locator('.mapsvg-directory-entry', { hasText: 'Denver store' }).click();
  const directions = page.getByRole('dialog', { name: 'Details: Denver store' }).getByRole('link', { name: 'Directions' });
  await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=39.73915,-104.9847');
  await expect(directions).toHaveAttribute('target', '_blank');

  await map.getByLabel('Search the directory').fill('');
  await map.locator('.mapsvg-filters').getByLabel('Distance in km').selectOption({ label: '100 km' });
  await map.locator('.mapsvg-filters').getByRole('combobox', { name: 'from' }).fill('Boulder');
  await map.locator('.mapsvg-filters').getByRole('option', { name: /Boulder/ }).first().click();
  await map.locator('.mapsvg-directory-entry', { hasText: 'Denver store' }).click();
  await expect(directions).toHaveAttribute('href', /destination=39.73915,-104.9847&origin=40\.0\d*,-105\.2\d*$/);
});

test('a distance search lists the stores nearest first, each with its distance, and says how many it found', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, map } = await visit(browser);
  const filters = map.locator('.mapsvg-filters');
  await filters.getByLabel('Distance in km').selectOption({ label: '100 km' });
  await filters.getByRole('combobox', { name: 'from' }).fill('San Jose');
  await filters.getByRole('option', { name: /^San Jose, California/ }).click();
  await expect(map.locator('.mapsvg-directory-entry')).toHaveText([/San Jose store.*USA0\.\d km$/, /San Francisco store.*USA6\d km$/]);
  await expect(map.locator('.mapsvg-directory-count')).toHaveText('2 results within 100 km of San Jose, California, United States');
  // The map shows what was found, close up.
  await expect.poll(async () => (await mapState(page)).level).toBeGreaterThan(2);
});
