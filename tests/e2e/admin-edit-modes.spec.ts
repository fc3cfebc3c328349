import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { livePreview, markersOn, openUsaMapEditor } from './support/admin';
import { regionPoint, waitReady } from './support/viewerPage';

/** A small marker image as an admin would upload it. */
const BLUE_PIN = {
  name: 'blue-pin.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="48" viewBox="0 0 30 48"><path d="M15 47 L2 15 A13 13 0 0 1 28 15 Z" fill="#1e63d6"/></svg>'),
};

const previewStatus = (page: Page) => page.getByRole('region', { name: 'Preview' }).getByRole('status').filter({ hasText: /preview/i });

async function previewCaughtUp(page: Page): Promise<void> {
  await expect(previewStatus(page)).toHaveText('Preview up to date', { timeout: 40_000 });
  await waitReady(livePreview(page));
}

async function chooseRegion(page: Page, search: string, name: RegExp): Promise<void> {
  await page.getByLabel('Find a region').fill(search);
  await page.getByRole('list', { name: 'Regions found' }).getByRole('button', { name }).click();
}

test('an admin edits regions and places markers in the editor, and the public map shows them after saving', async ({ page, server }) => {
  test.setTimeout(240_000);
  const { mapId, preview } = await openUsaMapEditor(page, server.url);

  // Region-edit mode: a click on Texas in the preview opens Texas, not its popover or details.
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Regions' }).click();
  // From the keyboard: Enter on a region of the map's list opens that region.
  const mapList = preview.getByRole('listbox');
  await mapList.focus();
  await page.keyboard.press('ArrowRight');
  const active = await mapList.getAttribute('aria-activedescendant');
  const keyboardRegion = await preview.locator(`[id="${active}"]`).getAttribute('data-region-id');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: `Region ${keyboardRegion}` })).toBeVisible();
  // Picking is not clicking: the region's details do not open.
  await expect(preview.getByRole('dialog')).toHaveCount(0);
  // A screen reader activates an option with a click on it: that picks the region too.
  await preview.locator('[role="option"][data-region-id="US-FL"]').dispatchEvent('click');
  await expect(page.getByRole('group', { name: 'Region US-FL' })).toBeVisible();
  await expect(preview.getByRole('dialog')).toHaveCount(0);

  const texas = await regionPoint(preview, 'US-TX');
  await page.mouse.click(texas.x, texas.y);
  const panel = page.getByRole('group', { name: 'Region US-TX' });
  await expect(panel).toBeVisible();
  // A drag still pans the preview, and picks nothing.
  const kansasBefore = await regionPoint(preview, 'US-KS');
  await page.mouse.move(kansasBefore.x, kansasBefore.y);
  await page.mouse.down();
  await page.mouse.move(kansasBefore.x + 60, kansasBefore.y + 30, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await regionPoint(preview, 'US-KS')).x - kansasBefore.x).toBeGreaterThan(40);
  await expect(page.getByRole('group', { name: 'Region US-KS' })).toHaveCount(0);
  await expect(panel).toBeVisible();
  await panel.getByLabel('Disabled').selectOption({ label: 'Disabled' });
  await previewCaughtUp(page);
  await expect(preview.locator('[data-region-id="US-TX"]')).toHaveCount(0);

  // Nevada found by name gets the Disabled status: the preview disables it at once.
  await chooseRegion(page, 'nev', /Nevada/);
  await expect(preview.locator('[data-region-id="US-NV"]')).toHaveCount(1);
  await page.getByRole('group', { name: 'Region US-NV' }).getByLabel('Status').selectOption({ label: 'Disabled' });
  await expect(preview.locator('[data-region-id="US-NV"]')).toHaveCount(0);

  // California links to a page, and region clicks follow links.
  await chooseRegion(page, 'calif', /California/);
  const california = page.getByRole('group', { name: 'Region US-CA' });
  await california.getByLabel('Link', { exact: true }).fill(`${server.url}/healthz?from=california`);
  await california.getByLabel('A click on a region opens its link').check();
  await previewCaughtUp(page);

  // Marker-edit mode: a click adds a marker; Done lets the next click add another.
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  const colorado = await regionPoint(preview, 'US-CO');
  await page.mouse.click(colorado.x, colorado.y);
  await expect(page.getByText('Marker marker_1 added.')).toBeVisible();
  await page.getByLabel('Marker title').fill('Denver office');
  await page.getByRole('button', { name: 'Done' }).click();
  const utah = await regionPoint(preview, 'US-UT');
  await page.mouse.click(utah.x, utah.y);
  await expect(page.getByText('Marker marker_2 added.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Marker marker_2' })).toHaveCount(0);
  await expect(preview.locator('[role="option"][data-marker-id]')).toHaveCount(2);

  // The Utah marker is dragged to Kansas.
  const utahMarker = (await markersOn(preview)).find((marker) => marker.id === 'marker_2');
  expect(utahMarker?.region).toBe('US-UT');
  const kansas = await regionPoint(preview, 'US-KS');
  await page.mouse.move(utahMarker!.x, utahMarker!.y - 8);
  await page.mouse.down();
  await page.mouse.move((utahMarker!.x + kansas.x) / 2, (utahMarker!.y + kansas.y) / 2, { steps: 5 });
  // The marker keeps the offset at which it was grabbed: its tip ends 8 px below the pointer.
  await page.mouse.move(kansas.x, kansas.y - 8, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('Marker marker_2 moved.')).toBeVisible();
  await expect.poll(async () => (await markersOn(preview)).find((marker) => marker.id === 'marker_2')?.region).toBe('US-KS');

  // The Denver marker gets an uploaded image, which also becomes the default marker image.
  await page.getByRole('list', { name: 'Markers', exact: true }).getByRole('button', { name: 'Denver office' }).click();
  await page.getByLabel('Upload a marker image').setInputFiles(BLUE_PIN);
  await expect(page.getByText('Marker image blue-pin.svg uploaded.')).toBeVisible();
  const markerImage = page.getByRole('group', { name: 'Marker image', exact: true });
  await expect(markerImage.getByRole('radio', { name: /blue-pin-.*\.svg/ })).toBeChecked();
  await expect.poll(async () => (await markersOn(preview)).find((marker) => marker.id === 'marker_1')?.src).toMatch(/\/uploads\/blue-pin-.*\.svg$/);
  await page.getByRole('group', { name: 'Default marker image' }).getByRole('radio', { name: /blue-pin-.*\.svg/ }).check();
  await page.getByRole('button', { name: 'Done' }).click();

  // Records show as markers on a public map whose directory lists the records.
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Map options' }).click();
  await page.getByRole('button', { name: 'Directory' }).click();
  await page.getByLabel('Directory on').check();
  await expect(page.getByText(/^[1-9]\d* unsaved changes$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
  await expect(page.getByText('0 unsaved changes', { exact: true })).toBeVisible();

  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const publicMap = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(publicMap);
  await expect(publicMap.locator('[data-region-id="US-TX"]')).toHaveCount(0);
  await expect(publicMap.getByRole('option', { name: 'Denver office' })).toHaveCount(1);
  await expect(publicMap.locator('[role="option"][data-marker-id]')).toHaveCount(2);
  const placed = await markersOn(publicMap);
  expect(placed.map((marker) => marker.region).sort()).toEqual(['US-CO', 'US-KS']);
  expect(placed.find((marker) => marker.title === 'Denver office')?.src).toMatch(/\/uploads\/blue-pin-.*\.svg$/);
  const publicCalifornia = await regionPoint(publicMap, 'US-CA');
  await page.mouse.click(publicCalifornia.x, publicCalifornia.y);
  await expect(page).toHaveURL(/\/healthz\?from=california$/);

  // Back in the editor: Nevada's status and the default marker image were stored.
  await page.goto(`${server.url}/admin/#/maps/${mapId}/editor`);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Regions' }).click();
  await chooseRegion(page, 'nev', /Nevada/);
  await expect(page.getByRole('group', { name: 'Region US-NV' }).getByLabel('Status')).toHaveValue('0');
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  await expect(page.getByRole('group', { name: 'Default marker image' }).getByRole('radio', { name: /blue-pin-.*\.svg/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Markers (2)' })).toBeVisible();
});

test('a file that is not an image is refused with the server\'s message', async ({ page, server }) => {
  await openUsaMapEditor(page, server.url);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  await page.getByLabel('Upload a marker image').setInputFiles({ name: 'pin.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'The file is not' })).toHaveText('The file is not a PNG, JPEG, GIF, WebP or SVG image.');
  await expect(page.getByRole('group', { name: 'Default marker image' }).getByRole('radio')).toHaveCount(1);
});

test('without a mouse, a marker is added in the middle of the view, moved by its coordinates and deleted', async ({ page, server }) => {
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  await page.getByRole('button', { name: 'Add a marker in the middle of the view' }).click();
  await expect(page.getByText('Marker marker_1 added.')).toBeVisible();
  await expect(preview.locator('[role="option"][data-marker-id="marker_1"]')).toHaveCount(1);

  // Kansas's centre in image coordinates, typed into the marker's X and Y.
  const centre = await page.evaluate((id) => {
    type Engine = { document(): { regions: Array<{ id: string; bbox: { minX: number; minY: number; maxX: number; maxY: number } }> } };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const box = engine.document().regions.find((region) => region.id === 'US-KS')!.bbox;
    return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  }, mapId);
  const marker = page.getByRole('group', { name: 'Marker marker_1' });
  await marker.getByLabel('X', { exact: true }).fill(String(centre.x));
  await marker.getByLabel('Y', { exact: true }).fill(String(centre.y));
  await marker.getByLabel('Y', { exact: true }).press('Tab');
  await expect.poll(async () => (await markersOn(preview)).find((placed) => placed.id === 'marker_1')?.region).toBe('US-KS');
  await expect(page.getByText('1 unsaved changes', { exact: true })).toBeVisible();

  await marker.getByRole('button', { name: 'Delete marker' }).click();
  await expect(page.getByText('Marker marker_1 deleted.')).toBeVisible();
  await expect(preview.locator('[role="option"][data-marker-id]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Markers (0)' })).toBeVisible();
  await expect(page.getByText('0 unsaved changes', { exact: true })).toBeVisible();
});
