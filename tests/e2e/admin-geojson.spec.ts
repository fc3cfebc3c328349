import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const store = (id: number, title: string, geometry: unknown) => ({ type: 'Feature', properties: { id, title, notes: 'from GeoJSON' }, geometry });

/** Four good stores and four bad features: three the importer refuses, one the server refuses. */
const STORES = {
  type: 'FeatureCollection',
  features: [
    store(1, 'Geo Austin', point(-97.74, 30.27)),
    store(2, 'Geo Lake', { type: 'Polygon', coordinates: [[[-97, 30], [-96, 30], [-96, 31], [-97, 30]]] }),
    store(3, 'Geo Denver', point(-104.99, 39.74)),
    store(4, 'Geo Swapped', point(30.27, -97.74)),
    { type: 'Point', coordinates: [1, 2] },
    store(6, 'Geo Online', null),
    store(1, 'Geo Duplicate', point(-80.19, 25.76)),
    store(8, 'Geo Seattle', point(-122.33, 47.61)),
  ],
};

test('a GeoJSON file imports its points, reports bad features per row and as CSV', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.goto(`${server.url}/admin/#/maps/${mapId}/import`);
  const importer = page.getByRole('region', { name: 'GeoJSON import' });

  await importer.getByLabel('GeoJSON file').setInputFiles({ name: 'broken.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{"type": "FeatureCollection", "features": [') });
  await expect(importer.getByRole('alert')).toContainText('broken.geojson: The file is not valid JSON');
  await importer.getByLabel('GeoJSON file').setInputFiles({ name: 'shape.json', mimeType: 'application/json', buffer: Buffer.from('{"type": "Polygon", "coordinates": []}') });
  await expect(importer.getByRole('alert')).toContainText('bare Polygon geometry');

  await importer.getByLabel('GeoJSON file').setInputFiles({ name: 'stores.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(STORES)) });
  await expect(importer.getByText('8 features found: 4 with a point, 3 that cannot be imported.')).toBeVisible();
  await expect(importer.getByText('Points go into the field "location".')).toBeVisible({ timeout: 30_000 });
  await expect(importer.getByLabel('Field for column title')).toHaveValue('title');
  await expect(importer.getByLabel('Field for column id')).toHaveValue('id');
  await expect(importer.getByRole('table', { name: 'Preview' })).toContainText('Point 30.27, -97.74');
  await importer.getByRole('button', { name: 'Import 8 features' }).click();

  await expect(importer.getByText('5 of 5 features')).toBeVisible({ timeout: 30_000 });
  await expect(importer.locator('.admin-import-report')).toContainText('4 features imported, 4 features rejected.');
  const rejected = importer.getByRole('list', { name: 'Rejected features' }).getByRole('listitem');
  await expect(rejected).toHaveText([
    'Feature 2: Only Point geometries can be imported as a location; this feature is a Polygon.',
    "Feature 4: The Point's coordinates are out of range (latitude -97.74, longitude 30.27).",
    'Feature 5: Not a GeoJSON Feature.',
    'Feature 7: A record with this id already exists.',
  ]);
  const download = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Download the rejected features (CSV)' }).click();
  const report = readFileSync(await (await download).path(), 'utf8').trim().split(/\r?\n/);
  expect(report[0]).toBe('feature,chunk,message');
  expect(report).toContain('7,,A record with this id already exists.');

  await page.getByRole('link', { name: 'Records' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Geo');
  for (const title of ['Geo Austin', 'Geo Denver', 'Geo Online', 'Geo Seattle']) await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  for (const title of ['Geo Lake', 'Geo Swapped', 'Geo Duplicate']) await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
