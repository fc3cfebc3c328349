import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addField, importCsv, livePreview, logIn, uploadSvgMap } from './support/admin';
import { waitReady } from './support/viewerPage';

const GERMANY_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-germany.svg');

const markerOptions = (map: Locator) => map.locator('[role="option"][data-marker-id]');
const regionOption = (map: Locator, id: string) => map.locator(`[role="option"][data-region-id="${id}"]`);

/** The public page of a map, opened in a fresh visitor's browser context. */
async function visitorMap(browser: Browser, url: string, mapId: number): Promise<Locator> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(map);
  return map;
}

/** Adds a marker at typed coordinates in Markers mode, once the preview has taken the last edit; its form opens. */
async function addMarkerAt(page: Page, lat: string, lng: string): Promise<void> {
  await expect(page.locator('.admin-preview-status')).toHaveText('Preview up to date', { timeout: 40_000 });
  const addForm = page.getByRole('form', { name: 'Add a marker at coordinates' });
  await addForm.getByLabel('Latitude').fill(lat);
  await addForm.getByLabel('Longitude').fill(lng);
  await addForm.getByRole('button', { name: 'Add marker' }).click();
}

test('a new marker is put into a layer from its form before the map is saved, and visitors see it only while that layer is on', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await logIn(page, server.url);
  const mapId = await uploadSvgMap(page, GERMANY_SVG);
  await waitReady(livePreview(page));

  await page.getByRole('button', { name: 'Layers and floors' }).click();
  await page.getByLabel('Layers control').check();
  const layers = page.getByRole('region', { name: 'Layers' });
  await layers.getByRole('button', { name: 'Add layer' }).click();
  await layers.getByLabel('Layer title').fill('Shops');

  // Two new markers, not saved yet: Munich goes into Shops from its form, Hamburg stays in no layer.
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  await addMarkerAt(page, '48.137', '11.575');
  const munich = page.getByRole('group', { name: 'Marker marker_1' });
  await munich.getByLabel('Marker title').fill('Munich shop');
  await munich.getByLabel('Layer', { exact: true }).selectOption({ label: 'Shops' });
  await expect(munich.getByLabel('Layer', { exact: true })).toHaveValue('layer_1');
  await munich.getByRole('button', { name: 'Done' }).click();
  await addMarkerAt(page, '53.551', '9.993');
  await page.getByRole('group', { name: 'Marker marker_2' }).getByLabel('Marker title').fill('Hamburg shop');
  await page.getByRole('group', { name: 'Marker marker_2' }).getByRole('button', { name: 'Done' }).click();
  // A third one put into Shops and deleted again leaves the layer with it.
  await addMarkerAt(page, '52.52', '13.405');
  const berlin = page.getByRole('group', { name: 'Marker marker_3' });
  await berlin.getByLabel('Layer', { exact: true }).selectOption({ label: 'Shops' });
  await berlin.getByRole('button', { name: 'Delete marker' }).click();
  await expect(page.getByRole('heading', { name: 'Markers (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
  await expect(page.getByText('0 unsaved changes', { exact: true })).toBeVisible();

  // Saved, the marker is a record and keeps its layer under the record's id.
  await page.getByRole('list', { name: 'Markers' }).getByRole('button', { name: 'Munich shop' }).click();
  const saved = page.getByRole('group', { name: /^Marker record_\d+$/ });
  await expect(saved.getByLabel('Layer', { exact: true })).toHaveValue('layer_1');
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Map options' }).click();
  await expect(layers.getByRole('group', { name: 'Layer Shops' })).toContainText(/Markers: record_\d+$/);

  const map = await visitorMap(browser, server.url, mapId);
  const shops = map.getByRole('group', { name: 'Show on map' }).getByRole('checkbox', { name: 'Shops' });
  await expect(markerOptions(map)).toHaveCount(2, { timeout: 30_000 });
  await shops.uncheck();
  await expect(markerOptions(map)).toHaveCount(1);
  await expect(markerOptions(map)).toHaveAccessibleName(/Hamburg shop/);
  await shops.check();
  await expect(markerOptions(map)).toHaveCount(2);
});

test('an admin fills floors with single regions and puts records on floors by a field; visitors switch floors', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await logIn(page, server.url);
  const mapId = await uploadSvgMap(page, GERMANY_SVG);

  await page.getByRole('link', { name: 'Form builder' }).click();
  await addField(page, 'select', 'Level', 'Ground:ground\nUpper:upper');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  const csv = ['title,level,location', 'Cafe Munich,Ground,"48.137, 11.575"', 'Office Berlin,Upper,"52.52, 13.405"', 'Bakery Hamburg,Ground,"53.55, 9.99"'].join('\n');
  const report = await importCsv(page, { csv, rows: 3, mappedColumn: 'level', fileName: 'places.csv' });
  await expect(report).toContainText('3 rows imported', { timeout: 60_000 });

  await page.getByRole('link', { name: 'Map editor' }).click();
  await waitReady(livePreview(page));
  await page.getByRole('button', { name: 'Layers and floors' }).click();
  await page.getByLabel('Floors control').check();
  await page.getByLabel('Floors list expanded').check();
  const floors = page.getByRole('region', { name: 'Floors' });
  await floors.getByLabel('Records go into the floor their field names').selectOption({ label: 'Level' });
  await floors.getByRole('button', { name: 'One floor per option of this field' }).click();
  await expect(floors.getByLabel('Floor title')).toHaveCount(2);
  await expect(floors.getByLabel('Floor title').nth(0)).toHaveValue('Ground');
  await floors.getByLabel('Add a region to Ground').selectOption({ label: 'Bavaria (DE-BY)' });
  await floors.getByLabel('Add a region to Upper').selectOption({ label: 'Berlin (DE-BE)' });
  await expect(floors.getByRole('list', { name: 'Regions of Upper' })).toContainText('Berlin');
  await expect(livePreview(page).getByRole('radiogroup').getByRole('radio')).toHaveCount(2, { timeout: 40_000 });
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  // The ground floor first: its records and region; regions on no floor always show.
  const map = await visitorMap(browser, server.url, mapId);
  await expect(markerOptions(map)).toHaveCount(2, { timeout: 30_000 });
  await expect(regionOption(map, 'DE-BY')).toHaveCount(1);
  await expect(regionOption(map, 'DE-BE')).toHaveCount(0);
  await expect(regionOption(map, 'DE-HH')).toHaveCount(1);
  await map.getByRole('radiogroup').getByRole('radio', { name: 'Upper' }).check();
  await expect(markerOptions(map)).toHaveCount(1);
  await expect(markerOptions(map)).toHaveAccessibleName(/Office Berlin/);
  await expect(regionOption(map, 'DE-BE')).toHaveCount(1);
  await expect(regionOption(map, 'DE-BY')).toHaveCount(0);
  await expect(regionOption(map, 'DE-HH')).toHaveCount(1);
});
