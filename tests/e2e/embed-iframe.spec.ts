import { mapIframeSnippet } from '../../domain/index';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { startHostSite, type HostSite } from './support/hostSite';
import { MAP_LOAD_TIMEOUT } from './support/viewerPage';

/** The demo's "World" map. */
const WORLD_ID = 2;

let site: HostSite | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

test('the iframe snippet fits its frame to the map, and again when the page gets narrower', async ({ page, server }) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title></head>
<body><h1>The world</h1>${mapIframeSnippet(server.url, WORLD_ID, 'World map')}<p>After the map.</p></body></html>`;
  site = await startHostSite({ '/': { html } });
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(site.url);
  const frame = page.locator('iframe[data-mapsvg-embed]');
  const inner = page.frameLocator('iframe[data-mapsvg-embed]');
  await expect(inner.locator(`.mapsvg[data-map-id="${WORLD_ID}"]`)).toHaveAttribute('data-state', 'ready', { timeout: MAP_LOAD_TIMEOUT });

  const frameHeight = () => frame.evaluate((element) => element.getBoundingClientRect().height);
  const contentHeight = () => inner.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  // The frame is as tall as the page in it: no scroll bar inside, no gap under the map.
  await expect.poll(async () => Math.abs(await frameHeight() - await contentHeight())).toBeLessThanOrEqual(1);
  expect(await frameHeight()).not.toBe(500);
  const wide = await frameHeight();

  await page.setViewportSize({ width: 500, height: 800 });
  await expect.poll(frameHeight).toBeLessThan(wide - 50);
  await expect.poll(async () => Math.abs(await frameHeight() - await contentHeight())).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});
