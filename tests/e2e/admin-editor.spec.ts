import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn, openUsaMapEditor, setRegionTooltipAndPopover, uploadUsaMap } from './support/admin';
import { canvasPixelAt, clickRegion, regionPoint, waitReady } from './support/viewerPage';

/** The zoom level of the map the preview shows, read through the public MapSVG API. */
async function previewZoom(page: Page, mapId: number): Promise<number> {
  return page.evaluate((id) => {
    type Handle = { engine: { zoomLevel(): number } | null };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id);
    return handle?.engine?.zoomLevel() ?? Number.NaN;
  }, mapId);
}

/** The preview's status line (the map inside has a live region of its own). */
const previewStatus = (page: Page) => page.getByRole('region', { name: 'Preview' }).getByRole('status').filter({ hasText: /preview/i });

/** Waits until the preview has caught up with the last edit (it says so in its status line). */
async function previewCaughtUp(page: Page, preview: Locator): Promise<void> {
  await expect(previewStatus(page)).toHaveText('Preview up to date', { timeout: 40_000 });
  await waitReady(preview);
}

test('a template edited in the map editor changes the preview at once and, once saved, the public map', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  const preview = page.locator('.admin-preview .mapsvg');
  await waitReady(preview);
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => previewZoom(page, mapId)).toBe(1);

  const popoverTemplate = await setRegionTooltipAndPopover(page, 'Hovering {{title}}', '<p class="e2e-pop">Chosen: {{title}}</p>');
  await expect(previewStatus(page)).toHaveText('Updating the preview…');
  await previewCaughtUp(page, preview);

  // The rebuilt preview neither took the focus from the template nor lost the admin's zoom.
  await expect(popoverTemplate).toBeFocused();
  expect(await previewZoom(page, mapId)).toBe(1);
  await preview.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => previewZoom(page, mapId)).toBe(0);

  const texas = await regionPoint(preview, 'US-TX');
  await page.mouse.move(texas.x, texas.y);
  await expect(page.getByRole('tooltip')).toHaveText('Hovering Texas');
  await page.mouse.click(texas.x, texas.y);
  await expect(page.locator('.admin-preview .e2e-pop')).toHaveText('Chosen: Texas');

  // A second edit of the same template reaches the preview too (the first swap left nothing stale).
  await popoverTemplate.fill('<p class="e2e-pop">Picked {{id}}</p>');
  await previewCaughtUp(page, preview);
  await clickRegion(preview, 'US-CA');
  await expect(page.locator('.admin-preview .e2e-pop')).toHaveText('Picked US-CA');

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const publicMap = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(publicMap);
  const publicTexas = await regionPoint(publicMap, 'US-TX');
  await page.mouse.move(publicTexas.x, publicTexas.y);
  await expect(page.getByRole('tooltip')).toHaveText('Hovering Texas');
  await page.mouse.click(publicTexas.x, publicTexas.y);
  await expect(page.locator('.e2e-pop')).toHaveText('Picked US-TX');
});

/** The preview's view box, read through the public MapSVG API. */
async function previewViewBox(page: Page, mapId: number): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((id) => {
    type Handle = { engine: { getViewBox(): { x: number; y: number; width: number; height: number } | null } | null };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id);
    return handle?.engine?.getViewBox() ?? null;
  }, mapId);
}

/** Tags the preview's canvas, so a later check can tell it is still the very same element. */
async function tagPreviewCanvas(preview: Locator): Promise<void> {
  await preview.locator('canvas').evaluate((canvas) => { canvas.dataset.e2eTag = 'first'; });
}

/** The preview still has one canvas, the one tagged before the edits. */
async function expectSameCanvas(preview: Locator): Promise<void> {
  await expect(preview.locator('canvas')).toHaveCount(1);
  await expect(preview.locator('canvas')).toHaveAttribute('data-e2e-tag', 'first');
}

