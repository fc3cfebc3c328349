import type { Locator } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';
import { waitReady } from './support/viewerPage';

/** The map's area on screen, as the visitor sees it. */
async function mapShot(map: Locator): Promise<PNG> {
  return PNG.sync.read(await map.locator('.mapsvg-map').screenshot());
}

/** The share of pixels that differ between two shots of the same size (anti-aliasing ignored). */
function differingShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  return differing / (a.width * a.height);
}

/** A shot of one flat colour, the size of `like`. */
function flat(like: PNG, rgb: [number, number, number]): PNG {
  const png = new PNG({ width: like.width, height: like.height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return png;
}

test.describe('a map of regions alone shows its poster before the engine', () => {
  test('the visitor sees the map drawn while the engine\'s code is still on its way, then the engine\'s frame in its place', async ({ page, server }) => {
    test.setTimeout(120_000);
    await logIn(page, server.url);
    const mapId = await uploadUsaMap(page);
    await waitReady(page.locator('.admin-preview .mapsvg'));

    const visitor = await page.context().browser()!.newPage({ viewport: { width: 1000, height: 760 } });
    const problems: string[] = [];
    visitor.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()); });
    // The engine's code is held back, as a slow network would: what the visitor sees meanwhile is the poster.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await visitor.route(/\/chunks\/lightMount-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visitor.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
    const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
    await expect.poll(() => visitor.evaluate(() => performance.getEntriesByName('mapsvg:poster', 'mark').length), { timeout: 30_000 }).toBe(1);
    await expect(map).toHaveAttribute('data-state', 'loading');
    const poster = map.locator('canvas.mapsvg-poster');
    await expect(poster).toHaveAttribute('aria-hidden', 'true');
    expect(await poster.evaluate((canvas) => getComputedStyle(canvas).pointerEvents)).toBe('none');
    const posterBox = await map.locator('.mapsvg-map').boundingBox();
    const posterShot = await mapShot(map);
    // The poster is the map, not an empty box in the map's background colour.
    const background = await map.locator('.mapsvg-map').evaluate((host) => getComputedStyle(host).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(differingShare(posterShot, flat(posterShot, [r, g, b]))).toBeGreaterThan(0.2);

    release();
    await waitReady(map);
    await expect(poster).toHaveCount(0);
    await expect(map.locator('canvas')).toHaveCount(1);
    // The engine's frame takes the poster's place: same box (nothing on the page moves) and the same picture,
    // but for the loading note and the zoom buttons.
    expect(await map.locator('.mapsvg-map').boundingBox()).toEqual(posterBox);
    const engineShot = await mapShot(map);
    expect(differingShare(posterShot, engineShot)).toBeLessThan(0.02);
    const [posterAt, engineAt] = await visitor.evaluate(() => [
      performance.getEntriesByName('mapsvg:poster', 'mark')[0]?.startTime ?? Infinity,
      performance.getEntriesByName('mapsvg:first-frame', 'measure')[0]?.startTime ?? -Infinity,
    ]);
    expect(posterAt).toBeLessThan(engineAt!);
    expect(problems).toEqual([]);
    await visitor.close();
  });
});
