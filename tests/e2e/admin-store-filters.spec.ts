import path from 'node:path';
import type { Dialog, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { livePreview, logIn, markersOn, uploadSvgMap } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { waitReady } from './support/viewerPage';

const GERMANY_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-germany.svg');

let server: RunningServer;
test.beforeAll(async () => { server = await startServer(); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

const CITIES = [
  { region: 'Bavaria', city: 'Munich', point: '48.137, 11.575' },
  { region: 'DE-BE', city: 'Berlin', point: '52.52, 13.405' },
  { region: 'Hamburg', city: 'Hamburg', point: '53.551, 9.993' },
  { region: 'Bavaria, Berlin', city: 'Nuremberg', point: '49.452, 11.077' },
];
const CATEGORIES = ['Cafe', 'Bakery', 'Bookshop'];

/** 200 stores: category and city cycle, so every pair has rows; plus three bad rows. */
function storesCsv(): string {
  const lines = ['title,category,regions,location'];
  for (let index = 0; index < 200; index += 1) {
    const place = CITIES[index % CITIES.length];
    const category = CATEGORIES[index % CATEGORIES.length];
    lines.push(`${category} ${index} ${place?.city},${category},"${place?.region}","${place?.point}"`);
  }
  lines.splice(51, 0, ',Cafe,Bavaria,"48.1, 11.5"');
  lines.splice(101, 0, 'Lost cafe,Cafe,Bavaria,"123, 500"');
  lines.push('"Broken bakery,Bakery,Bavaria,"48.1, 11.5"');
  return lines.join('\n');
}

/** Creates the Germany map through the admin's upload and publishes it (visitors see only published maps). */
function uploadGermany(page: Page): Promise<number> {
  return uploadSvgMap(page, GERMANY_SVG);
}

async function addFilter(page: Page, choice: string): Promise<void> {
  await page.getByLabel('Filter by').selectOption({ label: choice });
  await page.getByRole('button', { name: 'Add filter' }).click();
}

test('a new admin builds a store locator with filters, and a visitor filters it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await logIn(page, server.url);
  const mapId = await uploadGermany(page);

  // The store schema: a category select on the records form.
  await page.getByRole('link', { name: 'Form builder' }).click();
  await page.getByLabel('Field type').selectOption('select');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Category');
  await page.getByLabel('Options').fill('Cafe:cafe\nBakery:bakery\nBookshop:books');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  // 200 stores plus a titleless row, a row with impossible coordinates and one with a stray quote.
  await page.getByRole('link', { name: 'Import / export' }).click();
  await page.getByLabel('CSV file').first().setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(storesCsv()) });
  await expect(page.getByText('202 rows found. 1 rows could not be read.')).toBeVisible();
  await expect(page.getByLabel('Field for column regions')).toHaveValue('regions', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 202 rows' }).click();
  const report = page.locator('.admin-import-report');
  await expect(report).toContainText('201 rows imported, 2 rows rejected.', { timeout: 60_000 });
  const rejected = page.getByRole('list', { name: 'Rejected rows' });
  await expect(rejected.getByRole('listitem')).toHaveText(['Line 52: The row has no title.', 'Line 204: An unbalanced quote (") makes the row unreadable.']);
  await expect(page.getByRole('list', { name: 'Imported rows with parts left out' })).toContainText('Line 102: Latitude 123 is out of range');

  // Filters: category, region and distance, with the directory beside them.
  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Directory' }).click();
  await page.getByLabel('Directory on').check();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Filters on').check();
  await addFilter(page, 'Category (select)');
  await addFilter(page, 'Regions (region)');
  await addFilter(page, 'Distance from an address');
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(3);
  // Live in the preview.
  await expect(page.locator('.admin-preview .mapsvg-filters').getByLabel('Category')).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  // A visitor (no session) filters the published map.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(map);
  const entries = map.locator('.mapsvg-directory-entry');
  await expect(entries.first()).toBeVisible();
  await map.locator('.mapsvg-filters').getByLabel('Category').selectOption({ label: 'Bakery' });
  await expect.poll(async () => (await entries.allTextContents()).every((text) => text.includes('Bakery'))).toBe(true);
  const regionBox = map.locator('.mapsvg-filters').getByRole('combobox', { name: 'Regions' });
  await regionBox.fill('Hamb');
  await map.locator('.mapsvg-filters').getByRole('option', { name: 'Hamburg', exact: true }).click();
  await expect.poll(async () => {
    const texts = await entries.allTextContents();
    return texts.length > 0 && texts.every((text) => /Bakery \d+ Hamburg/.test(text));
  }).toBe(true);
  await regionBox.fill('');
  await expect.poll(async () => (await entries.allTextContents()).some((text) => text.includes('Munich'))).toBe(true);
  const from = map.locator('.mapsvg-filters').getByRole('combobox', { name: 'from' });
  await from.fill('Munich');
  await map.locator('.mapsvg-filters').getByRole('option', { name: /Munich/ }).first().click();
  await expect.poll(async () => {
    const texts = await entries.allTextContents();
    return texts.length > 0 && texts.every((text) => /Bakery \d+ Munich/.test(text));
  }).toBe(true);
});

test('leaving the form builder or the editor with unsaved changes asks first', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const mapId = await uploadGermany(page);
  const asked: string[] = [];
  let answer = false;
  const onDialog = (dialog: Dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', onDialog);

  await page.getByRole('link', { name: 'Form builder' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Staying keeps the work and the address.
  await page.getByRole('link', { name: 'Records' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave and lose them?']);
  await expect(page).toHaveURL(new RegExp(`#/maps/${mapId}/schema$`));
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(5);
  // Back asks too.
  await page.goBack();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(5);

  // A reload keeps the added field as a draft of this tab (the browser asked first).
  answer = true;
  await page.reload();
  await expect(page.getByText('Your unsaved changes to this form were kept')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(5);
  const askedBefore = asked.length;
  // Agreeing to leave leaves.
  await page.getByRole('link', { name: 'Map editor' }).click();
  await expect.poll(() => asked.length).toBe(askedBefore + 1);
  await expect(page).toHaveURL(new RegExp(`#/maps/${mapId}/editor$`));
  await page.getByLabel('Title', { exact: true }).fill('Renamed');
  await expect(page.getByText('1 unsaved changes')).toBeVisible();
  answer = false;
  await page.getByRole('link', { name: 'Maps', exact: true }).click();
  await expect.poll(() => asked.length).toBe(askedBefore + 2);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Renamed');
  // A reload warns through the browser's own question.
  const reload = page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(await reload).toBe(true);
});

test('on a calibrated map a marker is added and moved by typing latitude and longitude', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await uploadGermany(page);
  const preview = livePreview(page);
  await waitReady(preview);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Markers' }).click();
  const addForm = page.getByRole('form', { name: 'Add a marker at coordinates' });
  await addForm.getByLabel('Latitude').fill('123');
  await addForm.getByLabel('Longitude').fill('500');
  await addForm.getByRole('button', { name: 'Add marker' }).click();
  await expect(addForm.getByRole('alert')).toHaveText('Latitude 123 is out of range: it must be between -90 and 90.');
  // Munich lies in Bavaria.
  await addForm.getByLabel('Latitude').fill('48.137');
  await addForm.getByLabel('Longitude').fill('11.575');
  await addForm.getByRole('button', { name: 'Add marker' }).click();
  await expect.poll(async () => (await markersOn(preview)).map((marker) => marker.region)).toEqual(['DE-BY']);
  // Moved to Hamburg by typing.
  const moveForm = page.getByRole('form', { name: 'Marker coordinates' });
  await expect(moveForm.getByLabel('Latitude')).toHaveValue('48.137');
  await moveForm.getByLabel('Latitude').fill('53.551');
  await moveForm.getByLabel('Longitude').fill('9.993');
  await moveForm.getByRole('button', { name: 'Move marker' }).click();
  await expect.poll(async () => (await markersOn(preview)).map((marker) => marker.region)).toEqual(['DE-HH']);
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
});

test('the record form refuses coordinates off the globe with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await uploadGermany(page);
  await page.getByRole('link', { name: 'Records' }).click();
  await page.getByRole('button', { name: 'Add record' }).click();
  const form = page.getByRole('dialog', { name: 'New record' });
  await form.getByLabel('Title').fill('Nowhere');
  await form.getByLabel('Latitude').fill('123');
  await form.getByLabel('Longitude').fill('500');
  await form.getByLabel('Longitude').press('Tab');
  await expect(form.getByRole('alert')).toHaveText('Latitude 123 is out of range: it must be between -90 and 90.');
  await form.getByLabel('Latitude').fill('52.52');
  await expect(form.getByRole('alert')).toHaveText('Longitude 500 is out of range: it must be between -180 and 180.');
  await form.getByLabel('Longitude').fill('13.405');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Nowhere/ })).toContainText('52.52, 13.405');
});
