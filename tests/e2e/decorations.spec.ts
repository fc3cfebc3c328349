import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap, openSitePage } from '../support/mapPage';

/** A blue 40×40 picture, linked relative to the map file. */
const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0000ff"/></svg>';

/** A map with a region, a picture placed under it by a transform, and a large black label. */
const map = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <g transform="translate(20 200)"><image href="picture.svg" x="0" y="0" width="80" height="80"/></g>
  <rect id="room" x="200" y="20" width="180" height="120" fill="#ffffff"/>
  <text x="290" y="100" font-size="48" text-anchor="middle" fill="#000000">MM</text>
</svg>`;

async function colourAt(page: Page, point: { x: number; y: number }): Promise<[number, number, number]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(point.x), y: Math.round(point.y), width: 1, height: 1 } }));
  return [shot.data[0] ?? 0, shot.data[1] ?? 0, shot.data[2] ?? 0];
}

async function darkPixels(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const shot = PNG.sync.read(await page.screenshot({ clip: box }));
  let dark = 0;
  for (let i = 0; i < shot.data.length; i += 4) if ((shot.data[i] ?? 255) < 80 && (shot.data[i + 1] ?? 255) < 80 && (shot.data[i + 2] ?? 255) < 80) dark += 1;
  return dark;
}

test('text and images of the map file are drawn, the image from a link relative to the file', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  await page.route(/\/maps\/decorated\.svg/, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: map }));
  await page.route(/\/maps\/picture\.svg/, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: picture }));
  await openSitePage(page, server.url);
  await mountTestMap(page, { file: 'decorated.svg', width: 400, height: 300 });
  // The picture sits 20..100 × 200..280: its middle is blue once it has loaded.
  await expect.poll(() => colourAt(page, { x: 60, y: 240 })).toEqual([0, 0, 255]);
  // The label: dark strokes of "MM" inside the white room, none outside the text's box.
  expect(await darkPixels(page, { x: 240, y: 55, width: 100, height: 50 })).toBeGreaterThan(200);
  expect(await darkPixels(page, { x: 205, y: 25, width: 30, height: 20 })).toBe(0);
  expect(errors).toEqual([]);
});
