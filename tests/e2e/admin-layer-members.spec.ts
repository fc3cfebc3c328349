import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addField, importCsv, livePreview, logIn, uploadSvgMap } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { waitReady } from './support/viewerPage';

const GERMANY_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-germany.svg');

let server: RunningServer;
test.beforeAll(async () => { server = await startServer(); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** Four shops around Munich and three car parks in Berlin; two of them are drafts (Disabled). */
const PLACES_CSV = [
  'title,kind,status,location',
  'Shop Marienplatz,Shops,Enabled,"48.137, 11.575"',
  'Shop Schwabing,Shops,Enabled,"48.16, 11.58"',
  'Shop Pasing,Shops,Disabled,"48.15, 11.46"',
  'Shop Giesing,Shops,Enabled,"48.11, 11.59"',
  'Park Mitte,Parking,Enabled,"52.52, 13.405"',
  'Park Kreuzberg,Parking,Disabled,"52.49, 13.40"',
  'Park Pankow,Parking,Enabled,"52.57, 13.40"',
].join('\n');

const markerOptions = (map: Locator) => map.locator('[role="option"][data-marker-id]');
const regionOption = (map: Locator, id: string) => map.locator(`[role="option"][data-region-id="${id}"]`);

test('a new admin puts regions and records into layers, filters records by status and clears region data', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await logIn(page, server.url);
  const mapId = await uploadSvgMap(page, GERMANY_SVG);

  // The records schema: a kind (whose value names the layer) and a status.
  await page.getByRole('link', { name: 'Form builder' }).click();
  await addField(page, 'select', 'Kind', 'Shops:shops\nParking:parking');
  await addField(page, 'status');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  const report = await importCsv(page, { csv: PLACES_CSV, rows: 7, mappedColumn: 'status', fileName: 'places.csv' });
  await expect(report).toContainText('7 rows imported', { timeout: 60_000 });

  // The records screen filters by status.
  await page.getByRole('link', { name: 'Records' }).click();
  const records = page.getByRole('region', { name: 'Records' });
  const rows = records.locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await records.getByLabel('Status').selectOption({ label: 'Disabled' });
  await expect(rows).toHaveCount(2);
  await expect(rows).toContainText(['Park Kreuzberg', 'Shop Pasing']);
  await records.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expect(rows).toHaveCount(7);

  // Layers: records by their kind, Bavaria into Shops from the builder, Berlin into Parking from its form.
  await page.getByRole('link', { name: 'Map editor' }).click();
  await waitReady(livePreview(page));
  await page.getByRole('button', { name: 'Layers and floors' }).click();
  await page.getByLabel('Layers control').check();
  const layers = page.getByRole('region', { name: 'Layers' });
  await layers.getByLabel('Records go into the layer their field names').selectOption({ label: 'Kind' });
  await layers.getByRole('button', { name: 'One layer per option of this field' }).click();
  await expect(layers.getByLabel('Layer title').nth(0)).toHaveValue('Shops');
  await expect(layers.getByLabel('Layer title').nth(1)).toHaveValue('Parking');
  await layers.getByLabel('Add a region to Shops').selectOption({ label: 'Bavaria (DE-BY)' });
  await expect(layers.getByRole('list', { name: 'Regions of Shops' })).toContainText('Bavaria');
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Regions' }).click();
  await page.getByLabel('Find a region').fill('Berlin');
  await page.getByRole('list', { name: 'Regions found' }).getByRole('button', { name: 'Berlin (DE-BE)' }).click();
  await page.getByRole('group', { name: 'Region DE-BE' }).getByLabel('Layer', { exact: true }).selectOption({ label: 'Parking' });

  // Live in the preview.
  const preview = livePreview(page);
  await expect(preview.getByRole('group', { name: 'Show on map' }).getByRole('checkbox', { name: 'Shops' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
  await expect(page.getByText('0 unsaved changes')).toBeVisible();

  // A visitor's layers control shows and hides exactly those regions and markers.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(map);
  const control = map.getByRole('group', { name: 'Show on map' });
  await expect(markerOptions(map)).toHaveCount(7, { timeout: 30_000 });
  await control.getByRole('checkbox', { name: 'Shops' }).uncheck();
  await expect(markerOptions(map)).toHaveCount(3);
  await expect(regionOption(map, 'DE-BY')).toHaveCount(0);
  await expect(regionOption(map, 'DE-BE')).toHaveCount(1);
  await expect(regionOption(map, 'DE-HH')).toHaveCount(1);
  await control.getByRole('checkbox', { name: 'Parking' }).uncheck();
  await expect(markerOptions(map)).toHaveCount(0);
  await expect(regionOption(map, 'DE-BE')).toHaveCount(0);
  await control.getByRole('checkbox', { name: 'Shops' }).check();
  await expect(markerOptions(map)).toHaveCount(4);
  await expect(regionOption(map, 'DE-BY')).toHaveCount(1);

  // Regions: "Clear all" asks, then empties the regions' data and keeps the regions of the file.
  await page.getByRole('link', { name: 'Regions' }).click();
  const regions = page.getByRole('region', { name: 'Regions' });
  await regions.getByRole('searchbox', { name: 'Search' }).fill('Bavaria');
  await regions.getByRole('button', { name: 'Edit region DE-BY' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Status').selectOption({ label: 'Disabled' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(regions.locator('tbody tr')).toContainText(['Disabled']);
  await regions.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(regions.locator('tbody tr')).toHaveCount(16);

  let question = '';
  page.once('dialog', (dialog) => { question = dialog.message(); void dialog.dismiss(); });
  await regions.getByRole('button', { name: 'Clear all' }).click();
  await expect.poll(() => question).toContain('The regions themselves stay');
  await regions.getByLabel('Status').selectOption({ label: 'Disabled' });
  await expect(regions.locator('tbody tr')).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await regions.getByRole('button', { name: 'Clear all' }).click();
  await expect(regions.getByText('No regions found.')).toBeVisible();
  await regions.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expect(regions.locator('tbody tr')).toHaveCount(16);
  await expect(regions.locator('tbody tr', { hasText: 'Bavaria' })).not.toContainText('Disabled');
});
