import type { Page } from '@playwright/test';

/**
 * Replaces the page with one map mounted from options (no stored tables), as a site script
 * would, and waits until it is drawn. The handle is kept as `window.testHandle`.
 */
export async function mountOptionsMap(page: Page, options: Record<string, unknown>, { editMode = false, extraHtml = '' } = {}): Promise<void> {
  await page.evaluate(async ({ options, editMode, extraHtml }) => {
    document.body.innerHTML = `${extraHtml}<div id="test-map" class="mapsvg"></div>`;
    const element = document.getElementById('test-map') as HTMLElement;
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    (window as unknown as { testHandle: unknown }).testHandle = api.mount(element, { options: { source: '/maps/geo-calibrated-usa.svg', ...options }, editMode });
    const started = Date.now();
    while (element.dataset.state !== 'ready' || !element.querySelector('.mapsvg-app[data-overlays="ready"]')) {
      if (element.dataset.state === 'error' || Date.now() - started > 40_000) throw new Error(`map did not load: ${element.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, { options, editMode, extraHtml });
}

/**
 * A page point inside a region of the mounted test map: by default its box centre, or the given
 * share of the box's width and height from its top-left corner.
 */
export async function testRegionPoint(page: Page, regionId: string, share = { x: 0.5, y: 0.5 }): Promise<{ x: number; y: number }> {
  return page.evaluate(({ id, share }) => {
    type Engine = { host: HTMLElement; document(): { regions: Array<{ id: string; bbox: { minX: number; minY: number; maxX: number; maxY: number } }> }; mapToScreen(p: object): { x: number; y: number } };
    const engine = (window as unknown as { testHandle: { engine: Engine } }).testHandle.engine;
    const region = engine.document().regions.find((r) => r.id === id);
    if (!region) throw new Error(`no region ${id}`);
    const { minX, minY, maxX, maxY } = region.bbox;
    const p = engine.mapToScreen({ x: minX + (maxX - minX) * share.x, y: minY + (maxY - minY) * share.y });
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return { x: box.left + p.x, y: box.top + p.y };
  }, { id: regionId, share });
}

/** Clicks a region of the mounted test map with the mouse. */
export async function clickTestRegion(page: Page, regionId: string): Promise<void> {
  const point = await testRegionPoint(page, regionId);
  await page.mouse.click(point.x, point.y);
}

/** Moves the mouse over a region of the test map. */
export async function hoverTestRegion(page: Page, regionId: string, offset = { x: 0, y: 0 }): Promise<{ x: number; y: number }> {
  const point = await testRegionPoint(page, regionId);
  await page.mouse.move(point.x + offset.x, point.y + offset.y, { steps: 3 });
  return point;
}
