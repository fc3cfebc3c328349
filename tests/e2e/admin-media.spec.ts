import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';

/** A 600 × 400 PNG: a real photo-sized upload the server has to shrink. */
function picture(): Buffer {
  const image = new PNG({ width: 600, height: 400 });
  for (let at = 0; at < 600 * 400; at += 1) image.data.set([(at % 600) % 256, 120, 200, 255], at * 4);
  return PNG.sync.write(image);
}

test('an image field uploads with its sizes, refuses a fake image and picks an existing one from the media library', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('link', { name: 'Form builder' }).click();
  const builder = page.getByRole('region', { name: 'Form builder' });
  await builder.getByLabel('Field type').selectOption('image');
  await builder.getByRole('button', { name: 'Add field' }).click();
  await builder.getByLabel('Label', { exact: true }).last().fill('Photos');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  await page.goto(`${server.url}/admin/#/maps/${mapId}/records`);
  await page.getByRole('button', { name: 'Add record' }).click();
  const first = page.getByRole('dialog', { name: 'New record' });
  await first.getByLabel('Title').fill('Beach store');
  const photos = first.getByRole('group', { name: 'Photos' });
  await photos.getByLabel('Browse...').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(photos.getByRole('alert')).toHaveText('notes.png was not uploaded: The file is not a PNG, JPEG, GIF or WebP image.');
  await photos.getByLabel('Browse...').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: picture() });
  await expect(photos.getByRole('status')).toHaveText('beach.png uploaded.');
  const gallery = photos.getByRole('list', { name: 'Photos gallery' });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery).toContainText('Thumbnail 150×150, Medium 300×200, Full 600×400');
  const thumbnail = gallery.locator('img').first();
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/media\/beach-[0-9a-f]{8}-150x150\.png$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(150);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toBeHidden();

  // Twelve more images fill the picker's first page, so beach.png (the oldest) is on page 2.
  const nonce = await page.locator('meta[name="mapsvg-nonce"]').getAttribute('content') ?? '';
  const filler = new PNG({ width: 20, height: 20 });
  filler.data.fill(90);
  for (let index = 1; index <= 12; index += 1) {
    const answer = await page.request.post(`${server.url}/wp-json/mapsvg/v1/media`, {
      headers: { 'X-WP-Nonce': nonce }, multipart: { file: { name: `filler-${index}.png`, mimeType: 'image/png', buffer: PNG.sync.write(filler) } },
    });
    expect(answer.status()).toBe(200);
  }

  await page.getByRole('button', { name: 'Add record' }).click();
  const second = page.getByRole('dialog', { name: 'New record' });
  await second.getByLabel('Title').fill('Harbour store');
  await second.getByRole('button', { name: 'Choose from the media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Media library' });
  await expect(picker.getByRole('checkbox')).toHaveCount(12);
  await expect(picker.getByText('Page 1 of 2')).toBeVisible();
  await expect(picker.getByRole('checkbox', { name: 'filler-12.png' })).toBeVisible();
  await picker.getByRole('button', { name: 'Next page' }).click();
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await expect(picker.getByRole('checkbox', { name: 'beach.png' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.getByRole('button', { name: 'Next page' })).toBeFocused();
  // Escape closes the picker only; the record being written stays open.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(second).toBeVisible();
  await expect(second.getByRole('button', { name: 'Choose from the media library' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type('nothing');
  await expect(picker.getByText('No images named like "nothing".')).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search images by name' }).fill('BEACH');
  await expect(picker.getByText('Page 1 of 1')).toBeVisible();
  await picker.getByRole('checkbox', { name: 'beach.png' }).focus();
  await page.keyboard.press('Space');
  await expect(picker.getByRole('checkbox', { name: 'beach.png' })).toBeChecked();
  await picker.getByRole('button', { name: 'Add 1 image' }).press('Enter');
  await expect(picker).toBeHidden();
  await expect(second.getByRole('list', { name: 'Photos gallery' })).toContainText('Thumbnail 150×150, Medium 300×200, Full 600×400');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();

  await page.getByRole('row', { name: /Harbour store/ }).getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit record/ });
  await expect(edit.getByRole('list', { name: 'Photos gallery' }).locator('img')).toHaveAttribute('src', /\/uploads\/media\/beach-[0-9a-f]{8}-150x150\.png$/);
});