test('option edits reach the preview in place: one canvas, the same view, the edit visible', async ({ page, server }) => {
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => previewZoom(page, mapId)).toBe(1);
  const view = await previewViewBox(page, mapId);
  await tagPreviewCanvas(preview);

  // A colour (palette): Texas is drawn in the new region fill.
  await page.getByRole('button', { name: 'Colours' }).click();
  await page.getByLabel('Region fill').fill('#ff0000');
  await previewCaughtUp(page, preview);
  const texas = await regionPoint(preview, 'US-TX');
  await page.mouse.move(0, 0);
  await expect.poll(() => canvasPixelAt(preview.locator('canvas'), texas)).toEqual([255, 0, 0]);
  await expectSameCanvas(preview);
  expect(await previewViewBox(page, mapId)).toEqual(view);

  // A label option: region labels are drawn.
  await page.getByRole('button', { name: 'Labels' }).click();
  await page.getByLabel('Region labels').check();
  await previewCaughtUp(page, preview);
  await expect.poll(() => page.evaluate((id) => {
    type Handle = { engine: { debug: { labelBoxes(): unknown[] } } | null };
    return (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id)?.engine?.debug.labelBoxes().length ?? 0;
  }, mapId)).toBeGreaterThan(0);
  await expectSameCanvas(preview);
  expect(await previewViewBox(page, mapId)).toEqual(view);

  // A template (overlays): the popover shows it.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByLabel('region click: show popover').check();
  await page.getByLabel('region click: show details').uncheck();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('textbox', { name: 'Region popover' }).fill('<p class="e2e-pop">In place: {{title}}</p>');
  await previewCaughtUp(page, preview);
  await expectSameCanvas(preview);
  expect(await previewViewBox(page, mapId)).toEqual(view);
  await clickRegion(preview, 'US-TX');
  await expect(page.locator('.admin-preview .e2e-pop')).toHaveText('In place: Texas');
  await page.keyboard.press('Escape');

  // A gesture option: with "wheel needs Ctrl" off, a plain wheel zooms the preview.
  await page.getByRole('button', { name: 'Zoom', exact: true }).click();
  await page.getByLabel('Wheel zooms only with Ctrl/⌘ (the page scrolls otherwise)').uncheck();
  await previewCaughtUp(page, preview);
  await expectSameCanvas(preview);
  expect(await previewViewBox(page, mapId)).toEqual(view);
  await preview.scrollIntoViewIfNeeded();
  const centre = await regionPoint(preview, 'US-KS');
  const levelBefore = await previewZoom(page, mapId);
  await page.mouse.move(centre.x, centre.y);
  // With the option still on, no plain wheel would ever zoom. (About one run in four drops the
  // first wheel step without zooming: a wheel step may land in the camera's zoom lock.)
  await expect.poll(async () => {
    await page.mouse.wheel(0, -300);
    return previewZoom(page, mapId);
  }, { intervals: [800] }).toBeGreaterThan(levelBefore);
  await expectSameCanvas(preview);
});

test('an edit made while a pointer is held on the preview applies in place and the drag goes on', async ({ page, server }) => {
  const { mapId, preview } = await openUsaMapEditor(page, server.url);
  const previewElement = await preview.elementHandle();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => previewZoom(page, mapId)).toBe(1);
  const box = await preview.locator('canvas').boundingBox();
  if (!box) throw new Error('the preview is not on screen');
  // A drag begins on the preview (as when moving a marker), and an edit arrives meanwhile.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // From the keyboard, since the mouse is busy: tooltips on.
  await page.getByRole('button', { name: 'Tooltips' }).press('Enter');
  await page.getByLabel('Tooltips on').press('Space');
  await expect(page.getByLabel('Tooltips on')).toBeChecked();
  await previewCaughtUp(page, preview);
  const before = await previewViewBox(page, mapId);
  // The same map is still under the pointer, and the drag still pans it.
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 10, { steps: 5 });
  await page.mouse.up();
  expect(await previewElement?.evaluate((element) => element.isConnected && element.classList.contains('mapsvg'))).toBe(true);
  const after = await previewViewBox(page, mapId);
  expect(after?.x).toBeLessThan(before?.x ?? Number.NaN);
});

