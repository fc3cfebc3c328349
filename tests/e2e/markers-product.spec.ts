import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { DEMO_OUTLETS, DEMO_STORES, IMPORTED, importShops, LONELY_TITLE } from './support/shops';
import { waitReady } from './support/viewerPage';

/** What the map shows: markers counted by the engine, and drawn markers plus cluster members. */
function markerCounts(page: Page): Promise<{ engine: number; drawn: number }> {
  return page.evaluate(() => {
    type Engine = { markerCount(): number; shownMarkers(): string[]; clusters(): Array<{ count: number }> };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(1).engine;
    const clustered = engine.clusters().reduce((sum, cluster) => sum + cluster.count, 0);
    return { engine: engine.markerCount(), drawn: engine.shownMarkers().length + clustered };
  });
}

/** The page point of a record marker (zooming in on it first, so it stands out of any cluster). */
async function zoomToMarker(page: Page, title: string): Promise<{ x: number; y: number }> {
  return page.evaluate(async (wanted) => {
    type Engine = {
      host: HTMLElement; markers(): Array<{ id: string; title: string; svgPoint: { x: number; y: number } }>;
      mapToScreen(p: object): { x: number; y: number }; zoomTo(level: number, point?: object): void; markersSettled(): Promise<void>;
    };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(1).engine;
    const marker = engine.markers().find((m) => m.title === wanted);
    if (!marker) throw new Error(`no marker titled ${wanted}`);
    engine.zoomTo(4, engine.mapToScreen(marker.svgPoint));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await engine.markersSettled();
    const screen = engine.mapToScreen(marker.svgPoint);
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + screen.x, y: box.top + screen.y - 12 };
  }, title);
}

test.describe('every record on the map', () => {
  let server: RunningServer;
  test.beforeAll(async ({ playwright }) => {
    server = await startServer();
    const request = await playwright.request.newContext();
    await importShops(request, server.url);
    await request.dispose();
  });
  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  test('10,000 imported records are 10,000 markers, clustered, while the directory shows its first page; filters and clicks follow', async ({ page }) => {
    test.setTimeout(180_000);
    // The admin turns clustering on for the store locator.
    await logIn(page, server.url);
    await page.goto(`${server.url}/admin/#/maps/1/editor`);
    await page.getByRole('button', { name: 'Clustering' }).click();
    await page.getByLabel('Cluster markers').check();
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();

    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    const map: Locator = page.locator('.mapsvg[data-map-id="1"]');
    await waitReady(map);
    const total = IMPORTED + DEMO_STORES;
    await expect.poll(() => markerCounts(page), { timeout: 60_000 }).toEqual({ engine: total, drawn: total });
    const directory = map.locator('.mapsvg-directory');
    // The directory's first page: 30 rows (drawn as they scroll into view), the first by title.
    await expect(directory.locator('.mapsvg-directory-row').first()).toHaveAttribute('aria-setsize', '30');
    await expect(directory.locator('.mapsvg-directory-entry').first()).toContainText('Atlanta store');
    await expect(map.getByRole('navigation', { name: 'Pages (directory)' })).toBeVisible();
    await expect(directory).not.toContainText(LONELY_TITLE);

    // A filter narrows the markers over the whole table, not only the page.
    await map.getByLabel('Category', { exact: true }).selectOption('outlet');
    const outlets = IMPORTED / 4 + DEMO_OUTLETS;
    await expect.poll(() => markerCounts(page), { timeout: 30_000 }).toEqual({ engine: outlets, drawn: outlets });
    await expect(directory.locator('.mapsvg-directory-entry').first()).toContainText('Outlet');
    await map.getByLabel('Category', { exact: true }).selectOption('');
    await expect.poll(() => markerCounts(page), { timeout: 30_000 }).toEqual({ engine: total, drawn: total });

    // A marker whose record is on no loaded page opens with its full record.
    const point = await zoomToMarker(page, LONELY_TITLE);
    await page.mouse.click(point.x, point.y);
    await expect(map.locator('.mapsvg-details-view')).toContainText('The only shop on the northern plains.');
  });

  test('a map set to show the directory page only has one marker per listed record', async ({ page }) => {
    await logIn(page, server.url);
    await page.goto(`${server.url}/admin/#/maps/1/editor`);
    await page.getByRole('button', { name: 'Database' }).click();
    await page.getByLabel('Records shown as markers (all, or the directory page)').selectOption('page');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();

    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    await waitReady(page.locator('.mapsvg[data-map-id="1"]'));
    await expect.poll(() => markerCounts(page), { timeout: 30_000 }).toEqual({ engine: 30, drawn: 30 });
  });
});
