import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { installCanvasPixels, type CanvasPixels } from './support/viewerPage';
import { openSitePage } from '../support/mapPage';

/** More maps than the 16 WebGL contexts Chrome keeps per page. */
const MAP_COUNT = 20;
const MAP_HEIGHT = 300;
/** The maps fill their canvas with this colour (the file's regions take `colors.base`). */
const BASE = [200, 200, 200];

/** Mounts MAP_COUNT maps one under another, each its own container, and waits until all are ready. */
async function mountManyMaps(page: Page): Promise<void> {
  await page.evaluate(async ({ count, height }) => {
    document.body.replaceChildren();
    document.body.style.margin = '0';
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    const hosts = Array.from({ length: count }, (_, i) => {
      const host = document.createElement('div');
      host.className = 'many-map';
      host.style.cssText = `width:500px;height:${height}px;margin-bottom:200px;background:#fff`;
      document.body.append(host);
      api.mount(host, { options: {
        title: `Map ${i + 1}`, source: '/maps/geo-calibrated-usa.svg', responsive: false, width: 500, height,
        controls: { zoom: false }, colors: { base: '#c8c8c8', stroke: '#ffffff', background: '#ffffff' },
        actions: { region: { click: { showDetails: false } } },
      } });
      return host;
    });
    const started = Date.now();
    while (hosts.some((host) => host.dataset.state !== 'ready')) {
      if (Date.now() - started > 90_000) throw new Error('the maps did not all load');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, { count: MAP_COUNT, height: MAP_HEIGHT });
}

/** For each map, whether its canvas holds a live WebGL context. */
function liveContexts(page: Page): Promise<boolean[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('.many-map canvas'), (canvas) => {
    const gl = (canvas as HTMLCanvasElement).getContext('webgl2');
    return gl !== null && !gl.isContextLost();
  }));
}

/** Share of a map's canvas pixels (read in the page) that show the regions' colour. */
function regionShare(page: Page, index: number, base: number[]): Promise<number> {
  return page.evaluate(({ index, base }) => {
    const canvas = document.querySelectorAll('.many-map canvas')[index] as HTMLCanvasElement;
    const data = (window as unknown as { canvasPixels: CanvasPixels }).canvasPixels(canvas);
    let matching = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] ?? 0) - (base[0] ?? 0)) < 4 && Math.abs((data[i + 1] ?? 0) - (base[1] ?? 0)) < 4 && Math.abs((data[i + 2] ?? 0) - (base[2] ?? 0)) < 4) matching += 1;
    }
    return matching / (data.length / 4);
  }, { index, base });
}

test.describe('a page with more maps than the browser keeps WebGL contexts for', () => {
  test('maps far from the window give their context back and draw again as the visitor scrolls to them', async ({ page, server }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const webglWarnings = () => warnings.filter((text) => text.includes('WebGL'));
    await page.addInitScript(installCanvasPixels);
    await page.setViewportSize({ width: 800, height: 600 });
    await openSitePage(page, server.url);
    await mountManyMaps(page);

    // The browser never had to take a context away: no warning, and the maps in view are drawn.
    expect(webglWarnings()).toEqual([]);
    const atTop = await liveContexts(page);
    expect(atTop).toHaveLength(MAP_COUNT);
    expect(atTop[0]).toBe(true);
    expect(atTop.filter(Boolean).length).toBeLessThanOrEqual(8);
    await expect.poll(() => regionShare(page, 0, BASE)).toBeGreaterThan(0.2);

    // A map that gave its context back takes one again when scrolled to, and is drawn.
    const suspended = atTop.lastIndexOf(false);
    expect(suspended).toBeGreaterThan(1);
    await page.locator('.many-map').nth(suspended).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await liveContexts(page))[suspended]).toBe(true);
    await expect.poll(() => regionShare(page, suspended, BASE)).toBeGreaterThan(0.2);
    // A map now far away gave its own back for it: the first map, or another that was live.
    const now = await liveContexts(page);
    expect(now.some((live, i) => atTop[i] && !live)).toBe(true);
    expect((await liveContexts(page)).filter(Boolean).length).toBeLessThanOrEqual(8);
    expect(webglWarnings()).toEqual([]);

    // The site removes every map, the suspended ones too: they go without a word from the browser.
    const before = await page.evaluate(() => document.querySelectorAll('.many-map canvas').length);
    await page.evaluate(() => document.body.replaceChildren());
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
    expect(before).toBe(MAP_COUNT);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(webglWarnings()).toEqual([]);
  });
});
