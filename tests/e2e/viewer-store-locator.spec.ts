import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { clickRegion, mapById, mapPageUrl, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

/** The store-locator demo (United States). */
function usMap(page: Page) {
  return mapById(page, STORE_LOCATOR_ID);
}

/** Opens the store-locator demo on a page of its own and waits until it is drawn. */
async function openDemo(page: Page, siteUrl: string): Promise<void> {
  await page.goto(mapPageUrl(siteUrl, STORE_LOCATOR_ID));
  await waitReady(usMap(page));
}

test.describe('store locator demo (desktop)', () => {
  test('lists the stores in the directory; pagination is hidden when 30 fit on one page', async ({ page, server }) => {
    const errors = collectConsoleErrors(page);
    await openDemo(page, server.url);
    const directory = usMap(page).locator('.mapsvg-directory');
    await expect(directory.getByRole('button', { name: /Atlanta store/ })).toBeVisible();
    const pages = usMap(page).getByRole('navigation', { name: 'Pages (directory)' });
    await expect(pages).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('every store is a marker on the map, the search narrows them, and a marker click opens its details', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    const markerIds = () => page.evaluate(() => {
      const handle = (window as unknown as { MapSVG: { getMap(id: number): { engine: { markers(): Array<{ id: string }> } } } }).MapSVG.getMap(1);
      return handle.engine.markers().map((marker) => marker.id).filter((id) => id.startsWith('record_'));
    });
    await expect.poll(async () => (await markerIds()).length).toBe(30);
    await expect(map.locator('[role="option"][data-marker-id^="record_"]')).toHaveCount(30);
    await map.getByLabel('Search the directory').fill('Boston');
    await expect.poll(async () => (await markerIds()).length).toBe(1);
    const point = await page.evaluate(() => {
      type Engine = { host: HTMLElement; markers(): Array<{ id: string; geoPoint?: { lat: number; lng: number } }>; convertGeoToSvg(p: object): { x: number; y: number }; mapToScreen(p: object): { x: number; y: number } };
      const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(1).engine;
      const marker = engine.markers().find((m) => m.id.startsWith('record_'));
      if (!marker?.geoPoint) throw new Error('no record marker');
      const screen = engine.mapToScreen(engine.convertGeoToSvg(marker.geoPoint));
      const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
      return { x: box.left + screen.x, y: box.top + screen.y - 12 };
    });
    await page.mouse.click(point.x, point.y);
    await expect(map.locator('.mapsvg-details-view')).toContainText('Boston store');
  });

  test('hovering a store in the directory lights its marker, and hovering the marker lights the entry', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    await map.getByLabel('Search the directory').fill('Boston');
    const entry = map.locator('.mapsvg-directory-entry').first();
    await expect(entry).toContainText('Boston store');
    const hoveredMarkers = () => page.evaluate(() => {
      const handle = (window as unknown as { MapSVG: { getMap(id: number): { engine: { markers(): Array<{ id: string; hovered: boolean }> } } } }).MapSVG.getMap(1);
      return handle.engine.markers().filter((marker) => marker.hovered).map((marker) => marker.id);
    });
    const storeId = await entry.getAttribute('data-item-id');
    await entry.hover();
    await expect.poll(hoveredMarkers).toEqual([`record_${storeId}`]);
    await page.mouse.move(2, 2);
    await expect.poll(hoveredMarkers).toEqual([]);
    await expect(entry).not.toHaveClass(/is-hovered/);

    const point = await page.evaluate((id) => {
      type Engine = { host: HTMLElement; markers(): Array<{ id: string; geoPoint?: { lat: number; lng: number } }>; convertGeoToSvg(p: object): { x: number; y: number }; mapToScreen(p: object): { x: number; y: number } };
      const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(1).engine;
      const marker = engine.markers().find((m) => m.id === id);
      if (!marker?.geoPoint) throw new Error('no record marker');
      const screen = engine.mapToScreen(engine.convertGeoToSvg(marker.geoPoint));
      const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
      return { x: box.left + screen.x, y: box.top + screen.y - 12 };
    }, `record_${storeId}`);
    await page.mouse.move(point.x, point.y, { steps: 3 });
    await expect(entry).toHaveClass(/is-hovered/);
  });

  test('searching the directory narrows the list and shows the no-results text', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    await map.getByLabel('Search the directory').fill('Boston');
    await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(1);
    await expect(map.locator('.mapsvg-directory-entry')).toContainText('Boston store');
    await map.getByLabel('Search the directory').fill('zzzz');
    await expect(map.getByText('No stores found')).toBeVisible();
  });

  test('a directory item opens the details view; its close button returns focus and deselects', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    const item = map.locator('.mapsvg-directory-entry', { hasText: 'Denver store' });
    await item.focus();
    await page.keyboard.press('Enter');
    const details = map.getByRole('dialog', { name: 'Details: Denver store' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Phone:');
    await expect(details).toBeFocused();
    const marker = map.locator(`[role="option"][data-marker-id="record_${await item.getAttribute('data-item-id')}"]`);
    await expect(marker).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(item).toBeFocused();
    await expect(marker).toHaveAttribute('aria-selected', 'false');
  });

  test('a category filter narrows the list and Clear all resets it', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    await map.getByRole('combobox', { name: 'Category', exact: true }).selectOption('outlet');
    await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(5);
    await map.getByRole('button', { name: 'Clear all' }).click();
    await expect(map.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('');
    await expect(map.locator('.mapsvg-directory-entry')).not.toHaveCount(5);
  });

  test('clicking a state filters the directory to its stores', async ({ page, server }) => {
    await openDemo(page, server.url);
    const map = usMap(page);
    await clickRegion(map, 'US-TX');
    await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(4);
    await map.getByRole('button', { name: 'Show all' }).click();
    await expect(map.locator('.mapsvg-directory-entry')).not.toHaveCount(4);
  });
});
