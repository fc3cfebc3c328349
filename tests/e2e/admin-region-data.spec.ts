import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './support/fixtures';
import { addField, importCsv, logIn, uploadSvgMap } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { waitReady } from './support/viewerPage';

const EUROPE_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/not-calibrated-europe.svg');

let server: RunningServer;
test.beforeAll(async () => { server = await startServer(); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** Adds a text field stored as a number to the open form builder. */
async function addNumberField(page: Page, label: string, storedAs: 'Whole number' | 'Decimal number'): Promise<void> {
  await page.getByLabel('Field type').selectOption('text');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByLabel('Stored as').selectOption({ label: storedAs });
}

/** The fill of each region on the public map. */
async function publicFills(page: Page, mapId: number, ids: string[]): Promise<Record<string, string>> {
  return page.evaluate(({ id, regionIds }) => {
    type Engine = { region(regionId: string): { currentFill: string } | undefined };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    return Object.fromEntries(regionIds.map((regionId) => [regionId, engine.region(regionId)?.currentFill ?? '']));
  }, { id: mapId, regionIds: ids });
}

test('a new admin gives an uploaded map region fields, imports their values and publishes a choropleth by either field', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, server.url);
  await page.getByLabel('Upload an SVG map').setInputFiles(EUROPE_SVG);
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  const mapId = Number(/#\/maps\/(\d+)\//.exec(page.url())?.[1]);

  // The regions table knows the file's regions at once.
  await page.getByRole('link', { name: 'Regions' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('de');
  await expect(page.getByRole('row', { name: /^de\b/ })).toBeVisible();

  // Two numeric fields on the regions form.
  await page.getByRole('link', { name: 'Form builder' }).click();
  await page.getByRole('button', { name: 'Regions form' }).click();
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(3);
  await addNumberField(page, 'Population', 'Whole number');
  await addNumberField(page, 'GDP per head', 'Decimal number');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  // A region CSV with values; one row names a region the map does not have.
  const csv = ['id,population,gdp_per_head', 'de,83000000,48.7', 'fr,68000000,44.4', 'es,48000000,33.1', 'pl,37000000,21.0', 'atlantis,1,1'].join('\n');
  const report = await importCsv(page, { csv, rows: 5, mappedColumn: 'gdp_per_head', table: `Regions (regions_${mapId})`, fileName: 'regions.csv' });
  await expect(report).toContainText('4 rows imported, 1 rows rejected.');
  await expect(page.getByRole('list', { name: 'Rejected rows' })).toContainText('Line 6: Unknown region "atlantis"');

  // The region rows are edited in the regions table.
  await page.getByRole('link', { name: 'Regions' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('it');
  await page.getByRole('button', { name: 'Edit region it' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Population').fill('59000000');
  await form.getByLabel('GDP per head').fill('36.8');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  // The choropleth by population, with its legend.
  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Choropleth' }).click();
  await page.getByLabel('Choropleth on').check();
  await expect(page.getByLabel('Source field').locator('option')).toHaveText(['—', 'population', 'gdp_per_head', 'status']);
  await page.getByLabel('Source field').selectOption('population');
  await page.getByLabel('Legend title').fill('Europe in numbers');
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  const publicPage = await page.context().newPage();
  const shortcode = `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`;
  await publicPage.goto(`${server.url}${shortcode}`);
  await waitReady(publicPage.locator(`.mapsvg[data-map-id="${mapId}"]`));
  const legend = publicPage.getByRole('region', { name: 'Europe in numbers' });
  // The scale's borders split 37 000 000 … 83 000 000 into five steps, written compactly
  // (46 200 000 is 46M, 73 800 000 is 74M).
  await expect(legend).toContainText('46M');
  await expect(legend).toContainText('74M');
  await expect(legend).toContainText('No data');
  const byPopulation = await publicFills(publicPage, mapId, ['de', 'fr', 'pl', 'it', 'ru']);
  // Most people: the high colour; least: the low colour; no value: the no-data grey.
  expect(byPopulation.de).toBe('#ee0000');
  expect(byPopulation.pl).toBe('#550000');
  expect(byPopulation.ru).toBe('#999999');

  // Switched to the other field, the public map colours by it.
  await page.getByLabel('Source field').selectOption('gdp_per_head');
  // "Map saved." still shows from the first save: wait for this save's answer itself.
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith(`/maps/${mapId}`));
  await page.getByRole('button', { name: 'Save map' }).click();
  expect((await saved).ok()).toBe(true);
  await publicPage.reload();
  await waitReady(publicPage.locator(`.mapsvg[data-map-id="${mapId}"]`));
  await expect(publicPage.getByRole('region', { name: 'Europe in numbers' })).toContainText('26.54');
  const byGdp = await publicFills(publicPage, mapId, ['de', 'fr', 'pl', 'it', 'ru']);
  expect(byGdp.de).toBe('#ee0000');
  expect(byGdp.pl).toBe('#550000');
  expect(byGdp.it).not.toBe(byPopulation.it);
});

/** Downloads the chosen table from the import and export screen: its text and its rows by id. */
async function exportCsv(page: Page): Promise<{ text: string; rows: Map<string, Record<string, string>> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Export' }).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { text, rows: new Map(parsed.data.map((row) => [row.id ?? '', row])) };
}

test('regions with custom fields, images and labels export to CSV and import back the same', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  const mapId = await uploadSvgMap(page, EUROPE_SVG);

  await page.getByRole('link', { name: 'Form builder' }).click();
  await page.getByRole('button', { name: 'Regions form' }).click();
  await addNumberField(page, 'Population', 'Whole number');
  await addField(page, 'select', 'Zone', 'Euro area:euro\nOther:other');
  await addField(page, 'image');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  const csv = [
    'id,population,zone,images,status',
    'de,83000000,Euro area,/uploads/de-flag.png,Enabled',
    'pl,37000000,Other,"/uploads/pl-flag.png, /uploads/pl-map.png",Disabled',
  ].join('\n');
  const report = await importCsv(page, { csv, rows: 2, mappedColumn: 'images', table: `Regions (regions_${mapId})`, fileName: 'regions.csv' });
  await expect(report).toContainText('2 rows imported, 0 rows rejected.');

  // Every region of the file is a row; option fields by label, images by address.
  const first = await exportCsv(page);
  expect(first.text.split(/\r?\n/)[0]).toBe('id,title,status,population,zone,images');
  expect(first.rows.get('de')).toMatchObject({ title: expect.any(String), status: 'Enabled', population: '83000000', zone: 'Euro area', images: '/uploads/de-flag.png' });
  expect(first.rows.get('pl')).toMatchObject({ status: 'Disabled', population: '37000000', zone: 'Other', images: '/uploads/pl-flag.png, /uploads/pl-map.png' });
  expect(first.rows.get('fr')).toMatchObject({ population: '', zone: '', images: '' });

  // Cleared and imported from the export, the table exports the same file again.
  await page.getByRole('link', { name: 'Regions' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('region', { name: 'Regions' }).getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('link', { name: 'Import / export' }).click();
  await page.getByLabel('Table').selectOption({ label: `Regions (regions_${mapId})` });
  const cleared = await exportCsv(page);
  expect(cleared.rows.get('de')).toMatchObject({ population: '', zone: '', images: '' });

  await page.getByLabel('CSV file').first().setInputFiles({ name: 'exported.csv', mimeType: 'text/csv', buffer: Buffer.from(first.text) });
  await expect(page.getByLabel('Field for column images')).toHaveValue('images', { timeout: 30_000 });
  await page.getByRole('button', { name: `Import ${first.rows.size} rows` }).click();
  await expect(page.locator('.admin-import-report')).toContainText(`${first.rows.size} rows imported, 0 rows rejected.`, { timeout: 60_000 });
  const again = await exportCsv(page);
  expect(again.text).toBe(first.text);
});
