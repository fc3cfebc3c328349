import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap, openSitePage } from '../support/mapPage';

/** 5,000 markers over the lower 48 states, a fixed pseudo-random pattern, titled "Place N". */
const places = Array.from({ length: 5_000 }, (_, i) => ({
  id: `p${i}`,
  title: `Place ${i}`,
  geoPoint: { lat: 30 + ((i * 7919) % 1700) / 100, lng: -120 + ((i * 104729) % 4500) / 100 },
}));

type TestEngine = {
  markers(): Array<{ id: string; svgPoint: { x: number; y: number } }>;
  getViewBox(): { x: number; y: number; width: number; height: number };
  zoomTo(level: number, around?: { x: number; y: number }): boolean;
  mapToScreen(p: object): { x: number; y: number };
  convertGeoToSvg(p: object): { x: number; y: number };
  markersSettled(): Promise<void>;
};

async function engineEval<T, A>(page: Page, fn: (engine: TestEngine, arg: A) => T | Promise<T>, arg: A): Promise<T> {
  return page.evaluate(async ({ source, arg }) => {
    const engine = (window as unknown as { testMap: { engine: unknown } }).testMap.engine;
    return (new Function('engine', 'arg', `return (${source})(engine, arg);`))(engine, arg);
  }, { source: fn.toString(), arg }) as Promise<T>;
}

async function mountPlaces(page: Page): Promise<void> {
  await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { markers: places, title: 'United States' } });
  await engineEval(page, (engine) => engine.markersSettled(), null);
}

/** Markers whose point lies inside the visible map rectangle now. */
function markersInView(page: Page): Promise<number> {
  return engineEval(page, (engine) => {
    const view = engine.getViewBox();
    return engine.markers().filter(({ svgPoint: p }) => p.x >= view.x && p.x <= view.x + view.width && p.y >= view.y && p.y <= view.y + view.height).length;
  }, null);
}

/** The item the listbox's active descendant stands for. */
async function activeOption(page: Page): Promise<{ marker: string | null; region: string | null; text: string | null }> {
  const id = await page.getByRole('listbox').getAttribute('aria-activedescendant');
  if (!id) return { marker: null, region: null, text: null };
  const option = page.locator(`[id="${id}"]`);
  return { marker: await option.getAttribute('data-marker-id'), region: await option.getAttribute('data-region-id'), text: await option.textContent() };
}

const countText = (n: number) => (n === 0 ? 'No places in view' : n === 1 ? '1 place in view' : `${n.toLocaleString('en-US')} places in view`);

test.describe('accessibility mirror with 5,000 markers', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('keeps a few hundred options at most, each with its place among all the markers', async ({ page }) => {
    await mountPlaces(page);
    const markerOptions = page.locator('[role="listbox"] [role="option"][data-marker-id]');
    await expect(markerOptions.first()).toBeAttached();
    expect(await page.locator('[role="option"]').count()).toBeLessThanOrEqual(200);
    // Every region of the map is still listed beside the markers.
    expect(await page.locator('[role="option"][data-region-id]').count()).toBeGreaterThanOrEqual(48);
    const places = await markerOptions.evaluateAll((nodes) => nodes.map((node) => ({
      id: node.getAttribute('data-marker-id'), size: node.getAttribute('aria-setsize'), position: node.getAttribute('aria-posinset'), text: node.textContent,
    })));
    for (const place of places) {
      expect(place.size).toBe('5000');
      expect(place.position).toBe(String(Number(place.id?.slice(1)) + 1));
      expect(place.text).toBe(`Place ${place.id?.slice(1)}`);
    }
  });

  test('Tab enters the map, arrow keys reach markers, and End reaches the last one, panned into view', async ({ page }) => {
    await mountPlaces(page);
    // Errors from here on are this map's (the demo page's own maps were replaced).
    const errors = collectConsoleErrors(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox', { name: 'United States' })).toBeFocused();
    let active = await activeOption(page);
    for (let step = 0; step < 10 && !active.marker; step += 1) {
      await page.keyboard.press('ArrowRight');
      active = await activeOption(page);
    }
    expect(active.marker).toMatch(/^p\d+$/);
    expect(active.text).toBe(`Place ${active.marker?.slice(1)}`);
    await expect(page.locator('.mapsvg-a11y-live')).toHaveText(`Place ${active.marker?.slice(1)}`);
    const first = active.marker;
    await page.keyboard.press('ArrowDown');
    active = await activeOption(page);
    expect(active.marker ?? active.region).not.toBe(first);

    // Zoomed in on Maine, End reaches the last marker (in Colorado): it gets an option and comes into view.
    await engineEval(page, (engine) => {
      engine.zoomTo(4, engine.mapToScreen(engine.convertGeoToSvg({ lat: 45, lng: -69 })));
    }, null);
    await page.keyboard.press('End');
    active = await activeOption(page);
    expect(active).toEqual({ marker: 'p4999', region: null, text: 'Place 4999' });
    const inView = await engineEval(page, (engine) => {
      const view = engine.getViewBox();
      const p = engine.markers().find((marker) => marker.id === 'p4999')?.svgPoint;
      return !!p && p.x >= view.x && p.x <= view.x + view.width && p.y >= view.y && p.y <= view.y + view.height;
    }, null);
    expect(inView).toBe(true);
    await page.keyboard.press('PageUp');
    expect((await activeOption(page)).marker).toBe('p4989');
    expect(await page.locator('[role="option"]').count()).toBeLessThanOrEqual(200);
    expect(errors).toEqual([]);
  });

  test('a live region says how many places are in view, after the view settles', async ({ page }) => {
    await mountPlaces(page);
    const count = page.locator('.mapsvg-a11y-count');
    await expect(count).toHaveAttribute('role', 'status');
    const whole = await markersInView(page);
    expect(whole).toBeGreaterThan(1_000);
    await expect(count).toHaveText(countText(whole));
    await engineEval(page, (engine) => {
      engine.zoomTo(3, engine.mapToScreen(engine.convertGeoToSvg({ lat: 38, lng: -100 })));
    }, null);
    const zoomed = await markersInView(page);
    expect(zoomed).toBeLessThan(whole);
    await expect(count).toHaveText(countText(zoomed));
    // Somewhere with no markers (North Dakota, north of them all), it says so.
    await engineEval(page, (engine) => {
      engine.zoomTo(6, engine.mapToScreen(engine.convertGeoToSvg({ lat: 48.6, lng: -100 })));
    }, null);
    expect(await markersInView(page)).toBe(0);
    await expect(count).toHaveText('No places in view');
  });
});
