import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSitePage } from '../support/mapPage';

/** A few screens of article text, so the page can scroll past the map. */
const ARTICLE = Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i + 1} of the article around the map. ${'Text that fills the line. '.repeat(12)}</p>`).join('');

/**
 * Replaces the page with an article: text, an embedded map in the middle, more text. The map is
 * mounted as a site script would and scrolled to the middle of the window.
 */
async function mountArticleMap(page: Page, zoom: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(async ({ article, zoom }) => {
    document.body.innerHTML = `<article style="max-width:640px;margin:0 auto">${article}<div id="test-map" class="mapsvg"></div>${article}</article>`;
    const element = document.getElementById('test-map') as HTMLElement;
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    (window as unknown as { testHandle: unknown }).testHandle = api.mount(element, { options: { source: '/maps/geo-calibrated-usa.svg', zoom } });
    const started = Date.now();
    while (element.dataset.state !== 'ready' || !element.querySelector('.mapsvg-app[data-overlays="ready"]')) {
      if (element.dataset.state === 'error' || Date.now() - started > 40_000) throw new Error(`map did not load: ${element.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    element.scrollIntoView({ block: 'center' });
  }, { article: ARTICLE, zoom });
}

/** The page point at the centre of the map's drawing surface. */
async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('#test-map .mapsvg-surface').boundingBox();
  if (!box) throw new Error('no map surface');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function mapView(page: Page): Promise<{ level: number; x: number; y: number }> {
  return page.evaluate(() => {
    type Engine = { zoomLevel(): number; getViewBox(): { x: number; y: number } | null };
    const engine = (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine;
    const box = engine.getViewBox();
    return { level: engine.zoomLevel(), x: box?.x ?? 0, y: box?.y ?? 0 };
  });
}

function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe('a map inside an article, with a mouse', () => {
  test('the wheel scrolls the page and shows the hint; Ctrl + wheel zooms the map', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountArticleMap(page);
    const hint = page.locator('#test-map .mapsvg-gesture-hint');
    await expect(hint).toBeHidden();
    const centre = await mapCentre(page);
    const before = await scrollTop(page);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 100);
    expect((await mapView(page)).level).toBe(0);
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('Use Ctrl + scroll to zoom the map');
    await expect(hint).toBeHidden({ timeout: 5_000 });

    // A touch scroll may still glide for a few frames after the finger lifts: wait for it to stop.
    await expect.poll(async () => {
      const first = await scrollTop(page);
      await page.waitForTimeout(150);
      return (await scrollTop(page)) - first;
    }).toBe(0);
    const scrolled = await scrollTop(page);
    const point = await mapCentre(page);
    await page.mouse.move(point.x, point.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await mapView(page)).level).toBe(1);
    expect(await scrollTop(page)).toBe(scrolled);
  });

  test('with zoom.wheelNeedsCtrl off the wheel zooms the map as before', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountArticleMap(page, { wheelNeedsCtrl: false });
    const centre = await mapCentre(page);
    const before = await scrollTop(page);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await mapView(page)).level).toBe(1);
    expect(await scrollTop(page)).toBe(before);
    await expect(page.locator('#test-map .mapsvg-gesture-hint')).toBeHidden();
  });
});

test.describe('a map inside an article, on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 }, hasTouch: true, isMobile: true });

  type TouchPoint = { x: number; y: number; id: number };

  async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: TouchPoint[]): Promise<void> {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id, radiusX: 1, radiusY: 1, force: 1 })) });
  }

  /** Moves fingers from their start points by (dx, dy) in small steps, one a frame, as a real swipe does. */
  async function swipe(page: Page, cdp: CDPSession, starts: Array<{ x: number; y: number }>, dx: number, dy: number): Promise<void> {
    const at = (step: number) => starts.map((p, id) => ({ x: p.x + (dx * step) / 10, y: p.y + (dy * step) / 10, id }));
    await touch(cdp, 'touchStart', at(0));
    for (let step = 1; step <= 10; step += 1) {
      await touch(cdp, 'touchMove', at(step));
      await page.waitForTimeout(16);
    }
    await touch(cdp, 'touchEnd', []);
  }

  test('one finger scrolls the page (with a hint) and two fingers pan the map', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountArticleMap(page);
    const cdp = await page.context().newCDPSession(page);
    const centre = await mapCentre(page);
    const start = await mapView(page);
    const before = await scrollTop(page);
    await swipe(page, cdp, [centre], 0, -150);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 50);
    expect(await mapView(page)).toEqual(start);
    await expect(page.locator('#test-map .mapsvg-gesture-hint')).toHaveText('Use two fingers to move the map');

    // A touch scroll may still glide for a few frames after the finger lifts: wait for it to stop.
    await expect.poll(async () => {
      const first = await scrollTop(page);
      await page.waitForTimeout(150);
      return (await scrollTop(page)) - first;
    }).toBe(0);
    const scrolled = await scrollTop(page);
    const point = await mapCentre(page);
    await swipe(page, cdp, [{ x: point.x - 40, y: point.y }, { x: point.x + 40, y: point.y }], 60, 0);
    await expect.poll(async () => (await mapView(page)).x).toBeLessThan(start.x);
    expect(await scrollTop(page)).toBe(scrolled);
  });

  test('with zoom.fingers off one finger pans the map, not the page', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountArticleMap(page, { fingers: false });
    const cdp = await page.context().newCDPSession(page);
    const centre = await mapCentre(page);
    const start = await mapView(page);
    const before = await scrollTop(page);
    await swipe(page, cdp, [centre], 60, 0);
    await expect.poll(async () => (await mapView(page)).x).toBeLessThan(start.x);
    expect(await scrollTop(page)).toBe(before);
  });
});
