import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountOptionsMap } from './support/viewerMount';
import { openSitePage } from '../support/mapPage';

type Engine = {
  host: HTMLElement;
  markersSettled(): Promise<void>;
  clusters(): Array<{ count: number; svgPoint: { x: number; y: number } }>;
  mapToScreen(p: object): { x: number; y: number };
  convertGeoToSvg(p: object): { x: number; y: number };
  markers(): Array<{ id: string; geoPoint?: { lat: number; lng: number } }>;
  zoomLevel(): number;
  on(name: string, listener: (payload: { id: string }) => void): () => void;
};

/** The page point of the first cluster drawn (after clustering settled). */
async function firstClusterPoint(page: Page): Promise<{ x: number; y: number; count: number }> {
  return page.evaluate(async () => {
    const engine = (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine;
    await engine.markersSettled();
    const cluster = engine.clusters()[0];
    if (!cluster) throw new Error('no cluster');
    const screen = engine.mapToScreen(cluster.svgPoint);
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + screen.x, y: box.top + screen.y, count: cluster.count };
  });
}

test('a cluster of markers at one address lists them, and each one can be opened', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  await openSitePage(page, server.url);
  const shops = Array.from({ length: 7 }, (_, i) => ({ id: `shop_${i + 1}`, title: `Shop ${i + 1}`, geoPoint: { lat: 41.8781, lng: -87.6298 } }));
  await mountOptionsMap(page, { responsive: false, width: 640, height: 400, clustering: { on: true }, markers: shops });
  await page.evaluate(() => {
    const engine = (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine;
    (window as unknown as { clicked: string[] }).clicked = [];
    engine.on('markerClick', ({ id }) => (window as unknown as { clicked: string[] }).clicked.push(id));
  });
  const cluster = await firstClusterPoint(page);
  expect(cluster.count).toBe(7);
  const levelBefore = await page.evaluate(() => (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine.zoomLevel());
  await page.mouse.click(cluster.x, cluster.y);
  const list = page.getByRole('dialog', { name: '7 places here' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: /^Shop \d$/ })).toHaveCount(7);
  // The map did not zoom into a blank close-up.
  expect(await page.evaluate(() => (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine.zoomLevel())).toBe(levelBefore);
  await list.getByRole('button', { name: 'Shop 3' }).click();
  await expect(list).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { clicked: string[] }).clicked)).toEqual(['shop_3']);
  expect(errors).toEqual([]);
});

test('a cluster of markers that lie apart still zooms in on a click', async ({ page, server }) => {
  await openSitePage(page, server.url);
  const apart = Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, title: `M ${i}`, geoPoint: { lat: 41.8 + i * 0.05, lng: -87.6 + i * 0.05 } }));
  await mountOptionsMap(page, { responsive: false, width: 640, height: 400, clustering: { on: true }, markers: apart });
  const cluster = await firstClusterPoint(page);
  await page.mouse.click(cluster.x, cluster.y);
  await expect.poll(() => page.evaluate(() => (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine.zoomLevel())).toBeGreaterThan(0);
  await expect(page.locator('.mapsvg-stacked-markers')).toHaveCount(0);
});

test('a store marker click runs the marker actions (the marker popover template shows, not the details panel) and site scripts hear its hover and click', async ({ page, server }) => {
  await openSitePage(page, server.url);
  await page.evaluate(async () => {
    const body = await (await fetch('/wp-json/mapsvg/v1/maps/1')).json() as { map: { options: Record<string, Record<string, unknown>> } };
    const stored = body.map.options;
    document.body.innerHTML = '<div id="test-map" class="mapsvg"></div>';
    const element = document.getElementById('test-map') as HTMLElement;
    const actions = stored.actions as Record<string, Record<string, unknown>>;
    const options = {
      ...stored,
      actions: { ...actions, marker: { ...actions.marker, click: { ...(actions.marker?.click as object), showPopover: true, showDetails: false } } },
      templates: { ...stored.templates, popoverMarker: '<p class="test-marker-popover">Popover for {{title}}</p>' },
    };
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    (window as unknown as { testHandle: unknown }).testHandle = api.mount(element, { id: 1, options });
    const started = Date.now();
    while (element.dataset.state !== 'ready' || !element.querySelector('.mapsvg-app[data-overlays="ready"]')) {
      if (element.dataset.state === 'error' || Date.now() - started > 40_000) throw new Error(`map did not load: ${element.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const map = page.locator('#test-map');
  await map.getByLabel('Search the directory').fill('Boston');
  const point = await page.evaluate(async () => {
    const engine = (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine;
    const started = Date.now();
    let marker = engine.markers().find((m) => m.id.startsWith('record_'));
    while (engine.markers().filter((m) => m.id.startsWith('record_')).length !== 1 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    marker = engine.markers().find((m) => m.id.startsWith('record_'));
    if (!marker?.geoPoint) throw new Error('no record marker');
    const screen = engine.mapToScreen(engine.convertGeoToSvg(marker.geoPoint));
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + screen.x, y: box.top + screen.y - 12 };
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { markerEvents: string[] }).markerEvents = seen;
    const handle = (window as unknown as { testHandle: { on(name: string, listener: (event: { marker: { id: unknown; data: { title?: string } } }) => void): void } }).testHandle;
    for (const name of ['mouseover.marker', 'mouseout.marker', 'click.marker']) {
      handle.on(name, (event) => seen.push(`${name} ${String(event.marker.data.title ?? event.marker.id)}`));
    }
  });
  await page.mouse.move(point.x, point.y);
  await expect.poll(() => page.evaluate(() => (window as unknown as { markerEvents: string[] }).markerEvents)).toEqual(['mouseover.marker Boston store']);
  await page.mouse.click(point.x, point.y);
  await expect(map.locator('.mapsvg-popover .test-marker-popover')).toHaveText('Popover for Boston store');
  await expect(map.locator('.mapsvg-details-view')).toHaveCount(0);
  // Site scripts hear the marker's hover and click with its record, and the pointer leaving it.
  await page.mouse.move(point.x + 150, point.y + 150);
  await expect.poll(() => page.evaluate(() => (window as unknown as { markerEvents: string[] }).markerEvents))
    .toEqual(['mouseover.marker Boston store', 'click.marker Boston store', 'mouseout.marker Boston store']);
});
