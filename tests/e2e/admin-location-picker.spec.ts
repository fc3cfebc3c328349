import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { markersOn, openUsaMapEditor } from './support/admin';
import { waitReady } from './support/viewerPage';

async function coordinates(form: Locator): Promise<{ lat: number; lng: number }> {
  return { lat: Number(await form.getByLabel('Latitude').inputValue()), lng: Number(await form.getByLabel('Longitude').inputValue()) };
}

test('an admin places a record on the map in its form by a click, the arrow keys and a drag, and the public map shows it there', async ({ page, server }) => {
  test.setTimeout(180_000);
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Data' }).click();
  await page.getByLabel('Find a region').fill('utah');
  await page.getByRole('list', { name: 'Regions found' }).getByRole('button', { name: /Utah/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New record for this region' }).click();
  const form = page.getByRole('dialog', { name: 'New record for Utah' });
  await form.getByLabel('Title').fill('Pinned office');
  await expect(form.getByLabel('Latitude')).toHaveValue('');

  // A click in the middle of the form's map places the pin there: coordinates in the USA.
  const picker = form.getByRole('group', { name: 'Place on the map' });
  await expect(picker.locator('canvas')).toBeVisible();
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  const clicked = await coordinates(form);
  expect(clicked.lat).toBeGreaterThan(25);
  expect(clicked.lat).toBeLessThan(50);
  expect(clicked.lng).toBeGreaterThan(-125);
  expect(clicked.lng).toBeLessThan(-66);

  // From the keyboard: the arrows move the pin east, then north.
  await picker.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await coordinates(form)).lng).toBeGreaterThan(clicked.lng);
  const east = await coordinates(form);
  expect(east.lat).toBeCloseTo(clicked.lat, 1);
  await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(async () => (await coordinates(form)).lat).toBeGreaterThan(east.lat);
  const north = await coordinates(form);

  // Dragged with the mouse, the pin takes its coordinates along: here, further east.
  const pinAt = { x: box.x + box.width * 0.51, y: box.y + box.height * 0.45 };
  await page.mouse.move(pinAt.x, pinAt.y - 12);
  await page.mouse.down();
  await page.mouse.move(pinAt.x + 30, pinAt.y - 12, { steps: 6 });
  await page.mouse.move(pinAt.x + 60, pinAt.y - 12, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await coordinates(form)).lng).toBeGreaterThan(north.lng + 0.5);
  const placed = await coordinates(form);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Record Pinned office created.')).toBeVisible();
  await expect(preview.getByRole('option', { name: 'Pinned office' })).toHaveCount(1);

  // The stored record has the placed coordinates, and the public map shows its marker on a state.
  const stored = await page.evaluate(async (table) => {
    const list = await (await fetch(`/wp-json/mapsvg/v1/objects/${table}?perpage=0`)).json() as { objects: Array<{ title: string; location: { geoPoint: { lat: number; lng: number } } }> };
    return list.objects.find((record) => record.title === 'Pinned office')?.location.geoPoint;
  }, `objects_${mapId}`);
  expect(stored).toEqual(placed);
  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const publicMap = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(publicMap);
  await expect.poll(async () => (await markersOn(publicMap)).find((marker) => marker.title === 'Pinned office')?.region ?? null).not.toBeNull();
});
