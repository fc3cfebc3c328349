import { expect, test } from './support/fixtures';
import { addField, logIn, uploadUsaMap } from './support/admin';

test('image and distance fields start named, Escape closes an open field, and records show and store option labels and values', async ({ page, server }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('link', { name: 'Form builder' }).click();
  const builder = page.getByRole('region', { name: 'Form builder' });

  // Without a column for it the table shows at most six fields: the regions field makes room.
  await builder.getByRole('button', { name: 'Remove regions' }).click();

  // A new image field and a new distance field come with a label and a name, ready to save.
  await addField(page, 'image');
  await expect(builder.getByLabel('Label', { exact: true })).toHaveValue('Images');
  await expect(builder.getByLabel('Name', { exact: true })).toHaveValue('images');
  // Escape closes the open field's settings.
  await builder.getByLabel('Label', { exact: true }).press('Escape');
  await expect(builder.getByLabel('Label', { exact: true })).toHaveCount(0);
  await expect(builder.getByRole('button', { name: /^image Images images$/ })).toHaveAttribute('aria-expanded', 'false');

  await addField(page, 'distance');
  await expect(builder.getByLabel('Label', { exact: true })).toHaveValue('Distance');
  await expect(builder.getByLabel('Name', { exact: true })).toHaveValue('distance');
  await builder.getByLabel('Name', { exact: true }).press('Escape');
  await expect(builder.getByLabel('Name', { exact: true })).toHaveCount(0);

  await addField(page, 'status');
  await addField(page, 'select', 'Category', 'Cafe:cafe\nBakery:bakery');
  await addField(page, 'checkbox', 'Open late');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  // A new record has no status yet, and its form says so instead of showing the first option.
  await page.getByRole('link', { name: 'Records' }).click();
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'New record' });
  await expect(dialog.getByLabel('Status')).toHaveValue('');
  await expect(dialog.getByLabel('Status').locator('option:checked')).toHaveText('—');
  await dialog.getByLabel('Title').fill('Corner cafe');
  await dialog.getByLabel('Status').selectOption({ label: 'Enabled' });
  await dialog.getByLabel('Category').selectOption({ label: 'Cafe' });
  await dialog.getByLabel('Open late').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The table shows labels (Enabled, Cafe, Yes), not the stored values (1, cafe, true).
  const cells = page.getByRole('row', { name: /Corner cafe/ }).getByRole('cell');
  await expect(cells).toHaveText([/^\d+$/, 'Corner cafe', '', 'Enabled', 'Cafe', 'Yes', /Edit/]);

  // Stored: the Enabled status's value, the option's value and a true checkbox.
  const answer = await page.request.get(`${server.url}/wp-json/mapsvg/v1/objects/objects_${mapId}`);
  const { objects } = await answer.json() as { objects: Array<Record<string, unknown>> };
  const stored = objects.find((record) => record.title === 'Corner cafe');
  expect(String(stored?.status)).toBe('1');
  expect(stored?.category).toBe('cafe');
  expect(stored?.open_late).toBe(true);

  // Editing it again shows its status, not the none entry.
  await page.getByRole('row', { name: /Corner cafe/ }).getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit record/ });
  await expect(edit.getByLabel('Status').locator('option:checked')).toHaveText('Enabled');
  await expect(edit.getByLabel('Status').locator('option')).toHaveText(['Enabled', 'Disabled']);
});
