import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap, openSitePage } from '../support/mapPage';
import { installCanvasPixels, type CanvasPixels } from './support/viewerPage';

const colors = { base: '#c8c8c8', stroke: '#ffffff', hover: 20, selected: '#2255cc' };
/** These cases test the engine alone: the viewer's default click action (a details view) stays off. */
const engineOnly = { actions: { region: { click: { showDetails: false } } } };

/** The centre of a region's box in viewport pixels (inside the region for compact states). */
async function regionPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((regionId) => {
    const engine = (window as unknown as { testMap: { engine: {
      document(): { regions: Array<{ id: string; bbox: { minX: number; minY: number; maxX: number; maxY: number } }> };
      mapToScreen(p: object): { x: number; y: number };
      regionAt(p: object): string | null;
    } } }).testMap.engine;
    const region = engine.document().regions.find((r) => r.id === regionId);
    if (!region) throw new Error(`no region ${regionId}`);
    const point = engine.mapToScreen({ x: (region.bbox.minX + region.bbox.maxX) / 2, y: (region.bbox.minY + region.bbox.maxY) / 2 });
    if (engine.regionAt(point) !== regionId) throw new Error(`${regionId}'s box centre is not inside it`);
    return point;
  }, id);
}

/** The colour the engine drew at a viewport point, read from its canvas (overlays ignored). */
async function pixelAt(page: Page, point: { x: number; y: number }): Promise<[number, number, number]> {
  return page.evaluate(({ x, y }) => {
    const source = document.querySelector('#engine-host canvas') as HTMLCanvasElement;
    const scale = source.width / source.clientWidth;
    const data = (window as unknown as { canvasPixels: CanvasPixels }).canvasPixels(source);
    const offset = (Math.round(y * scale) * source.width + Math.round(x * scale)) * 4;
    return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0] as [number, number, number];
  }, point);
}

