import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { livePreview, logIn } from './support/admin';
import { canvasPixelAt, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

/** The record markers of the preview map, by id. */
function recordMarkerIds(page: Page): Promise<string[]> {
  return page.evaluate((id) => {
    type Engine = { markers(): Array<{ id: string }> };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    return engine.markers().map((marker) => marker.id).filter((markerId) => markerId.startsWith('record_'));
  }, STORE_LOCATOR_ID);
}

/** The page point of the first cluster badge seen in the preview's frame, or null while there is none. */
function firstCluster(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate((id) => {
    type Engine = { host: HTMLElement; clusters(): Array<{ svgPoint: { x: number; y: number } }>; mapToScreen(p: object): { x: number; y: number } };
    const engine = (window as unknown as { MapSVG: { getMap(mapId: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    const frame = document.querySelector('.admin-preview-stage')?.getBoundingClientRect() ?? box;
    const seen = engine.clusters().map((cluster) => {
      const point = engine.mapToScreen(cluster.svgPoint);
      return { x: box.left + point.x, y: box.top + point.y };
    }).filter((point) => point.x > Math.max(box.left, frame.left) + 20 && point.x < Math.min(box.right, frame.right) - 20
      && point.y > Math.max(box.top, frame.top) + 20 && point.y < Math.min(box.bottom, frame.bottom) - 20);
    return seen[0] ?? null;
  }, STORE_LOCATOR_ID);
}

/** Counts the preview's passes through `loading` (a rebuild of its markers) from now on. */
async function countLoads(preview: Locator): Promise<() => Promise<number>> {
  await preview.evaluate((element) => {
    const counted = element as HTMLElement & { loads?: number };
    counted.loads = 0;
    new MutationObserver(() => { if (element.getAttribute('data-state') === 'loading') counted.loads = (counted.loads ?? 0) + 1; })
      .observe(element, { attributes: true, attributeFilter: ['data-state'] });
  });
  return () => preview.evaluate((element) => (element as HTMLElement & { loads?: number }).loads ?? 0);
}

async function openOption(page: Page, group: string, option: string): Promise<Locator> {
  await page.getByRole('button', { name: group, exact: true }).click();
  return page.getByLabel(option, { exact: true });
}

async function previewUpToDate(page: Page): Promise<void> {
  await expect(page.locator('.admin-preview-status')).toHaveText('Preview up to date', { timeout: 30_000 });
  await waitReady(livePreview(page));
}

test('an option edit in the admin never adds the preview\'s markers twice; a cluster colour repaints the badges only; a sidebar directory stays in the preview', async ({ page, server }) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${STORE_LOCATOR_ID}/editor`);
  const preview = livePreview(page);
  await waitReady(preview);
  await expect.poll(async () => (await recordMarkerIds(page)).length).toBe(30);

  // Clustering on rebuilds the preview's markers: each comes back once.
  await (await openOption(page, 'Clustering', 'Cluster markers')).check();
  await previewUpToDate(page);
  await expect.poll(() => firstCluster(page)).not.toBeNull();
  await expect.poll(async () => (await recordMarkerIds(page)).length).toBe(30);
  expect(errors.filter((text) => text.includes('markers skipped') || text.includes('already being used'))).toEqual([]);

  // A cluster colour: the badges turn blue, and the markers are not built again.
  const loads = await countLoads(preview);
  const canvas = preview.locator('canvas').first();
  // Left of the count, inside the ring: the badge's fill (read where the badge is now: the page may scroll).
  const badgeFill = async () => {
    const centre = await firstCluster(page);
    if (!centre) throw new Error('no cluster');
    const [red, , blue] = await canvasPixelAt(canvas, { x: centre.x - 9, y: centre.y });
    return blue - red;
  };
  await expect.poll(badgeFill).toBeLessThan(-100);
  await (await openOption(page, 'Colours', 'Clusters')).fill('#0000ff');
  await previewUpToDate(page);
  await expect.poll(badgeFill).toBeGreaterThan(100);
  expect(await loads()).toBe(0);
  expect(errors.filter((text) => text.includes('markers skipped') || text.includes('already being used'))).toEqual([]);

  // The directory in the left sidebar stays inside the preview's frame.
  await (await openOption(page, 'Directory', 'Location')).selectOption('leftSidebar');
  await previewUpToDate(page);
  const frame = await page.locator('.admin-preview-stage').boundingBox();
  const directory = preview.locator('.mapsvg-directory').first();
  await expect(directory).toBeVisible();
  const list = await directory.boundingBox();
  if (!frame || !list) throw new Error('no boxes');
  expect(list.x).toBeGreaterThanOrEqual(frame.x - 1);
  // Just below the frame, under the directory and under the map, the editor is what is there.
  const below = frame.y + frame.height + 4;
  await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - 300)), below + (await page.evaluate(() => window.scrollY)));
  const frameNow = await page.locator('.admin-preview-stage').boundingBox();
  if (!frameNow) throw new Error('no frame');
  for (const x of [list.x + list.width / 2, frameNow.x + frameNow.width - 40]) {
    const inPreview = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.admin-preview-stage')), { x, y: frameNow.y + frameNow.height + 4 });
    expect(inPreview).toBe(false);
  }
  // The directory scrolls inside the frame: its last entry can be reached (scrolled to again
  // should a late repaint of the preview have laid the list out anew).
  const lastEntry = directory.locator('.mapsvg-directory-entry').last();
  await expect(async () => {
    await lastEntry.scrollIntoViewIfNeeded();
    await expect(lastEntry).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
