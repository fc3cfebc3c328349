import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { addField, importCsv, logIn, markersOn, uploadUsaMap } from './support/admin';
import { mapById, mapPageUrl, waitReady } from './support/viewerPage';

/** Opens a map on its own page as a visitor (no session) and waits until it is drawn. */
async function openAsVisitor(page: Page, serverUrl: string, mapId: number): Promise<Locator> {
  await page.goto(mapPageUrl(serverUrl, mapId));
  const map = mapById(page, mapId);
  await waitReady(map);
  return map;
}

/** Clicks the marker of the record with this title (the pin stands above its point). */
async function clickMarker(map: Locator, title: string): Promise<void> {
  await expect.poll(async () => (await markersOn(map)).some((marker) => marker.title === title)).toBe(true);
  const marker = (await markersOn(map)).find((candidate) => candidate.title === title);
  if (!marker) throw new Error(`no marker titled ${title}`);
  await map.page().mouse.click(marker.x, marker.y - 12);
}

test('a wrong password keeps the username; regions are found by id; points imported by coordinates get an address', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Signed in as admin')).toBeVisible();

  const mapId = await uploadUsaMap(page);
  await page.getByRole('link', { name: 'Regions', exact: true }).click();
  await page.getByLabel('Search').fill('US-TX');
  await expect(page.getByRole('row', { name: /Texas/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /California/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Import / export' }).click();
  await page.getByLabel('CSV file').first().setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from('title,location\nDenver store,"39.74, -104.98"\n') });
  await expect(page.getByLabel('Field for column location')).toHaveValue('location', { timeout: 30_000 });
  await page.getByLabel('Give rows located by coordinates the address of the nearest place').check();
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  // The first lookup waits for the offline geocoder's place index to be built.
  await expect(page.locator('.admin-import-report')).toContainText('1 rows imported', { timeout: 180_000 });

  const visitor = await (await browser.newContext()).newPage();
  const map = await openAsVisitor(visitor, server.url, mapId);
  await clickMarker(map, 'Denver store');
  await expect(map.locator('.mapsvg-details-view')).toContainText('Denver');
});


/** A small marker picture of one colour, as an admin would upload it. */
function markerPng(red: number, green: number, blue: number): Buffer {
  const image = new PNG({ width: 12, height: 20 });
  for (let index = 0; index < image.data.length; index += 4) image.data.set([red, green, blue, 255], index);
  return PNG.sync.write(image);
}

test('markers by field: an image per category reaches every imported record, and the legend lists the categories', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('link', { name: 'Form builder' }).click();
  await addField(page, 'select', 'Category', 'Cafe:cafe\nBakery:bakery');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  const stores = ['title,category,location', 'Cafe Denver,Cafe,"39.74, -104.98"', 'Bakery Austin,Bakery,"30.27, -97.74"', 'Cafe Boston,Cafe,"42.36, -71.06"'];
  const report = await importCsv(page, { csv: stores.join('\n'), rows: 3, mappedColumn: 'category' });
  await expect(report).toContainText('3 rows imported', { timeout: 60_000 });

  // The images are chosen after the import: saving the form gives every stored record its image.
  await page.getByRole('link', { name: 'Form builder' }).click();
  await page.getByRole('button', { name: /^location Location/ }).click();
  await page.getByLabel('Marker image by field').check();
  await expect(page.getByLabel('Marker field')).toHaveValue('category');
  await page.getByLabel('Upload a marker image for Cafe').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: markerPng(120, 60, 20) });
  await expect(page.getByLabel('Marker image for Cafe', { exact: true })).toHaveValue(/^uploads\//);
  await page.getByLabel('Upload a marker image for Bakery').setInputFiles({ name: 'bread.png', mimeType: 'image/png', buffer: markerPng(230, 180, 40) });
  await expect(page.getByLabel('Marker image for Bakery', { exact: true })).toHaveValue(/^uploads\//);
  const preview = page.getByRole('list', { name: 'Marker images' }).locator('img');
  await expect(preview.first()).toHaveAttribute('src', /\/uploads\/.*cup/);
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
    const map = await openAsVisitor(await context.newPage(), server.url, mapId);
    await expect.poll(async () => (await markersOn(map)).map((marker) => `${marker.title}: ${/cup|bread/.exec(marker.src)?.[0] ?? marker.src}`).sort())
      .toEqual(['Bakery Austin: bread', 'Cafe Boston: cup', 'Cafe Denver: cup']);
    const legend = map.getByRole('region', { name: 'Markers by category' });
    // On a phone the legend starts folded to its title, which opens it.
    if (viewport.width < 500) await legend.getByRole('button', { name: 'Markers by category', expanded: false }).tap();
    await expect(legend.getByRole('listitem')).toHaveText(['Cafe', 'Bakery']);
    await expect(legend.locator('img').first()).toHaveAttribute('src', /cup/);
    await expect(legend).toBeInViewport();
    await context.close();
  }
});

test('the template field picker inserts a field by its label from the keyboard, and the visitor sees its value', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('link', { name: 'Form builder' }).click();
  await addField(page, 'select', 'Category', 'Garden centre:garden\nBakery:bakery');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  const report = await importCsv(page, { csv: 'title,category,location\nDenver store,garden,"39.74, -104.98"', rows: 1, mappedColumn: 'category' });
  await expect(report).toContainText('1 rows imported', { timeout: 60_000 });

  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Templates' }).click();
  const picker = page.getByLabel('Field for Record details view');
  await picker.focus();
  await picker.selectOption({ label: 'Category: label' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Insert into Record details view' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Record details view' })).toContainText('{{category_text}}');
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  const map = await openAsVisitor(visitor, server.url, mapId);
  await clickMarker(map, 'Denver store');
  await expect(map.locator('.mapsvg-details-view')).toContainText('Garden centre');
});

