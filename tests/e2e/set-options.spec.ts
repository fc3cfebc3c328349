import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { testRegionPoint } from './support/viewerMount';
import { canvasPixelAt } from './support/viewerPage';
import { openSitePage } from '../support/mapPage';

type ViewBox = { x: number; y: number; width: number; height: number };

/** Mounts a map from options with an id, as a site would, so scripts reach it by `MapSVG.getMap(7)`. */
async function mountMapSeven(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (options) => {
    document.body.innerHTML = '<div id="test-map" class="mapsvg"></div>';
    const element = document.getElementById('test-map') as HTMLElement;
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    (window as unknown as { testHandle: unknown }).testHandle = api.mount(element, { id: 7, options: { source: '/maps/geo-calibrated-usa.svg', ...options } });
    const started = Date.now();
    while (element.dataset.state !== 'ready' || !element.querySelector('.mapsvg-app[data-overlays="ready"]')) {
      if (element.dataset.state === 'error' || Date.now() - started > 40_000) throw new Error(`map did not load: ${element.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    element.querySelector('canvas')?.setAttribute('data-e2e-tag', 'first');
  }, options);
}

/** Calls `setOptions` on map 7 as a site script would. */
async function setOptions(page: Page, partial: Record<string, unknown>): Promise<void> {
  await page.evaluate((partial) => {
    type Handle = { setOptions(partial: object): void };
    (window as unknown as { MapSVG: { getMap(id: number): Handle } }).MapSVG.getMap(7).setOptions(partial);
  }, partial);
}

/** Facts about map 7's engine: its view and level, and whether its map is ready. */
async function engineFacts(page: Page): Promise<{ view: ViewBox | null; level: number; state: string }> {
  return page.evaluate(() => {
    type Engine = { getViewBox(): ViewBox | null; zoomLevel(): number; loadState: string };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(7).engine;
    return { view: engine.getViewBox(), level: engine.zoomLevel(), state: engine.loadState };
  });
}

async function expectSameCanvas(page: Page): Promise<void> {
  await expect(page.locator('#test-map canvas')).toHaveCount(1);
  await expect(page.locator('#test-map canvas')).toHaveAttribute('data-e2e-tag', 'first');
}

const small = { width: 600, height: 360, responsive: false, database: { on: false }, colors: { base: '#c8c8c8', hover: 20 }, actions: { region: { click: { showDetails: false } } } };

test.describe('a site script changes a live map with MapSVG.getMap(id).setOptions', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountMapSeven(page, small);
  });

  test('colours, camera limits, gestures and templates change in place: same canvas, same view', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.locator('#test-map').getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await engineFacts(page)).level).toBe(1);
    const { view } = await engineFacts(page);

    await setOptions(page, { colors: { base: '#00ff00' } });
    const texas = await testRegionPoint(page, 'US-TX');
    await page.mouse.move(0, 0);
    await expect.poll(() => canvasPixelAt(page.locator('#test-map canvas'), texas)).toEqual([0, 255, 0]);

    // Camera: a zoom limit of 1 stops the next zoom in.
    await setOptions(page, { zoom: { limit: [0, 1] } });
    await page.locator('#test-map').getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    expect((await engineFacts(page)).level).toBe(1);

    // Overlays: a popover template and the click action that shows it (opening it may pan the map).
    await setOptions(page, { actions: { region: { click: { showPopover: true } } }, templates: { popoverRegion: '<p class="e2e-pop">Live: {{title}}</p>' } });
    await expectSameCanvas(page);
    expect((await engineFacts(page)).view).toEqual(view);
    await page.mouse.click(texas.x, texas.y);
    await expect(page.locator('.e2e-pop')).toHaveText('Live: Texas');
    expect(errors).toEqual([]);
  });

  test('options of an older shape from a site script are brought to the current one', async ({ page }) => {
    await expect(page.locator('#test-map').getByRole('button', { name: 'Zoom in' })).toBeVisible();
    // Older maps hid the zoom buttons with `zoomButtons.show`; now `controls.zoom` does.
    await setOptions(page, { zoomButtons: { show: false } });
    await expect(page.locator('#test-map').getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
    await expectSameCanvas(page);
  });

  test('markers rebuild the scene and a new view box reloads the image, both in the same canvas', async ({ page }) => {
    await page.locator('#test-map').getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await engineFacts(page)).level).toBe(1);
    const { view } = await engineFacts(page);

    await setOptions(page, { clustering: { on: true } });
    await expect.poll(async () => (await engineFacts(page)).state).toBe('ready');
    await expect(page.locator('#test-map')).toHaveAttribute('data-state', 'ready');
    await expectSameCanvas(page);
    expect((await engineFacts(page)).view).toEqual(view);

    const box = view ?? { x: 0, y: 0, width: 100, height: 100 };
    await setOptions(page, { viewBox: [box.x, box.y, box.width, box.height] });
    await expect.poll(async () => (await engineFacts(page)).level, { timeout: 40_000 }).toBe(0);
    await expect(page.locator('#test-map')).toHaveAttribute('data-state', 'ready');
    await expectSameCanvas(page);
    // The map is interactive again: a click on a region still selects it.
    const kansas = await testRegionPoint(page, 'US-KS');
    await page.mouse.click(kansas.x, kansas.y);
    await expect(page.locator('#test-map').getByRole('option', { selected: true })).toHaveAttribute('data-region-id', 'US-KS');
  });
});
