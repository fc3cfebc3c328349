import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mapById, mapPageUrl, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test('the store locator header keeps its filters on one baseline, and the details panel does not cover the clicked store', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  const header = map.locator('.mapsvg-header');
  const controls = [
    header.getByLabel('Category'),
    header.locator('.mapsvg-distance-length select'),
    header.getByRole('combobox', { name: 'from' }),
    header.getByRole('button', { name: 'Use my location' }),
    header.getByRole('button', { name: 'Clear all' }),
  ];
  const bottoms = await Promise.all(controls.map(async (control) => { const b = await box(control); return b.y + b.height; }));
  expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(2);

  await map.locator('.mapsvg-directory-entry', { hasText: 'Boston store' }).click();
  const panel = map.locator('.mapsvg-on-map-details');
  await expect(panel).toContainText('Boston store');
  const panelBox = await box(panel);
  const mapBox = await box(map.locator('.mapsvg-surface'));
  // Sized by its lines (the store's opening hours among them), not stretched to the map's full height.
  expect(panelBox.height).toBeLessThan(mapBox.height);
  const emptyBelow = await panel.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    let contentBottom = outer.top;
    for (const child of element.querySelectorAll('*')) contentBottom = Math.max(contentBottom, child.getBoundingClientRect().bottom);
    return outer.bottom - contentBottom;
  });
  expect(emptyBelow).toBeLessThan(40);
  const boston = await page.evaluate(() => {
    type Engine = { host: HTMLElement; convertGeoToSvg(p: object): { x: number; y: number }; mapToScreen(p: object): { x: number; y: number } };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(1).engine;
    const point = engine.mapToScreen(engine.convertGeoToSvg({ lat: 42.3601, lng: -71.0589 }));
    const surface = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: surface.left + point.x, y: surface.top + point.y };
  });
  const covers = boston.x >= panelBox.x && boston.x <= panelBox.x + panelBox.width && boston.y >= panelBox.y && boston.y <= panelBox.y + panelBox.height;
  expect(covers).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter header stays compact and the list view fills most of the screen', async ({ page, server }) => {
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = mapById(page, STORE_LOCATOR_ID);
    await waitReady(map);
    expect((await box(map.locator('.mapsvg-header'))).height).toBeLessThan(844 * 0.3);
    await map.getByRole('button', { name: 'List' }).click();
    const list = map.locator('.mapsvg-mobile-list');
    await expect(list).toBeVisible();
    expect((await box(list)).height).toBeGreaterThan(844 * 0.5);
  });
});
