import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap } from '../support/mapPage';

/** The grid lines the tiles show: a red meridian and a blue parallel, 3 tile px wide. */
const MERIDIAN = -100;
const PARALLEL = 40;

function worldX(lng: number, z: number): number {
  return ((lng + 180) / 360) * 256 * 2 ** z;
}

function worldY(lat: number, z: number): number {
  const s = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 256 * 2 ** z;
}

/** One 256 px tile: light grey, with the meridian and the parallel where they cross it. */
function tile(z: number, x: number, y: number): Buffer {
  const png = new PNG({ width: 256, height: 256 });
  const column = Math.round(worldX(MERIDIAN, z) - x * 256);
  const row = Math.round(worldY(PARALLEL, z) - y * 256);
  for (let py = 0; py < 256; py++) {
    for (let px = 0; px < 256; px++) {
      const i = (py * 256 + px) * 4;
      const onMeridian = Math.abs(px + 0.5 - column) <= 1.5;
      const onParallel = Math.abs(py + 0.5 - row) <= 1.5;
      const [r, g, b] = onMeridian ? [255, 0, 0] : onParallel ? [0, 0, 255] : [235, 235, 235];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A tile server on loopback (no test reaches the internet). */
async function startTileServer(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    requests.push(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const key = match[0];
    const body = cache.get(key) ?? tile(Number(match[1]), Number(match[2]), Number(match[3]));
    cache.set(key, body);
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, requests };
}

/** Centroid along a screenshot row (or column) of pixels of one colour. */
function centroidAlong(png: PNG, fixed: number, horizontal: boolean, match: (r: number, g: number, b: number) => boolean): number | null {
  let sum = 0;
  let n = 0;
  const length = horizontal ? png.width : png.height;
  for (let t = 0; t < length; t++) {
    const x = horizontal ? t : fixed;
    const y = horizontal ? fixed : t;
    const i = (Math.round(y) * png.width + Math.round(x)) * 4;
    if (match(png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0)) {
      sum += t + 0.5;
      n += 1;
    }
  }
  return n > 0 ? sum / n : null;
}

const red = (r: number, g: number, b: number) => r > 150 && g < 110 && b < 110;
const blue = (r: number, g: number, b: number) => b > 150 && r < 110 && g < 110;

async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function crossing(page: Page): Promise<{ x: number; y: number }> {
  return page.evaluate(({ lat, lng }) => {
    const engine = (window as unknown as { testMap: { engine: { convertGeoToSvg(p: object): object; mapToScreen(p: object): { x: number; y: number } } } }).testMap.engine;
    return engine.mapToScreen(engine.convertGeoToSvg({ lat, lng }));
  }, { lat: PARALLEL, lng: MERIDIAN });
}

test.describe('street-map tile layer', () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;

  test.beforeAll(async () => {
    tiles = await startTileServer();
  });

  test.afterAll(async () => {
    await new Promise((resolve) => tiles.server.close(resolve));
  });

  test.beforeEach(async ({ page, server }) => {
    // A page the server itself answers (not `openSitePage`'s copy): the browser lets only a
    // page from a loopback address load images from the loopback tile server.
    await page.goto(`${server.url}/`);
  });

  test('tiles stay aligned with the map at three zooms and after a pan', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { baseMap: { on: true, url: tiles.url }, zoom: { hideSvg: true, hideSvgZoomLevel: 0 } } });
    for (const step of [{ level: 0 }, { level: 2 }, { level: 4 }, { level: 4, pan: { x: -70, y: 40 } }]) {
      await page.evaluate(({ level, pan, lat, lng }) => {
        const engine = (window as unknown as { testMap: { engine: {
          zoomTo(l: number, around?: object): boolean; convertGeoToSvg(p: object): object; mapToScreen(p: object): { x: number; y: number }; setViewBox(b: object): void; getViewBox(): { x: number; y: number; width: number; height: number };
        } } }).testMap.engine;
        engine.zoomTo(level, engine.mapToScreen(engine.convertGeoToSvg({ lat, lng })));
        if (pan) {
          const box = engine.getViewBox();
          const unitsPerPx = box.width / 600;
          engine.setViewBox({ ...box, x: box.x - pan.x * unitsPerPx, y: box.y - pan.y * unitsPerPx });
        }
      }, { ...step, pan: step.pan ?? null, lat: PARALLEL, lng: MERIDIAN });
      const expected = await crossing(page);
      // Wait for the tiles of this view, then read the lines 25 px away from their crossing.
      await expect.poll(async () => {
        await nextFrame(page);
        const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 360 } }));
        return centroidAlong(shot, expected.y + 25, true, red) !== null && centroidAlong(shot, expected.x + 25, false, blue) !== null;
      }, { timeout: 30_000 }).toBe(true);
      const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 360 } }));
      const meridianX = centroidAlong(shot, expected.y + 25, true, red) ?? NaN;
      const parallelY = centroidAlong(shot, expected.x + 25, false, blue) ?? NaN;
      expect(Math.abs(meridianX - expected.x), `meridian at ${JSON.stringify(step)}`).toBeLessThanOrEqual(1.5);
      expect(Math.abs(parallelY - expected.y), `parallel at ${JSON.stringify(step)}`).toBeLessThanOrEqual(1.5);
    }
    expect(tiles.requests.every((url) => /^\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('with the layer on, zoom is limited to 0..22 and the vector map hides from hideSvgZoomLevel', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { baseMap: { on: true, url: tiles.url }, zoom: { hideSvg: true, hideSvgZoomLevel: 3, limit: [-5, 30] }, colors: { base: '#00aa00' } } });
    const result = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { zoomTo(l: number): boolean; zoomLevel(): number; setBaseMap(o: boolean): boolean } } }).testMap.engine;
      const below = engine.zoomTo(-1);
      const above = engine.zoomTo(23);
      const top = engine.zoomTo(22);
      engine.zoomTo(0);
      return { below, above, top };
    });
    expect(result).toEqual({ below: false, above: false, top: true });
    const centre = await crossing(page);
    const green = async () => {
      await nextFrame(page);
      const shot = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(centre.x) + 8, y: Math.round(centre.y) + 8, width: 1, height: 1 } }));
      return shot.data[1] === 0xaa && shot.data[0] === 0;
    };
    await expect.poll(green).toBe(true);
    await page.evaluate(({ lat, lng }) => {
      const engine = (window as unknown as { testMap: { engine: { zoomTo(l: number, a?: object): boolean; convertGeoToSvg(p: object): object; mapToScreen(p: object): object } } }).testMap.engine;
      engine.zoomTo(3, engine.mapToScreen(engine.convertGeoToSvg({ lat, lng })));
    }, { lat: PARALLEL, lng: MERIDIAN });
    await expect.poll(green).toBe(false);
    // Turning the layer off shows the vector map again and restores the usual zoom range.
    const off = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { setBaseMap(o: boolean): boolean; zoomTo(l: number): boolean } } }).testMap.engine;
      engine.setBaseMap(false);
      return engine.zoomTo(-1);
    });
    expect(off).toBe(true);
  });
});
