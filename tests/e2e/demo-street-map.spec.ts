import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { DESKTOP, PHONE, canvasPixelAt, mapById, waitReady } from './support/viewerPage';

/** The demo map drawn over the street-map layer of the server's own tiles. */
const TITLE = 'France on a street map';

/** The plain tiles' colours (their two checkerboard fills and the line along their edges). */
const TILE_COLOURS: Array<[number, number, number]> = [[0xee, 0xf0, 0xe8], [0xe3, 0xe8, 0xdb], [0xc4, 0xcc, 0xb8]];

function isTileColour(pixel: [number, number, number]): boolean {
  return TILE_COLOURS.some((colour) => colour.every((channel, index) => Math.abs(channel - (pixel[index] ?? 0)) <= 4));
}

/** The street-map demo's id, as the public maps list gives it. */
async function streetMapDemoId(page: Page, server: string): Promise<number> {
  const response = await page.request.get(`${server}/wp-json/mapsvg/v1/maps/`);
  const { maps } = await response.json() as { maps: Array<{ id: number; title: string }> };
  const demo = maps.find((map) => map.title === TITLE);
  if (!demo) throw new Error(`No published demo map "${TITLE}" among ${maps.map((map) => map.title).join(', ')}`);
  return demo.id;
}

/** Every image the page asked for, with the status it got (0 while no answer came). */
function recordImages(page: Page): Array<{ url: URL; status: number }> {
  const images: Array<{ url: URL; status: number }> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image' && !new URL(request.url()).pathname.startsWith('/tiles/')) return;
    void request.response().then((response) => images.push({ url: new URL(request.url()), status: response?.status() ?? 0 }));
  });
  page.on('requestfailed', (request) => images.push({ url: new URL(request.url()), status: 0 }));
  return images;
}

test('a fresh server lists the street-map demo on its demo page', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();
});

for (const device of [{ name: 'desktop', options: DESKTOP }, { name: 'phone', options: PHONE }]) {
  test(`a visitor sees the street-map demo's tiles, all from this server (${device.name})`, async ({ browser, server }) => {
    const context = await browser.newContext(device.options);
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const images = recordImages(page);
      const id = await streetMapDemoId(page, server.url);
      await page.goto(`${server.url}/map/${id}`);
      const map = mapById(page, id);
      await waitReady(map);
      await expect.poll(() => images.filter(({ url }) => url.pathname.startsWith('/tiles/')).length, { timeout: 20_000 }).toBeGreaterThan(0);
      const tiles = images.filter(({ url }) => url.pathname.startsWith('/tiles/'));
      expect(tiles.every(({ url, status }) => url.origin === server.url && status === 200)).toBe(true);
      // Nothing at all, tiles or not, comes from anywhere but this server.
      expect(images.filter(({ url }) => url.protocol.startsWith('http') && url.origin !== server.url)).toEqual([]);
      await expect(map.locator('.mapsvg-attribution')).toHaveText('Plain tiles by Map Studio');

      // The tiles are drawn: the map's top-left corner, out at sea off Brittany, shows them.
      const canvas = map.locator('canvas').first();
      const box = await canvas.boundingBox();
      if (!box) throw new Error('The map has no canvas on screen.');
      await expect.poll(() => canvasPixelAt(canvas, { x: box.x + 6, y: box.y + 6 }).then(isTileColour), { timeout: 20_000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
