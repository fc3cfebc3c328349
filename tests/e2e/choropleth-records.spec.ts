import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addField, importCsv, logIn, uploadSvgMap } from './support/admin';
import { expect, test } from './support/fixtures';
import { mapById, mapPageUrl, selectedRegions, waitReady } from './support/viewerPage';

const EUROPE_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/not-calibrated-europe.svg');

test.use({ viewport: { width: 1280, height: 800 } });

/** Shops with their sales, each linked to its country; Warsaw has no sales figure yet. */
const SHOPS_CSV = [
  'title,sales,regions',
  'Berlin shop,120,de',
  'Munich shop,80,de',
  'Paris shop,150,fr',
  'Madrid shop,40,es',
  'Warsaw shop,,pl',
].join('\n');

/** The choropleth colour of each region on the public map (empty: none), through the MapSVG API. */
async function choroplethColors(page: Page, mapId: number, ids: readonly string[]): Promise<Record<string, string>> {
  return page.evaluate(({ id, regionIds }) => {
    type Handle = { engine: { regions(): Array<{ id: string; choroplethColor?: string }> } | null };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id);
    const byId = new Map(handle?.engine?.regions().map((region) => [region.id, region.choroplethColor ?? '']) ?? []);
    return Object.fromEntries(regionIds.map((regionId) => [regionId, byId.get(regionId) ?? '']));
  }, { id: mapId, regionIds: ids });
}

test('an admin colours a map by its records (sales of shops linked to countries); the visitor sees the colours, the legend, and the records with their values in the data table', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await logIn(page, server.url);
  const mapId = await uploadSvgMap(page, EUROPE_SVG);

  // The records form: the country a shop is in, and its sales stored as a number.
  await page.getByRole('link', { name: 'Form builder' }).click();
  await addField(page, 'region');
  await page.getByLabel('Field type').selectOption('text');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Sales');
  await page.getByLabel('Stored as').selectOption({ label: 'Whole number' });
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  const report = await importCsv(page, { csv: SHOPS_CSV, rows: 5, mappedColumn: 'sales', fileName: 'shops.csv' });
  await expect(report).toContainText('5 rows imported', { timeout: 60_000 });

  // The choropleth takes its values from the records: the admin picks the source and its field.
  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Choropleth' }).click();
  await page.getByLabel('Choropleth on').check();
  await page.getByLabel('Source', { exact: true }).selectOption('database');
  await expect(page.getByLabel('Source field').locator('option')).toContainText(['sales']);
  await page.getByLabel('Source field').selectOption('sales');
  await page.getByLabel('Legend title').fill('Sales by country');
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await visitor.goto(mapPageUrl(server.url, mapId));
  const map = mapById(visitor, mapId);
  await waitReady(map);

  // The colours: a country's shops add up (Germany 200 above France 150 above Spain 40); a
  // country without shops, and Poland whose shop has no figure, take the no-data colour.
  await expect(map.getByRole('region', { name: 'Sales by country' })).toContainText('No data');
  await expect.poll(async () => Object.values(await choroplethColors(visitor, mapId, ['de', 'fr', 'es'])).every((color) => color !== '')).toBe(true);
  const colors = await choroplethColors(visitor, mapId, ['de', 'fr', 'es', 'pl', 'it']);
  expect(new Set([colors.de, colors.fr, colors.es]).size).toBe(3);
  expect(colors.pl).toBe(colors.it);
  expect([colors.de, colors.fr, colors.es]).not.toContain(colors.it);

  // The data table lists the records with their own values, highest first, and a record's row
  // selects the country it is linked to.
  await map.getByRole('button', { name: 'Data table' }).click();
  const table = map.getByRole('region', { name: 'Data table' });
  await table.getByRole('group', { name: 'Show in the table' }).getByRole('button', { name: 'Records' }).click();
  await expect(table.getByRole('table', { name: 'Records and their sales, 5 rows' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Record' })).toBeVisible();
  const body = table.locator('tbody tr');
  await expect(body).toHaveText([/^Paris shop\s*150$/, /^Berlin shop\s*120$/, /^Munich shop\s*80$/, /^Madrid shop\s*40$/, /^Warsaw shop\s*No data$/]);
  await table.getByRole('button', { name: 'Paris shop' }).click();
  await expect.poll(() => selectedRegions(visitor, mapId)).toEqual(['fr']);

  // The regions' view of the same table: each country with the sum of its shops.
  await table.getByRole('group', { name: 'Show in the table' }).getByRole('button', { name: /^Regions$/ }).click();
  await expect(table.getByRole('table', { name: /^Regions and their sales, \d+ rows$/ })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toHaveText(/^de\s*200$/);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();
});
