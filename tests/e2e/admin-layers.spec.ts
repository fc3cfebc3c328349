import { expect, test } from './support/fixtures';
import { livePreview, logIn, publishMap } from './support/admin';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { waitReady } from './support/viewerPage';

/** A two-floor building with a park group. */
const BUILDING = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <rect x="0" y="0" width="400" height="300" fill="#f0f0f0"/>
  <g id="ground"><rect id="lobby" x="20" y="20" width="160" height="160" fill="#ff0000"/></g>
  <g id="upstairs"><rect id="office" x="20" y="20" width="160" height="160" fill="#0000ff"/></g>
  <g id="parks"><rect id="park" x="220" y="120" width="160" height="160" fill="#00ff00"/></g>
</svg>`;

let server: RunningServer;
test.beforeAll(async () => { server = await startServer(); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

test('an admin builds layers and floors from the file\'s groups, sees them in the preview, and visitors get them', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await page.getByLabel('Upload an SVG map').setInputFiles({ name: 'building.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(BUILDING) });
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  const mapId = Number(/#\/maps\/(\d+)\//.exec(page.url())?.[1]);
  await waitReady(livePreview(page));
  // New maps are drafts: publish so visitors get it.
  await publishMap(page);

  await page.getByRole('button', { name: 'Layers and floors' }).click();
  await page.getByLabel('Layers control').check();
  await page.getByLabel('Floors control').check();
  await page.getByLabel('Floors list expanded').check();
  await page.getByLabel('Floors position').selectOption('bottom-left');
  const floors = page.getByRole('region', { name: 'Floors' });
  await floors.getByRole('button', { name: 'Add floor' }).click();
  await floors.getByLabel('Floor title').fill('Ground floor');
  await floors.getByRole('group', { name: 'Floor Ground floor' }).getByLabel('ground', { exact: true }).check();
  await floors.getByRole('button', { name: 'Add floor' }).click();
  await floors.getByLabel('Floor title').nth(1).fill('First floor');
  await floors.getByRole('group', { name: 'Floor First floor' }).getByLabel('upstairs', { exact: true }).check();
  const layers = page.getByRole('region', { name: 'Layers' });
  await layers.getByRole('button', { name: 'Add layer' }).click();
  await layers.getByLabel('Layer title').fill('Green spaces');
  await layers.getByRole('group', { name: 'Layer Green spaces' }).getByLabel('parks', { exact: true }).check();

  // Live in the preview.
  const preview = livePreview(page);
  await expect(preview.getByRole('group', { name: 'Show on map' }).getByRole('checkbox', { name: 'Green spaces' })).toBeVisible({ timeout: 40_000 });
  await expect(preview.getByRole('radiogroup').getByRole('radio')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(map);
  const green = map.getByRole('group', { name: 'Show on map' }).getByRole('checkbox', { name: 'Green spaces' });
  await expect(green).toBeChecked();
  await expect(map.locator('[role="option"][data-region-id="park"]')).toHaveCount(1);
  await green.uncheck();
  await expect(map.locator('[role="option"][data-region-id="park"]')).toHaveCount(0);
  // One floor at a time: the ground floor first, then the first floor.
  await expect(map.locator('[role="option"][data-region-id="lobby"]')).toHaveCount(1);
  await expect(map.locator('[role="option"][data-region-id="office"]')).toHaveCount(0);
  await map.getByRole('radiogroup').getByRole('radio', { name: 'First floor' }).check();
  await expect(map.locator('[role="option"][data-region-id="office"]')).toHaveCount(1);
  await expect(map.locator('[role="option"][data-region-id="lobby"]')).toHaveCount(0);

  // On a phone the layers list starts folded to its title (it would cover the small map); a tap opens it.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
  await phone.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
  const phoneMap = phone.locator(`.mapsvg[data-map-id="${mapId}"]`);
  await waitReady(phoneMap);
  const layersToggle = phoneMap.getByRole('group', { name: 'Show on map' }).getByRole('button', { name: 'Show on map' });
  await expect(layersToggle).toHaveAttribute('aria-expanded', 'false');
  const phoneGreen = phoneMap.getByRole('checkbox', { name: 'Green spaces' });
  await expect(phoneGreen).toBeHidden();
  await layersToggle.tap();
  await expect(phoneGreen).toBeVisible();
  await phoneGreen.tap();
  await expect(phoneMap.locator('[role="option"][data-region-id="park"]')).toHaveCount(0);
  await phone.context().close();
});
