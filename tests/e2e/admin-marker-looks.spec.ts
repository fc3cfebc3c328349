import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { livePreview, markersOn, openUsaMapEditor } from './support/admin';
import { canvasPixelAt, regionPoint, waitReady } from './support/viewerPage';

const GREEN: [number, number, number] = [0, 255, 0];

/** Counts the times the map inside `map` goes back to loading (a rebuild does; an in-place change does not). */
async function countReloads(map: Locator): Promise<void> {
  await map.evaluate((element) => {
    const host = element as HTMLElement & { e2eReloads?: number };
    host.e2eReloads = 0;
    new MutationObserver(() => {
      if (host.dataset.state === 'loading') host.e2eReloads = (host.e2eReloads ?? 0) + 1;
    }).observe(host, { attributes: true, attributeFilter: ['data-state'] });
    host.querySelector('canvas')?.setAttribute('data-e2e-tag', 'first');
  });
}

/** A point on the body of the map's one marker's pin (its anchor is the tip). */
async function pinPoint(map: Locator): Promise<{ x: number; y: number }> {
  // A public map puts its record markers on once it is ready.
  await expect.poll(async () => (await markersOn(map)).length).toBe(1);
  const [marker] = await markersOn(map);
  return { x: marker!.x, y: marker!.y - 10 };
}

async function expectPinOf(page: Page, map: Locator, colour: 'green' | 'not green'): Promise<void> {
  await page.mouse.move(0, 0);
  const pin = await pinPoint(map);
  const pixel = () => canvasPixelAt(map.locator('canvas'), pin);
  if (colour === 'green') await expect.poll(pixel).toEqual(GREEN);
  else await expect.poll(pixel).not.toEqual(GREEN);
}

test('an admin makes markers see-through in the Colours group (an out-of-range value is refused): the preview changes in place and the public map follows on desktop and phone', async ({ page, server }) => {
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  await page.getByRole('button', { name: 'Colours' }).click();
  await page.getByLabel('Region fill').fill('#00ff00');

  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  const colorado = await regionPoint(preview, 'US-CO');
  await page.mouse.click(colorado.x, colorado.y);
  await expect(page.getByText('Marker marker_1 added.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.keyboard.press('Escape');
  await expectPinOf(page, preview, 'not green');

  await countReloads(preview);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Map options' }).click();
  await page.getByRole('button', { name: 'Colours' }).click();
  await page.getByLabel('Markers: opacity (%)').fill('0');
  // The pin is gone from the picture: the region's green shows through it.
  await expectPinOf(page, preview, 'green');
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('status').filter({ hasText: /preview/i })).toHaveText('Preview up to date');
  await expect(preview.locator('canvas')).toHaveAttribute('data-e2e-tag', 'first');
  expect(await preview.evaluate((element) => (element as HTMLElement & { e2eReloads?: number }).e2eReloads)).toBe(0);

  // A value out of range is refused with the range, and the markers keep the last good one.
  await page.getByLabel('Markers: opacity (%)').fill('150');
  await expect(page.getByRole('alert').filter({ hasText: 'Markers: opacity (%) must be between 0 and 100.' })).toBeVisible();
  await expect(page.getByLabel('Markers: opacity (%)')).toHaveValue('150');
  await expectPinOf(page, preview, 'green');

  // Back to full opacity, still in place.
  await page.getByLabel('Markers: opacity (%)').fill('100');
  await expect(page.getByRole('alert').filter({ hasText: 'must be between' })).toHaveCount(0);
  await expectPinOf(page, preview, 'not green');
  expect(await preview.evaluate((element) => (element as HTMLElement & { e2eReloads?: number }).e2eReloads)).toBe(0);
  await page.getByLabel('Markers: opacity (%)').fill('0');
  await expectPinOf(page, livePreview(page), 'green');

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  const publicUrl = `${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`;
  await page.goto(publicUrl);
  const publicMap = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(publicMap);
  await expectPinOf(page, publicMap, 'green');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(publicUrl);
  await waitReady(publicMap);
  await expectPinOf(page, publicMap, 'green');
});
