import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { markersOn, openUsaMapEditor } from './support/admin';
import { regionPoint, waitReady } from './support/viewerPage';

const editMode = (page: Page, name: string) => page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name });

/** Types coordinates into a record form's location, as an admin does (they are read on leaving the field). */
async function placeAt(form: Locator, lat: number, lng: number): Promise<void> {
  await form.getByLabel('Latitude').fill(String(lat));
  await form.getByLabel('Longitude').fill(String(lng));
  await form.getByLabel('Longitude').press('Tab');
}

test('in Data mode an admin edits region rows and records from the preview, and the preview and public map follow', async ({ page, server }) => {
  test.setTimeout(240_000);
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  await editMode(page, 'Data').click();

  // A click on Texas opens the form of its row; it has none yet, so the file's title is filled in.
  const texas = await regionPoint(preview, 'US-TX');
  await page.mouse.click(texas.x, texas.y);
  const regionForm = page.getByRole('dialog', { name: 'Region Texas (US-TX)' });
  await expect(regionForm).toBeVisible();
  await expect(regionForm.getByLabel('Title')).toHaveValue('Texas');
  // Picking is not clicking: the viewer's own popover or details do not open.
  await expect(preview.getByRole('dialog')).toHaveCount(0);
  await regionForm.getByLabel('Title').fill('Lone Star');
  await regionForm.getByLabel('Status').selectOption({ label: 'Disabled' });
  await regionForm.getByRole('button', { name: 'Save' }).click();
  await expect(regionForm).toHaveCount(0);
  await expect(page.getByText('Region US-TX saved.')).toBeVisible();
  // The Disabled status takes Texas out of the preview's region list without reloading the editor.
  await expect(preview.locator('[data-region-id="US-TX"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Region Lone Star (US-TX)' })).toBeVisible();
  await expect(page.getByText('0 unsaved changes', { exact: true })).toBeVisible();

  // Nevada, found by name, has no records; Escape closes its row form.
  await page.getByLabel('Find a region').fill('nev');
  await page.getByRole('list', { name: 'Regions found' }).getByRole('button', { name: /Nevada/ }).click();
  await expect(page.getByRole('dialog', { name: 'Region Nevada (US-NV)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Records linked to Nevada (0)' })).toBeVisible();

  // A new record for Nevada comes linked to it; placed in Reno, its marker appears in Nevada.
  await page.getByRole('button', { name: 'New record for this region' }).click();
  const newForm = page.getByRole('dialog', { name: 'New record for Nevada' });
  await expect(newForm.getByRole('checkbox', { name: 'Nevada' })).toBeChecked();
  await newForm.getByLabel('Title').fill('Reno depot');
  await placeAt(newForm, 39.5296, -119.8138);
  await newForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Record Reno depot created.')).toBeVisible();
  await expect(preview.getByRole('option', { name: 'Reno depot' })).toHaveCount(1);
  await expect.poll(async () => (await markersOn(preview)).find((marker) => marker.title === 'Reno depot')?.region).toBe('US-NV');
  const linked = page.getByRole('list', { name: 'Records linked to Nevada' });
  await expect(linked.getByRole('listitem')).toHaveText(['Reno depot Edit record Reno depot']);

  // A click on the marker opens its record, not the viewer's popover.
  const marker = (await markersOn(preview)).find((placed) => placed.title === 'Reno depot')!;
  await page.mouse.click(marker.x, marker.y - 8);
  const recordForm = page.getByRole('dialog', { name: 'Edit record Reno depot' });
  await expect(recordForm).toBeVisible();
  await expect(recordForm.getByLabel('Title')).toHaveValue('Reno depot');
  await expect(preview.getByRole('dialog')).toHaveCount(0);

  // A refused save keeps the form open with its message, as in the records screen.
  await page.route('**/wp-json/mapsvg/v1/objects/**', (route) => (route.request().method() === 'PUT'
    ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'db_error', message: 'down', data: { status: 500 } }) })
    : route.fallback()));
  await placeAt(recordForm, 40.7608, -111.891);
  await recordForm.getByRole('button', { name: 'Save' }).click();
  await expect(recordForm.getByRole('alert')).toHaveText('The record could not be saved.');
  await page.unroute('**/wp-json/mapsvg/v1/objects/**');

  // Saved for real, the record's new place (Salt Lake City) moves its marker to Utah.
  await recordForm.getByRole('button', { name: 'Save' }).click();
  await expect(recordForm).toHaveCount(0);
  await expect(page.getByText('Record Reno depot saved.')).toBeVisible();
  await expect.poll(async () => (await markersOn(preview)).find((placed) => placed.title === 'Reno depot')?.region).toBe('US-UT');

  // The public map shows the stored data: Texas disabled, the record's marker in Utah.
  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const publicMap = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(publicMap);
  await expect(publicMap.locator('[data-region-id="US-TX"]')).toHaveCount(0);
  await expect(publicMap.getByRole('option', { name: 'Reno depot' })).toHaveCount(1);
  await expect.poll(async () => (await markersOn(publicMap)).find((placed) => placed.title === 'Reno depot')?.region).toBe('US-UT');
});

