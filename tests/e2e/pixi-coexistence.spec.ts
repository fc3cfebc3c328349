import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Browser, type Locator } from '@playwright/test';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from '../../playwright.config';
import { buildPageInTemp } from '../../bench/pageBuild';
import { startStaticServer, type StaticServer } from '../../bench/regions/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAPS_DIR = path.join(here, '..', '..', 'fixtures', 'maps');

/** How many of an element's screenshot pixels are within a few levels of `rgb`. */
async function pixelsOf(element: Locator, rgb: readonly [number, number, number]): Promise<number> {
  const png = PNG.sync.read(await element.screenshot());
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (rgb.every((value, channel) => Math.abs((png.data[i + channel] ?? 0) - value) <= 6)) count += 1;
  }
  return count;
}

let server: StaticServer;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const pageDir = await buildPageInTemp(path.join(here, 'pixiBeside'), 'pixi-beside');
  server = await startStaticServer(pageDir, MAPS_DIR);
  browser = await chromium.launch(chromiumLaunchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// A site that draws with pixi.js itself can use the engine as a library: the engine's renderer
// keeps its own list of systems and leaves pixi's shared extension registry to pixi.
for (const order of ['pixi-first', 'engine-first']) {
  test(`the map engine and a pixi.js Application both draw on one page (${order})`, async () => {
    const page = await browser.newPage({ viewport: { width: 700, height: 300 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/?order=${order}`);
    await page.evaluate(() => (window as unknown as { pixiBeside: Promise<void> }).pixiBeside);
    expect(errors).toEqual([]);
    expect(await pixelsOf(page.locator('#pixi-host canvas'), [0xd0, 0x30, 0x20])).toBeGreaterThan(9_000);
    expect(await pixelsOf(page.locator('#engine-host'), [0x2a, 0x9d, 0x4a])).toBeGreaterThan(5_000);
    await page.close();
  });
}

// With `drawWithoutEval`, the engine draws with pixi's eval-free uniform and shader functions:
// a page whose policy has no 'unsafe-eval' shows its map (pixi's own Application, made after it,
// works too).
test('the map engine draws on a page whose policy forbids eval', async () => {
  const page = await browser.newPage({ viewport: { width: 700, height: 300 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${server.url}/?*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; worker-src 'self' blob:" } });
  });
  await page.addInitScript(() => {
    const store = window as unknown as { violations: string[] };
    store.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => store.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${server.url}/?order=engine-first&evalFree`);
  await page.evaluate(() => (window as unknown as { pixiBeside: Promise<void> }).pixiBeside);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(await pixelsOf(page.locator('#engine-host'), [0x2a, 0x9d, 0x4a])).toBeGreaterThan(5_000);
  expect(await pixelsOf(page.locator('#pixi-host canvas'), [0xd0, 0x30, 0x20])).toBeGreaterThan(9_000);
  await page.close();
});