test('the choropleth palette is edited with the colour tools, and the saved map keeps its bands', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('button', { name: 'Choropleth' }).click();
  await page.getByLabel('Colouring').selectOption('palette');
  const bands = page.getByRole('list', { name: 'Palette bands' });
  const band = (n: number) => bands.getByRole('group', { name: `Band ${n}` });
  // The default palette has one band; a second is added and given a range and a legend text.
  await expect(bands.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add band' }).click();
  await band(2).getByLabel('From').fill('50');
  await band(2).getByLabel('To').fill('100');
  await band(2).getByLabel('Legend text').fill('Many');
  // Shades of one base colour recolour both bands, lightest first and the base colour for the
  // highest band, and keep their ranges.
  await page.getByLabel('Base colour').fill('#336699');
  await page.getByRole('button', { name: 'Shades of one colour' }).click();
  await expect(band(2).getByLabel('Colour')).toHaveValue('#336699');
  const first = await band(1).getByLabel('Colour').inputValue();
  expect(first).toMatch(/^#[0-9a-f]{6}$/);
  expect(first).not.toBe('#336699');
  await expect(band(2).getByLabel('From')).toHaveValue('50');
  // Lighten steps band 2 by 10 % of lightness; each band says which text reads on it.
  await page.getByRole('button', { name: 'Lighten Band 2' }).click();
  await expect(band(2).getByLabel('Colour')).toHaveValue('#407fbf');
  await expect(band(2)).toContainText('Black text, contrast 5.0:1');
  const second = '#407fbf';
  // A base that is not a colour is refused with a message, and the bands stay as they were.
  await page.getByLabel('Base colour').fill('bluish');
  await page.getByRole('button', { name: 'Analogous colours' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '"bluish" is not a colour.' })).toBeVisible();
  await expect(band(1).getByLabel('Colour')).toHaveValue(first);
  await expect(band(2).getByLabel('Colour')).toHaveValue(second);
  await page.getByRole('button', { name: 'Remove Band 1' }).click();
  await expect(bands.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();
  const stored = await (await page.request.get(`${server.url}/wp-json/mapsvg/v1/maps/${mapId}`)).json() as { map: { options: { choropleth: { coloring: { mode: string; palette: { colors: unknown[] } } } } } };
  expect(stored.map.options.choropleth.coloring.mode).toBe('palette');
  expect(stored.map.options.choropleth.coloring.palette.colors).toEqual([{ color: second, valueFrom: 50, valueTo: 100, description: 'Many' }]);
});

test('an uncalibrated map is made geographic from control points picked on the preview and found by address', async ({ page, server }) => {
  await logIn(page, server.url);
  await page.getByLabel('Map library').selectOption({ label: 'Europe' });
  await page.getByRole('button', { name: 'Create from library' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  const preview = page.locator('.admin-preview .mapsvg');
  await waitReady(preview);
  await page.getByRole('button', { name: 'Geo-calibration' }).click();
  const panel = page.getByRole('region', { name: 'Geo-calibration' });
  await expect(panel).toContainText('This map is not geo-calibrated');
  await expect(panel.getByRole('status', { name: 'Fitted calibration' })).toHaveText('Place at least two control points.');

  const places = [
    { region: 'fr', address: 'Paris, France' },
    { region: 'pl', lat: '52.23', lng: '21.01' },
    { region: 'es', lat: '40.42', lng: '-3.70' },
  ];
  await panel.getByRole('button', { name: 'Add a control point' }).click();
  for (const [index, place] of places.entries()) {
    const row = panel.getByRole('group', { name: `Point ${index + 1}` });
    await row.getByRole('button', { name: 'Pick on the map' }).click();
    await expect(row.getByRole('button', { name: 'Click the map…' })).toHaveAttribute('aria-pressed', 'true');
    const point = await regionPoint(preview, place.region);
    await page.mouse.click(point.x, point.y);
    await expect(row.getByLabel('Map x')).not.toHaveValue('');
    if (place.address) {
      await row.getByLabel('Find the place by address').fill(place.address);
      await row.getByRole('list', { name: 'Places found for Point 1' }).getByRole('button').first().click();
      await expect(row.getByLabel('Latitude')).toHaveValue(/^48\.8/);
    } else {
      await row.getByLabel('Latitude').fill(place.lat ?? '');
      await row.getByLabel('Longitude').fill(place.lng ?? '');
    }
  }
  // Picking swallowed the clicks: no region of the preview was selected by them.
  await expect(preview.getByRole('option', { selected: true })).toHaveCount(0);
  const fit = panel.getByRole('status', { name: 'Fitted calibration' });
  await expect(fit).toContainText(/Error: \d+\.\d px on average \(RMS\), \d+\.\d px at most/);
  const box = (await fit.locator('code').textContent())?.split(' ').map(Number) ?? [];
  const [west = 0, north = 0, east = 0, south = 0] = box;
  // Europe's map reaches from the Atlantic to beyond the Black Sea and from North Africa to the Arctic.
  expect(west).toBeLessThan(-5);
  expect(east).toBeGreaterThan(30);
  expect(north).toBeGreaterThan(60);
  expect(south).toBeLessThan(40);

  await panel.getByRole('button', { name: 'Save calibration' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Calibration saved' })).toBeVisible();
  await expect(panel).toContainText(`This map is geo-calibrated: ${box.join(' ')}`, { timeout: 40_000 });

  await page.reload();
  await waitReady(page.locator('.admin-preview .mapsvg'));
  await page.getByRole('button', { name: 'Geo-calibration' }).click();
  await expect(page.getByRole('region', { name: 'Geo-calibration' })).toContainText(`This map is geo-calibrated: ${box.join(' ')}`);
});

test('a map file that is not found is asked for again in the editor, retried, and the map saved once it loads', async ({ page, server }) => {
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await waitReady(page.locator('.admin-preview .mapsvg'));
  await page.getByRole('button', { name: 'General' }).click();
  const fileField = page.getByLabel('SVG file');
  const rightFile = await fileField.inputValue();
  await fileField.fill('/uploads/nowhere-to-be-found.svg');
  const prompt = page.getByRole('alert', { name: 'Map file not found' });
  await expect(prompt).toContainText('nowhere-to-be-found.svg', { timeout: 40_000 });
  // A second wrong address keeps the prompt up, naming the new address.
  await prompt.getByLabel('Map file address').fill('/uploads/still-missing.svg');
  await prompt.getByRole('button', { name: 'Try this address' }).click();
  await expect(prompt).toContainText('still-missing.svg', { timeout: 40_000 });
  await prompt.getByLabel('Map file address').fill(rightFile);
  await prompt.getByRole('button', { name: 'Try this address' }).click();
  await expect(page.getByText('The map file was found and the map saved.')).toBeVisible({ timeout: 40_000 });
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/maps/${mapId}/editor$`));
  await page.getByRole('button', { name: 'General' }).click();
  await expect(page.getByLabel('SVG file')).toHaveValue(rightFile);
});