/** The item (region or marker id) active in a map's keyboard list, and its page point. */
async function activeItem(map: Locator): Promise<{ marker: string | null; x: number; y: number } | null> {
  const active = await map.getByRole('listbox').getAttribute('aria-activedescendant');
  if (!active) return null;
  const option = map.locator(`[id="${active}"]`);
  const marker = await option.getAttribute('data-marker-id');
  if (marker) {
    const placed = (await markersOn(map)).find((entry) => entry.id === marker);
    return placed ? { marker, x: placed.x, y: placed.y } : null;
  }
  const region = await option.getAttribute('data-region-id');
  return region ? { marker: null, ...(await regionPoint(map, region)) } : null;
}

test('from the keyboard, Enter on a record marker in the map list opens its record', async ({ page, server }) => {
  test.setTimeout(180_000);
  const { preview } = await openUsaMapEditor(page, server.url);
  await editMode(page, 'Data').click();
  await page.getByLabel('Find a region').fill('utah');
  await page.getByRole('list', { name: 'Regions found' }).getByRole('button', { name: /Utah/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New record for this region' }).click();
  const newForm = page.getByRole('dialog', { name: 'New record for Utah' });
  await newForm.getByLabel('Title').fill('Moab office');
  await placeAt(newForm, 38.5733, -109.5498);
  // Ctrl+Enter saves from the keyboard.
  await newForm.getByLabel('Title').press('Control+Enter');
  await expect(page.getByText('Record Moab office created.')).toBeVisible();
  await expect(preview.getByRole('option', { name: 'Moab office' })).toHaveCount(1);
  const moab = async () => (await markersOn(preview)).find((placed) => placed.title === 'Moab office')!;
  const target = await moab();

  // The arrows move to the nearest item in their direction: head for the marker. Its screen
  // point is read again at each step, in the same scroll position as the active item's (reading
  // a region's point scrolls the map into view).
  await preview.getByRole('listbox').focus();
  for (let step = 0; step < 40; step += 1) {
    const current = await activeItem(preview);
    if (!current || current.marker) break;
    const goal = await moab();
    const dx = goal.x - current.x;
    const dy = goal.y - current.y;
    await page.keyboard.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp'));
  }
  expect((await activeItem(preview))?.marker).toBe(target.id);
  await page.keyboard.press('Enter');
  const recordForm = page.getByRole('dialog', { name: 'Edit record Moab office' });
  await expect(recordForm).toBeVisible();
  await expect(preview.getByRole('dialog')).toHaveCount(0);
  // Escape closes the form and gives the focus back to the map list.
  await page.keyboard.press('Escape');
  await expect(recordForm).toHaveCount(0);
  await expect(preview.getByRole('listbox')).toBeFocused();
});
