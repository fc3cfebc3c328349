import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoMap, waitReady } from './support/viewerPage';

/** Records, in the page, the ids of the maps in the order they became ready. */
function recordReadyOrder(): void {
  const order: string[] = [];
  (window as unknown as { readyOrder: string[] }).readyOrder = order;
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target as HTMLElement;
      const id = element.dataset.mapId;
      if (id && element.dataset.state === 'ready' && !order.includes(id)) order.push(id);
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
}

function readyOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { readyOrder: string[] }).readyOrder);
}

/** The requests the page makes for the US counties map's data: its file and its tables. */
function countiesRequests(page: Page, mapId: () => string | null): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const id = mapId();
    if (pathname.includes('usa-counties') || (id !== null && new RegExp(`/(objects|regions)_${id}\\b`).test(pathname))) requests.push(pathname);
  });
  return requests;
}

test.describe('a page with several maps starts each as the visitor comes near it', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('the map far below the fold asks for nothing until scrolled near, then draws; the top map is ready first', async ({ page, server }) => {
    await page.addInitScript(recordReadyOrder);
    let countiesId: string | null = null;
    const requests = countiesRequests(page, () => countiesId);
    await page.goto(`${server.url}/`);
    const counties = demoMap(page, 'US counties');
    countiesId = await counties.getAttribute('data-map-id');
    await waitReady(demoMap(page, 'United States'));
    // The World map sits within a window's height of the window: it follows the top map.
    await waitReady(demoMap(page, 'World'));
    expect(await readyOrder(page)).toEqual(['1', '2']);
    // US counties is two windows down: neither its file nor its tables were asked for.
    expect(requests).toEqual([]);
    await expect(counties).toHaveAttribute('data-state', 'loading');
    await expect(counties.locator('canvas')).toHaveCount(0);

    await counties.scrollIntoViewIfNeeded();
    await waitReady(counties);
    expect(requests.some((path) => path.includes('usa-counties'))).toBe(true);
    // (A map below it, now near too, may follow.)
    expect((await readyOrder(page)).slice(0, 3)).toEqual(['1', '2', countiesId]);
  });

  test('a site script asking for a map the visitor has not reached starts it at once', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    await waitReady(demoMap(page, 'World'));
    const counties = demoMap(page, 'US counties');
    const id = Number(await counties.getAttribute('data-map-id'));
    await expect(counties).toHaveAttribute('data-state', 'loading');
    await page.evaluate((mapId) => {
      (window as unknown as { MapSVG: { getMap(id: number): unknown } }).MapSVG.getMap(mapId);
    }, id);
    await waitReady(counties);
    // Started by the script, not by scrolling: the page is still at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the maps are ready one after another from the top', async ({ page, server }) => {
    await page.addInitScript(recordReadyOrder);
    await page.goto(`${server.url}/`);
    const maps = page.locator('.mapsvg[data-map-id]');
    const count = await maps.count();
    for (let i = 0; i < count; i += 1) {
      await maps.nth(i).scrollIntoViewIfNeeded();
      await waitReady(maps.nth(i));
    }
    const ids = await maps.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.mapId));
    expect(await readyOrder(page)).toEqual(ids);
  });
});
