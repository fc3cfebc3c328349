import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { DEMO_STORES, IMPORTED, importShops } from './support/shops';
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

test.describe('clearing a search on a large map', () => {
  let server: RunningServer | undefined;
  test.beforeAll(async ({ playwright }) => {
    // 10,000 records through the import API: more than a hook's default minute on a busy machine.
    test.setTimeout(180_000);
    server = await startServer();
    const request = await playwright.request.newContext();
    await importShops(request, server.url);
    await request.dispose();
  });
  test.afterAll(async () => {
    if (!server) return;
    await server.stop();
    removeDataDir(server.dataDir);
  });

  test('brings every marker and cluster back at once, with no call to the server, and a late answer for the old search changes nothing', async ({ page }) => {
    test.setTimeout(180_000);
    if (!server) throw new Error('the server did not start');
    await logIn(page, server.url);
    await page.goto(`${server.url}/admin/#/maps/1/editor`);
    await page.getByRole('button', { name: 'Clustering' }).click();
    await page.getByLabel('Cluster markers').check();
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();

    // The page's clock is the test's: it runs as usual until paused below.
    await page.clock.install();
    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    const map = page.locator('.mapsvg[data-map-id="1"]');
    await waitReady(map);
    const total = IMPORTED + DEMO_STORES;
    await expect.poll(() => markerCounts(page), { timeout: 60_000 }).toEqual({ engine: total, drawn: total });

    const search = map.getByPlaceholder('Search stores…');
    await search.fill('Shop 00123');
    await expect.poll(() => markerCounts(page).then((counts) => counts.engine), { timeout: 30_000 }).toBeLessThan(10);

    // From here the server is not asked for the records a search matches: those calls wait.
    const held: Route[] = [];
    await page.route('**/objects/*/ids*', (route) => { held.push(route); });
    await search.fill('Shop 0045');
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);

    // The clock stops: the directory's list call for the cleared search (400 ms later) is never made.
    const listCalls: Request[] = [];
    page.on('request', (request) => { if (/\/objects\/[^/]+\?/.test(request.url())) listCalls.push(request); });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
    await search.fill('');
    expect(await markerCounts(page).then((counts) => counts.engine)).toBe(total);
    // The clusters follow on the next timer turn (the 400 ms list call is still far off).
    await page.clock.runFor(50);
    await expect.poll(() => markerCounts(page), { timeout: 30_000 }).toEqual({ engine: total, drawn: total });
    expect(listCalls).toEqual([]);

    // The answer for the abandoned search arrives now: it is dropped.
    const answered = page.waitForResponse('**/objects/*/ids*');
    await held[0]?.continue();
    await answered;
    await page.clock.resume();
    await page.evaluate(() => (window as unknown as { MapSVG: { getMap(id: number): { engine: { markersSettled(): Promise<void> } } } }).MapSVG.getMap(1).engine.markersSettled());
    expect(await markerCounts(page)).toEqual({ engine: total, drawn: total });
  });
});
