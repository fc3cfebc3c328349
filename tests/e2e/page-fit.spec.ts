import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import { logIn, livePreview, uploadSvgMap } from './support/admin';
import { expect, test } from './support/fixtures';
import { waitReady } from './support/viewerPage';

const GERMANY_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-germany.svg');

/** Console errors and warnings of a page (pixi and React report problems as warnings too). */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** Fails when the map's drawing surface spills out of `container` (1 px of rounding allowed). */
function expectInside(surface: Box, container: Box): void {
  expect(surface.x).toBeGreaterThanOrEqual(container.x - 1);
  expect(surface.y).toBeGreaterThanOrEqual(container.y - 1);
  expect(surface.x + surface.width).toBeLessThanOrEqual(container.x + container.width + 1);
  expect(surface.y + surface.height).toBeLessThanOrEqual(container.y + container.height + 1);
}

/** Shares of a map canvas's pixels that are black, and that are the product's region fill. */
async function canvasColours(surface: Locator): Promise<{ black: number; productFill: number }> {
  const image = PNG.sync.read(await surface.locator('canvas').screenshot());
  let black = 0;
  let productFill = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [image.data[i], image.data[i + 1], image.data[i + 2]];
    if (r < 40 && g < 40 && b < 40) black += 1;
    if (Math.abs(r - 0xb8) < 12 && Math.abs(g - 0xc7) < 12 && Math.abs(b - 0xdb) < 12) productFill += 1;
  }
  const pixels = image.data.length / 4;
  return { black: black / pixels, productFill: productFill / pixels };
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Creates a map from the (tall) Germany file in the admin, publishes it and returns its id; the editor opens. */
async function uploadGermany(page: Page, url: string): Promise<number> {
  await logIn(page, url);
  return uploadSvgMap(page, GERMANY_SVG);
}

test.describe('a tall (portrait) map fits its frame', () => {
  test('in the editor preview, on the embed page and on a phone, without console problems', async ({ browser, server }, testInfo) => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const adminProblems = collectConsoleProblems(admin);
    const mapId = await uploadGermany(admin, server.url);
    const preview = livePreview(admin);
    await waitReady(preview);
    const stage = admin.locator('.admin-preview-stage');
    expectInside(await boxOf(preview.locator('.mapsvg-surface')), await boxOf(stage));
    // The file sets no fills: its regions show the product's fill with borders, not one black shape.
    const colours = await canvasColours(preview.locator('.mapsvg-surface'));
    expect(colours.black).toBeLessThan(0.02);
    expect(colours.productFill).toBeGreaterThan(0.2);
    await screenshot(admin, testInfo, 'admin-editor-germany');
    expect(adminProblems).toEqual([]);
    await admin.close();

    const embedAddress = `${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`;
    for (const viewport of [{ width: 1024, height: 700, name: 'embed-desktop' }, { width: 390, height: 844, name: 'embed-phone' }]) {
      const page = await browser.newPage({ viewport });
      const problems = collectConsoleProblems(page);
      await page.goto(embedAddress);
      const map = page.locator('.mapsvg').first();
      await waitReady(map);
      const surface = await boxOf(map.locator('.mapsvg-surface'));
      expectInside(surface, await boxOf(map));
      // The whole map is visible in the window: as wide as its container, no taller than the window.
      expect(surface.height).toBeLessThanOrEqual(viewport.height);
      expect(surface.width).toBeGreaterThan(viewport.width * 0.6);
      expect(surface.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, testInfo, viewport.name);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  test('on the public page and a phone the demo maps stay inside their containers', async ({ browser, server }, testInfo) => {
    // It measures every map of the demo page twice (desktop and phone): a shared machine needs more than the default.
    test.setTimeout(150_000);
    for (const viewport of [{ width: 1280, height: 800, name: 'public-desktop' }, { width: 390, height: 844, name: 'public-phone' }]) {
      const page = await browser.newPage({ viewport });
      const problems = collectConsoleProblems(page);
      await page.goto(`${server.url}/`);
      const maps = page.locator('section.demo-map .mapsvg');
      const count = await maps.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const map = maps.nth(i);
        await map.scrollIntoViewIfNeeded();
        await waitReady(map);
        const surface = await boxOf(map.locator('.mapsvg-surface'));
        expectInside(surface, await boxOf(map));
        expect(surface.height).toBeLessThanOrEqual(viewport.height);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, testInfo, viewport.name);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
