import { expect, test, type Page } from '@playwright/test';
import { startMapStudio, type MapStudioServer } from './mapStudioServer';
import { freePort, PROCESS_START_LIMIT_MS } from './processes';
import { startWordPress, WORDPRESS_ADMIN, type WordPressSite } from './wordpressSite';

/** The plugin's folder as WordPress names files in its log. */
const PLUGIN_PATH = '/plugins/mapsvg-studio/';

let site: WordPressSite;
let studio: MapStudioServer;
/**
 * A second Map Studio server as a post embeds it by hand: the same server reached by another
 * origin (localhost instead of 127.0.0.1), which is all a browser tells servers apart by.
 */
let otherServer: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Both start at once; either may take its whole start limit (the hook's default is one test's).
  test.setTimeout(PROCESS_START_LIMIT_MS + 30_000);
  const studioPort = await freePort();
  otherServer = `http://localhost:${studioPort}`;
  [site, studio] = await Promise.all([startWordPress(otherServer), startMapStudio(studioPort)]);
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), studio?.stop()]);
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill(WORDPRESS_ADMIN.user);
  await page.getByLabel('Password', { exact: true }).fill(WORDPRESS_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('an admin activates the plugin and sets the server address on its settings page', async ({ page }) => {
  await logIn(page);
  await page.goto(`${site.url}/wp-admin/plugins.php`);
  await page.getByRole('link', { name: 'Activate Map Studio Maps' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();

  await page.locator('tr[data-plugin="mapsvg-studio/mapsvg-studio.php"]').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Map Studio', exact: true })).toBeVisible();
  const address = page.getByLabel('Server address');

  await address.fill('ftp://maps.example.com');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The server address “ftp://maps.example.com” is not an http:// or https:// address; the saved address was kept.')).toBeVisible();
  await expect(address).toHaveValue('');

  await address.fill(`${studio.url}/`);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(address).toHaveValue(studio.url);
});

test('a post with a shortcode and a block prints both maps and the viewer script once', async ({ page }) => {
  await page.goto(`${site.url}/?p=${site.posts.twoMaps}`);
  await expect(page.getByRole('heading', { name: 'Our stores' })).toBeVisible();
  await expect(page.locator('.mapsvg[data-map-id="1"]')).toHaveCount(1);
  await expect(page.locator('.mapsvg[data-map-id="2"]')).toHaveCount(1);
  await expect(page.getByText('[mapsvg')).toHaveCount(0);
  const viewerScripts = page.locator(`script[type="module"][src="${studio.url}/dist/viewer.js"]`);
  await expect(viewerScripts).toHaveCount(1);
});

/** The regions and markers a map on the page drew, through the viewer's public MapSVG API. */
function drawn(page: Page, mapId: number): Promise<{ regions: number; markers: number }> {
  return page.evaluate((id) => {
    type Engine = { document(): { regions: unknown[] }; markers(): unknown[] };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine | null } | undefined } }).MapSVG.getMap(id)?.engine;
    return { regions: engine?.document().regions.length ?? 0, markers: engine?.markers().length ?? 0 };
  }, mapId);
}

test('the post shows both maps from the Map Studio server, ready with their regions and markers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/?p=${site.posts.twoMaps}`);
  for (const id of [1, 2]) await expect(page.locator(`.mapsvg[data-map-id="${id}"]`)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  // The store markers come from the map's records, after the map is drawn.
  await expect.poll(async () => (await drawn(page, 1)).markers, { timeout: 30_000 }).toBeGreaterThan(0);
  const stores = await drawn(page, 1);
  expect(stores.regions).toBeGreaterThanOrEqual(50);
  expect(stores.markers).toBeGreaterThan(0);
  expect((await drawn(page, 2)).regions).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

/** The origins the page read each map's options from (`/wp-json/mapsvg/v1/maps/{id}`). */
function recordMapReads(page: Page): Map<number, Set<string>> {
  const reads = new Map<number, Set<string>>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const id = /^\/wp-json\/mapsvg\/v1\/maps\/(\d+)$/.exec(url.pathname)?.[1];
    if (!id) return;
    const origins = reads.get(Number(id)) ?? new Set<string>();
    origins.add(url.origin);
    reads.set(Number(id), origins);
  });
  return reads;
}

test('beside another Map Studio server\'s embed, the plugin\'s map names and comes from the server set in the plugin', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  const reads = recordMapReads(page);
  await page.goto(`${site.url}/?p=${site.posts.twoServers}`);
  await expect(page.getByRole('heading', { name: 'Maps of two servers' })).toBeVisible();
  const plugins = page.locator('.mapsvg[data-map-id="1"]');
  await expect(plugins).toHaveAttribute('data-server', studio.url);
  // The other server's viewer is first on the page; the plugin's map still waits for its own.
  for (const id of [1, 2]) await expect(page.locator(`.mapsvg[data-map-id="${id}"]`)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect.poll(async () => (await drawn(page, 1)).markers, { timeout: 30_000 }).toBeGreaterThan(0);
  expect([...reads.get(1) ?? []]).toEqual([studio.url]);
  expect([...reads.get(2) ?? []]).toEqual([otherServer]);
  await expect(page.locator(`script[type="module"][src="${studio.url}/dist/viewer.js"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a shortcode whose id is not a number shows a clear message, not an empty box', async ({ page }) => {
  await page.goto(`${site.url}/?p=${site.posts.badId}`);
  await expect(page.getByRole('alert')).toHaveText('Map Studio: “first” is not a map id (a map id is a whole number, such as [mapsvg id="2"]).');
  await expect(page.locator('script[src$="/dist/viewer.js"]')).toHaveCount(0);
});

test('the block editor offers the Map Studio map block with its map id', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page);
  await page.goto(`${site.url}/wp-admin/post.php?post=${site.posts.twoMaps}&action=edit`);
  const welcome = page.getByRole('dialog', { name: /Welcome to the block editor/ });
  if (await welcome.isVisible({ timeout: 5_000 }).catch(() => false)) await page.keyboard.press('Escape');
  await expect(page.getByText('Map Studio map #2')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Map id' }).first()).toHaveValue('2');
  expect(errors).toEqual([]);
});

test('WordPress logged no warning or notice, and nothing at all from the plugin', () => {
  const log = `${site.debugLog()}\n${site.phpOutput()}`;
  expect(log).not.toMatch(/PHP (Fatal error|Parse error|Warning|Notice)/);
  // WordPress 6.1 itself logs PHP 8.2 deprecations; none may come from the plugin's files.
  expect(log.split('\n').filter((line) => line.includes(PLUGIN_PATH))).toEqual([]);
});
