import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap, openSitePage } from '../support/mapPage';

/** A two-floor building with a park layer: each floor has a room at the same place. */
const building = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="400" height="300" viewBox="0 0 400 300">
  <rect x="0" y="0" width="400" height="300" fill="#f0f0f0"/>
  <g id="floor1" inkscape:label="Ground floor"><rect id="lobby" title="Lobby" x="20" y="20" width="160" height="160" fill="#ff0000"/></g>
  <g id="floor2" inkscape:label="First floor"><rect id="office" title="Office" x="20" y="20" width="160" height="160" fill="#0000ff"/></g>
  <g id="parks" inkscape:label="Parks"><rect id="park" title="Park" x="220" y="120" width="160" height="160" fill="#00ff00"/></g>
</svg>`;

const floors = [
  { id: 'floor1', title: 'Ground floor', objects: [], visible: true },
  { id: 'floor2', title: 'First floor', objects: [], visible: false },
];

async function pixel(page: Page, point: { x: number; y: number }): Promise<[number, number, number]> {
  // Clicking a control may scroll the page; pixels are read at page coordinates of the map.
  await page.evaluate(() => new Promise((resolve) => {
    window.scrollTo(0, 0);
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }));
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(point.x), y: Math.round(point.y), width: 1, height: 1 } }));
  return [shot.data[0] ?? 0, shot.data[1] ?? 0, shot.data[2] ?? 0];
}

async function screenOf(page: Page, point: { x: number; y: number }): Promise<{ x: number; y: number }> {
  return page.evaluate((p) => (window as unknown as { testMap: { engine: { mapToScreen(q: object): { x: number; y: number } } } }).testMap.engine.mapToScreen(p), point);
}

test.describe('layers and floors', () => {
  test.beforeEach(async ({ page, server }) => {
    await page.route(/\/maps\/test-building\.svg/, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: building }));
    await openSitePage(page, server.url);
  });

  test('the layers control hides a group: its shapes, its clicks and its keyboard entries', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountTestMap(page, { file: 'test-building.svg', width: 400, height: 300, options: {
      floors, layersControl: { on: true, label: 'Show on map', position: 'top-right', expanded: true },
    } });
    const park = await screenOf(page, { x: 300, y: 200 });
    expect(await pixel(page, park)).toEqual([0, 255, 0]);
    const control = page.getByRole('group', { name: 'Show on map' });
    // Floors are not layers: only the park group is listed.
    await expect(control.getByRole('checkbox')).toHaveCount(1);
    await control.getByRole('checkbox', { name: 'Parks' }).uncheck();
    expect(await pixel(page, park)).toEqual([240, 240, 240]);
    await expect(page.locator('[role="option"][data-region-id="park"]')).toHaveCount(0);
    await page.mouse.click(park.x, park.y);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
    await control.getByRole('checkbox', { name: 'Parks' }).check();
    expect(await pixel(page, park)).toEqual([0, 255, 0]);
    await expect(page.locator('[role="option"][data-region-id="park"]')).toHaveCount(1);
    // The label button collapses the list.
    await control.getByRole('button', { name: 'Show on map' }).click();
    await expect(control.getByRole('checkbox')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the floors control shows one floor at a time, with that floor\'s markers', async ({ page }) => {
    await mountTestMap(page, { file: 'test-building.svg', width: 400, height: 300, options: {
      floors, floorsControl: { on: true, label: 'Floors', position: 'bottom-left', expanded: true },
      markers: [{ id: 'door', title: 'Door', svgPoint: { x: 100, y: 170 }, floor: 'floor1' }, { id: 'desk', title: 'Desk', svgPoint: { x: 60, y: 60 }, floor: 'floor2' }],
    } });
    const room = await screenOf(page, { x: 140, y: 100 });
    expect(await pixel(page, room)).toEqual([255, 0, 0]);
    await expect(page.locator('[data-marker-id="door"]')).toHaveCount(1);
    await expect(page.locator('[data-marker-id="desk"]')).toHaveCount(0);
    await expect(page.locator('[data-region-id="office"]')).toHaveCount(0);
    await page.getByRole('radio', { name: 'First floor' }).check();
    expect(await pixel(page, room)).toEqual([0, 0, 255]);
    await expect(page.locator('[data-marker-id="desk"]')).toHaveCount(1);
    await expect(page.locator('[data-marker-id="door"]')).toHaveCount(0);
    await page.mouse.click(room.x, room.y);
    await expect(page.locator('[data-region-id="office"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Ground floor' })).not.toBeChecked();
  });
});

test.describe('user location', () => {
  test('the locate button centres the map on the browser\'s position and shows the location dot', async ({ page, server, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.7392, longitude: -104.9903 });
    await openSitePage(page, server.url);
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { controls: { zoom: true, userLocation: true, location: 'right' } } });
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing your location.' })).toHaveCount(1);
    const centre = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { getViewBox(): { x: number; y: number; width: number; height: number }; convertGeoToSvg(p: object): { x: number; y: number } } } }).testMap.engine;
      const view = engine.getViewBox();
      return { view: { x: view.x + view.width / 2, y: view.y + view.height / 2 }, denver: engine.convertGeoToSvg({ lat: 39.7392, lng: -104.9903 }) };
    });
    const dot = await screenOf(page, centre.denver);
    expect(centre.view.x).toBeCloseTo(centre.denver.x, 3);
    expect(centre.view.y).toBeCloseTo(centre.denver.y, 3);
    // The blue dot is drawn at the centre of the map.
    expect(await pixel(page, dot)).toEqual([0x1a, 0x73, 0xe8]);
  });
});