async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('map engine in the browser', () => {
  test.beforeEach(async ({ page, server }) => {
    await page.addInitScript(installCanvasPixels);
    await openSitePage(page, server.url);
  });

  test('hover lightens a region and leaving restores it', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors } });
    const texas = await regionPoint(page, 'US-TX');
    expect(await pixelAt(page, texas)).toEqual([200, 200, 200]);
    await page.mouse.move(texas.x, texas.y);
    await nextFrame(page);
    const hovered = await pixelAt(page, texas);
    expect(hovered[0]).toBeGreaterThan(240);
    await page.mouse.move(texas.x, 355);
    await page.mouse.move(599, 359);
    await nextFrame(page);
    expect(await pixelAt(page, texas)).toEqual([200, 200, 200]);
  });

  test('a click selects one region at a time and shows it in the accessibility mirror', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors } });
    const texas = await regionPoint(page, 'US-TX');
    const kansas = await regionPoint(page, 'US-KS');
    await page.mouse.click(texas.x, texas.y);
    await nextFrame(page);
    expect(await pixelAt(page, texas)).toEqual([0x22, 0x55, 0xcc]);
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'true');
    await page.mouse.click(kansas.x, kansas.y);
    await expect(page.locator('[role="option"][data-region-id="US-KS"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'false');
    expect(errors).toEqual([]);
  });

  test('multiSelect toggles regions on and off', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors, multiSelect: true } });
    const texas = await regionPoint(page, 'US-TX');
    const kansas = await regionPoint(page, 'US-KS');
    await page.mouse.click(texas.x, texas.y);
    await page.mouse.click(kansas.x, kansas.y);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(2);
    await page.mouse.click(texas.x, texas.y);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    await expect(page.locator('[role="option"][data-region-id="US-KS"]')).toHaveAttribute('aria-selected', 'true');
  });

  test('a drag pans the map and does not select', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors } });
    const texas = await regionPoint(page, 'US-TX');
    const before = await page.evaluate(() => (window as unknown as { testMap: { engine: { getViewBox(): { x: number } } } }).testMap.engine.getViewBox().x);
    await page.mouse.move(texas.x, texas.y);
    await page.mouse.down();
    await page.mouse.move(texas.x + 60, texas.y, { steps: 6 });
    await page.mouse.up();
    const after = await page.evaluate(() => (window as unknown as { testMap: { engine: { getViewBox(): { x: number } } } }).testMap.engine.getViewBox().x);
    expect(after).toBeLessThan(before);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  });

  test('keyboard: Tab focuses the map, arrows move between regions, Enter selects, Escape deselects', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors, title: 'United States' } });
    await page.keyboard.press('Tab');
    const listbox = page.getByRole('listbox', { name: 'United States' });
    await expect(listbox).toBeFocused();
    const options = page.locator('[role="option"]');
    expect(await options.count()).toBeGreaterThanOrEqual(48);
    const live = page.locator('.mapsvg-a11y-live');
    const first = await live.textContent();
    expect(first).not.toBe('');
    await page.keyboard.press('ArrowRight');
    const second = await live.textContent();
    expect(second).not.toBe(first);
    const activeId = await listbox.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${activeId}`)).toHaveAttribute('aria-selected', 'true');
    await expect(live).toHaveText(/, selected$/);
    await page.keyboard.press('Escape');
    await expect(page.locator(`#${activeId}`)).toHaveAttribute('aria-selected', 'false');
  });

  test('the region the keyboard focuses is outlined in blue on the canvas, without errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors, title: 'United States' } });
    const outlinePixels = () => page.evaluate(() => {
      const source = document.querySelector('#engine-host canvas') as HTMLCanvasElement;
      const data = (window as unknown as { canvasPixels: CanvasPixels }).canvasPixels(source);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs((data[i] ?? 0) - 0x1a) < 24 && Math.abs((data[i + 1] ?? 0) - 0x73) < 24 && Math.abs((data[i + 2] ?? 0) - 0xe8) < 24) count += 1;
      }
      return count;
    });
    expect(await outlinePixels()).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(outlinePixels).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  test('regions disabled by status or fill none are left out of the mirror', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors, regions: { 'US-TX': { disabled: true } } } });
    await expect(page.locator('[role="option"][data-region-id="US-KS"]')).toHaveCount(1);
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveCount(0);
    const texas = await regionPoint(page, 'US-TX');
    await page.mouse.click(texas.x, texas.y);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  });

  test('a missing map file shows the not-found message and the error state', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'missing';
      document.body.append(host);
      (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): void } }).MapSVG.mount(host, { options: { source: '/maps/no-such-map.svg' } });
    });
    await expect(page.locator('#missing')).toHaveAttribute('data-state', 'error');
    // Visitors read a plain sentence without file paths; the catalogue message is in the console.
    await expect(page.locator('#missing [role="alert"]')).toHaveText('This map could not be loaded.');
    await expect.poll(() => consoleErrors.some((text) => text.includes('file not found - /maps/no-such-map.svg'))).toBe(true);
  });
  test('the canvas joins the page with the map already drawn on it, never blank', async ({ page }) => {
    // What the canvas shows the moment it is inserted: the share of its pixels that are not blank.
    const drawnShare = page.evaluate(() => new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const canvas = document.querySelector('#engine-host canvas') as HTMLCanvasElement | null;
        if (!canvas) return;
        observer.disconnect();
        const data = (window as unknown as { canvasPixels: CanvasPixels }).canvasPixels(canvas);
        let drawn = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) drawn += 1;
        resolve(drawn / (canvas.width * canvas.height));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }));
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors } });
    // The states cover about half of the canvas.
    expect(await drawnShare).toBeGreaterThan(0.3);
  });

  test('changes made before the map is ready (a marker added, a region selected) are on it when it is announced ready', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const seen = await page.evaluate(async () => {
      type Engine = {
        loadState: string; addMarkers(batch: object[]): number; selectRegion(id: string): boolean; whenReady(): Promise<void>;
        markers(): Array<{ id: string }>; region(id: string): { selected: boolean } | undefined; on(name: string, listener: (payload: { state: string }) => void): () => void;
      };
      const host = document.createElement('div');
      host.style.cssText = 'width:600px';
      document.body.append(host);
      const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): { engine: Engine | null } } }).MapSVG;
      const handle = api.mount(host, { options: { source: '/maps/geo-calibrated-usa.svg', responsive: false, width: 600, height: 360 } });
      while (!handle.engine) await new Promise((resolve) => setTimeout(resolve, 5));
      const engine = handle.engine;
      const stateThen = engine.loadState;
      // These threw (addMarkers) or did nothing (selectRegion) before the map was ready.
      const answers = [engine.addMarkers([{ id: 'denver', geoPoint: { lat: 39.7392, lng: -104.9903 } }]), engine.selectRegion('US-TX')];
      const atReady: unknown[] = [];
      engine.on('stateChange', ({ state }) => {
        if (state === 'ready') atReady.push(engine.markers().map((marker) => marker.id), engine.region('US-TX')?.selected);
      });
      await engine.whenReady();
      return { stateThen, answers, atReady };
    });
    expect(seen).toEqual({ stateThen: 'loading', answers: [0, false], atReady: [['denver'], true] });
    await expect(page.locator('[role="option"][data-marker-id="denver"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('when the browser takes the WebGL context back, nothing is logged, and the map is drawn again when it returns', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { ...engineOnly, colors } });
    const texas = await regionPoint(page, 'US-TX');
    // The extension is kept from before the loss: a lost context hands out no extensions.
    const loseContext = (restore: boolean) => page.evaluate((back) => {
      const scope = window as unknown as { testMap: { engine: { debug: { canvas: HTMLCanvasElement } } }; loseExtension?: WEBGL_lose_context | null };
      scope.loseExtension ??= scope.testMap.engine.debug.canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context');
      if (!scope.loseExtension) throw new Error('no WEBGL_lose_context');
      if (back) scope.loseExtension.restoreContext();
      else scope.loseExtension.loseContext();
    }, restore);
    await loseContext(false);
    // The map keeps taking input meanwhile: a hover (a program not used yet) and a zoom step.
    await page.mouse.move(texas.x, texas.y);
    await page.evaluate(() => (window as unknown as { testMap: { engine: { zoomIn(): boolean } } }).testMap.engine.zoomIn());
    await page.mouse.move(599, 359);
    await page.waitForTimeout(900);
    await loseContext(true);
    const texasNow = await regionPoint(page, 'US-TX');
    await expect.poll(() => pixelAt(page, texasNow)).toEqual([200, 200, 200]);
    expect(errors).toEqual([]);
  });
});
