import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';
import { waitReady } from './support/viewerPage';

test.describe.configure({ mode: 'serial' });

test('an admin uploads a real map, sees upload errors, copies, unpublishes and deletes maps', async ({ page, server }) => {
  await logIn(page, server.url);
  await page.getByLabel('Upload an SVG map').setInputFiles({ name: 'notes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('just text') });
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page.getByRole('alert')).toHaveText('The file is not a valid SVG document.');

  const mapId = await uploadUsaMap(page);
  await expect(page.getByRole('heading', { name: 'geo-calibrated-usa' })).toBeVisible();
  await waitReady(page.locator('.admin-preview .mapsvg'));

  await page.getByRole('link', { name: 'Maps', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${mapId} geo-calibrated-usa `) });
  await row.getByRole('button', { name: 'Copy' }).click();
  const copy = page.getByRole('row', { name: /geo-calibrated-usa \(copy\)/ });
  await expect(copy).toBeVisible();
  await copy.getByRole('combobox').selectOption('0');
  await page.reload();
  await expect(page.getByRole('row', { name: /geo-calibrated-usa \(copy\)/ }).getByRole('combobox')).toHaveValue('0');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('row', { name: /geo-calibrated-usa \(copy\)/ }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /geo-calibrated-usa \(copy\)/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`^${mapId} geo-calibrated-usa `) })).toBeVisible();
});

test('the form builder derives names, reports every schema rule and saves fields of every type', async ({ page, server }) => {
  await logIn(page, server.url);
  await page.getByLabel('Map library').selectOption({ label: 'France (geo-calibrated)' });
  await page.getByRole('button', { name: 'Create from library' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  await page.getByRole('link', { name: 'Form builder' }).click();
  const builder = page.getByRole('region', { name: 'Form builder' });

  await builder.getByLabel('Field type').selectOption('location');
  await builder.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('alert')).toContainText('Error');
  await expect(page.getByRole('alert')).toContainText('You can add only 1 "Location" field');

  const addText = async (label: string) => {
    await builder.getByLabel('Field type').selectOption('text');
    await builder.getByRole('button', { name: 'Add field' }).click();
    await builder.getByLabel('Label', { exact: true }).last().fill(label);
  };
  await addText('Opening hours!');
  await expect(builder.getByLabel('Name', { exact: true }).last()).toHaveValue('opening_hours');
  await addText('Opening hours');
  await builder.getByRole('button', { name: 'Save form' }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Errors');
  await expect(notice).toContainText('Field names should be unique');
  await expect(page.locator('.admin-builder-item[data-invalid]')).toHaveCount(2);

  await builder.getByLabel('Name', { exact: true }).last().fill('lat');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(notice).toContainText('Field name "lat" is reserved, please set another name');
  await builder.getByLabel('Name', { exact: true }).last().fill('');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(notice).toContainText("Field name can't be empty");
  await builder.getByLabel('Name', { exact: true }).last().fill('hours_note');
  await builder.getByLabel('Label', { exact: true }).last().fill('Renamed label');
  await expect(builder.getByLabel('Name', { exact: true }).last()).toHaveValue('hours_note');

  await builder.getByLabel('Field type').selectOption('select');
  await builder.getByRole('button', { name: 'Add field' }).click();
  await builder.getByLabel('Label', { exact: true }).last().fill('Category');
  await builder.getByLabel('Options').fill('Shop:shop\nOutlet:shop\nbroken line');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(notice).toContainText('Check "Options" list - values should not repeat');
  await builder.getByLabel('Options').fill('Shop:shop\nOutlet:outlet\nbroken line');

  for (const type of ['textarea', 'checkbox', 'checkboxes', 'radio', 'date', 'image', 'post', 'status', 'colorpicker', 'distance']) {
    await builder.getByLabel('Field type').selectOption(type);
    await builder.getByRole('button', { name: 'Add field' }).click();
    await builder.getByLabel('Label', { exact: true }).last().fill(`Extra ${type}`);
  }
  await builder.getByRole('button', { name: /^date Extra date/ }).click();
  await builder.getByLabel('Date locale').selectOption('de');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  await page.reload();
  await expect(builder.getByRole('button', { name: 'checkboxes Extra checkboxes extra_checkboxes' })).toBeVisible();
  await expect(builder.getByRole('button', { name: 'status Extra status status' })).toBeVisible();
  await expect(builder.getByRole('button', { name: /Category category/ })).toBeVisible();
});

test('records are added, found, edited and deleted through the record form', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.goto(`${server.url}/admin/#/maps/${mapId}/records`);
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'New record' });
  await dialog.getByLabel('Title').fill('Alamo store');
  await dialog.getByLabel('Find a region').fill('Texas');
  await dialog.getByRole('checkbox', { name: 'Texas' }).check();
  await dialog.getByLabel('Address search').fill('Austin');
  await dialog.getByRole('list', { name: 'Addresses found' }).getByRole('button').first().click();
  await dialog.getByLabel('Title').press('Control+Enter');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Alamo store/ });
  await expect(row).toContainText('Texas');
  await expect(row).toContainText('Austin');

  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit record/ });
  await edit.getByLabel('Title').fill('Alamo outlet');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Alamo outlet/ })).toContainText('Texas');

  await page.getByRole('button', { name: 'Add record' }).click();
  await page.getByRole('dialog').getByLabel('Title').press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
  await expect(page.getByText('No records found.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('row', { name: /Alamo outlet/ }).getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('row', { name: /Alamo outlet/ })).toHaveCount(0);
});

test('a 1,000-row CSV imports with progress, bad rows reported and good rows stored', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  const lines = ['id,Title,Regions'];
  for (let index = 1; index <= 1000; index += 1) {
    // Every hundredth row repeats the id of row 1: the server refuses those rows and keeps the rest.
    const id = index % 100 === 0 ? "1" : String(index);
    lines.push(`${id},Store ${index},${index % 2 === 0 ? 'US-TX' : 'California'}`);
  }
  await page.goto(`${server.url}/admin/#/maps/${mapId}/import`);
  await page.getByLabel('CSV file').setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(page.getByText('1000 rows found.')).toBeVisible();
  // The mapping follows the map's schema, which loads after the file is read.
  await expect(page.getByLabel('Field for column Title')).toHaveValue('title', { timeout: 30_000 });
  await expect(page.getByLabel('Field for column Regions')).toHaveValue('regions', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 1000 rows' }).click();
  await expect(page.getByText('1000 of 1000 rows')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Import progress')).toHaveAttribute('value', '1000');
  await expect(page.locator('.admin-import-report')).toContainText('990 rows imported, 10 rows rejected.');
  await expect(page.getByRole('list', { name: 'Rejected rows' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('link', { name: 'Records' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Store 9');
  await expect(page.getByRole('row', { name: /Store 998/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Store 900/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Import / export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(exported).toHaveLength(991);
  expect(exported[0]).toContain('title');
});
