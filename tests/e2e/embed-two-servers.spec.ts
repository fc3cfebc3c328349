import { collectConsoleErrors, expect, test } from './support/fixtures';
import { startHostSite, strictHostPolicy, type HostSite } from './support/hostSite';
import { logInByApi, removeDataDir, SERVER_START_LIMIT_MS, startServer, type Admin, type RunningServer } from './support/server';
import { clickRegion, mapById, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

/** The demo's "World" map: a popover on a click of a country. */
const WORLD_ID = 2;
/** A 1x1 PNG the browser decodes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads an image through the admin's marker upload; resolves with its server address (`/uploads/…`). */
async function uploadImage(server: string, admin: Admin): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PIXEL_PNG], { type: 'image/png' }), 'shop-photo.png');
  const response = await fetch(`${server}/wp-json/mapsvg/v1/markers`, { method: 'POST', headers: admin.headers, body: form });
  expect(response.status).toBe(200);
  return `/${(await response.json() as { marker: { path: string } }).marker.path}`;
}

/** A published copy of the demo's World map whose region popover shows the image at a server address. */
async function worldWithPhoto(server: string, admin: Admin, image: string): Promise<number> {
  const world = await (await fetch(`${server}/wp-json/mapsvg/v1/maps/${WORLD_ID}`, { headers: admin.headers })).json() as { map: { options: Record<string, unknown> } };
  const { database: _tables, ...options } = world.map.options;
  const templates = { ...(options.templates as Record<string, string>), popoverRegion: `<h5>{{title}}</h5><img class="shop-photo" src="${image}" alt="Shop photo" width="40" height="40">` };
  const created = await fetch(`${server}/wp-json/mapsvg/v1/maps/`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ map: { title: 'World with a photo', status: 1, options: JSON.stringify({ ...options, title: 'World with a photo', templates }) } }),
  });
  expect(created.status).toBe(200);
  return (await created.json() as { map: { id: number } }).map.id;
}

function snippet(server: string, ids: number[], named = false): string {
  const elements = ids.map((id) => `<div class="mapsvg" data-map-id="${id}"${named ? ` data-server="${server}"` : ''}></div>`).join('\n');
  return `<script type="module" src="${server}/dist/viewer.js"></script>\n${elements}`;
}

function blogPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title></head><body><h1>Maps</h1>\n${body}\n</body></html>`;
}

let site: HostSite | null = null;
let second: RunningServer | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

test.afterAll(async () => {
  await second?.stop();
  if (second) removeDataDir(second.dataDir);
  second = null;
});

for (const viewport of [{ name: 'desktop', width: 1200, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`an image at a server address in a popover loads from the map server, not the host page (${viewport.name})`, async ({ page, server }) => {
    const admin = await logInByApi(server.url);
    const image = await uploadImage(server.url, admin);
    const mapId = await worldWithPhoto(server.url, admin, image);
    site = await startHostSite({ '/': { html: blogPage(snippet(server.url, [mapId])), headers: { 'content-security-policy': strictHostPolicy(server.url) } } });
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(site.url);
    const map = mapById(page, mapId);
    await waitReady(map);

    await clickRegion(map, 'BR');
    // On a phone the popover is a sheet over the page, outside the map's element.
    const photo = page.getByRole('dialog', { name: 'Brazil' }).getByRole('img', { name: 'Shop photo' });
    await expect(photo).toHaveAttribute('src', `${server.url}${image}`);
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
    expect(site.requests.filter((path) => path !== '/favicon.ico')).toEqual(['/']);
    expect(errors).toEqual([]);
  });
}

test('two maps of two servers on one page: each is ready and talks to its own server', async ({ page, server }) => {
  test.setTimeout(2 * SERVER_START_LIMIT_MS);
  second = await startServer();
  const asked: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/wp-json/')) asked.push(request.url()); });
  const errors = collectConsoleErrors(page);
  const policy = strictHostPolicy(`${server.url} ${second.url}`);
  // The first server's element names no server (the README's snippet); the second's names its own.
  const body = `${snippet(server.url, [STORE_LOCATOR_ID])}\n${snippet(second.url, [WORLD_ID], true)}`;
  site = await startHostSite({ '/': { html: blogPage(body), headers: { 'content-security-policy': policy } } });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(site.url);
  const stores = mapById(page, STORE_LOCATOR_ID);
  const world = mapById(page, WORLD_ID);
  await waitReady(stores);
  await waitReady(world);

  await stores.getByLabel('Category', { exact: true }).selectOption('outlet');
  await expect(stores.locator('.mapsvg-directory-entry')).toHaveCount(5);
  await clickRegion(world, 'BR');
  await expect(world.getByRole('dialog')).toContainText('Region code: BR');

  // Each map asked its own server alone; one viewer per map, each in its own element.
  const mapsAsked = (id: number) => asked.filter((url) => url.includes(`/wp-json/mapsvg/v1/maps/${id}`)).map((url) => new URL(url).origin);
  expect(new Set(mapsAsked(STORE_LOCATOR_ID))).toEqual(new Set([server.url]));
  expect(new Set(mapsAsked(WORLD_ID))).toEqual(new Set([second.url]));
  const tablesAsked = (suffix: string) => new Set(asked.filter((url) => new RegExp(`/(objects|regions)/\\w+_${suffix}\\b`).test(url)).map((url) => new URL(url).origin));
  expect(tablesAsked(String(STORE_LOCATOR_ID))).toEqual(new Set([server.url]));
  expect([...tablesAsked(String(WORLD_ID))].filter((origin) => origin !== second?.url)).toEqual([]);
  // The element that named no server went to the first viewer, and now names it.
  await expect(stores).toHaveAttribute('data-server', server.url);
  await expect(stores.locator('.mapsvg-app')).toHaveCount(1);
  await expect(world.locator('.mapsvg-app')).toHaveCount(1);
  const servers = await page.evaluate(() => {
    const global = window.MapSVG as typeof window.MapSVG & { servers: Record<string, unknown> };
    return { servers: Object.keys(global.servers).sort(), stores: Boolean(global.getMap(1)), world: Boolean(global.getMap(2)) };
  });
  expect(servers).toEqual({ servers: [server.url, second.url].sort(), stores: true, world: true });
  expect(errors).toEqual([]);
});
