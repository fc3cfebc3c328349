import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A demo map's container by its title on the demo page. */
export function demoMap(page: Page, title: string): Locator {
  return page.locator('section.demo-map', { has: page.getByRole('heading', { name: title, exact: true }) }).locator('.mapsvg');
}

/** The store-locator demo map's id: the first map the demo seeds (United States). */
export const STORE_LOCATOR_ID = 1;

/**
 * The address of a site page that holds one map's shortcode and nothing else (the product's
 * embed page): a spec about one demo map opens it there, without the demo page's other maps.
 */
export function mapPageUrl(siteUrl: string, mapId: number): string {
  return `${siteUrl}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`;
}

/** A map's container on any page, by its id. */
export function mapById(page: Page, mapId: number): Locator {
  return page.locator(`.mapsvg[data-map-id="${mapId}"]`);
}

/**
 * How long a spec waits for a map to load or fail: software WebGL is slow, and the demo page
 * loads several maps at once (over 10 s for one of them on a loaded machine).
 */
export const MAP_LOAD_TIMEOUT = 40_000;

/** Opens a page and waits until the map is drawn. */
export async function waitReady(map: Locator): Promise<void> {
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: MAP_LOAD_TIMEOUT });
  // The overlays subscribe to the engine right after it is ready; a map of regions alone defers
  // them until the visitor reaches for it, and its engine holds what they will answer.
  await expect(map.locator('.mapsvg-app')).toHaveAttribute('data-overlays', /^(ready|deferred)$/);
}

/** The page point at the centre of a region's box (inside it for compact regions). */
export async function regionPoint(map: Locator, regionId: string): Promise<{ x: number; y: number }> {
  const mapId = Number(await map.getAttribute('data-map-id'));
  return map.page().evaluate(({ mapId, regionId }) => {
    type Engine = {
      host: HTMLElement;
      document(): { regions: Array<{ id: string; bbox: { minX: number; minY: number; maxX: number; maxY: number } }> };
      mapToScreen(p: object): { x: number; y: number };
    };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(mapId);
    const engine = handle.engine;
    engine.host.scrollIntoView({ block: 'center' });
    const region = engine.document().regions.find((r) => r.id === regionId);
    if (!region) throw new Error(`no region ${regionId}`);
    const point = engine.mapToScreen({ x: (region.bbox.minX + region.bbox.maxX) / 2, y: (region.bbox.minY + region.bbox.maxY) / 2 });
    const surface = engine.host.querySelector('.mapsvg-surface') ?? engine.host;
    const box = surface.getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  }, { mapId, regionId });
}

/** Clicks a region with the mouse, as a visitor does. */
export async function clickRegion(map: Locator, regionId: string): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const point = await regionPoint(map, regionId);
  await map.page().mouse.click(point.x, point.y);
}

/** The colour a map's canvas shows at a page point (the canvas keeps its last drawing). */
export async function canvasPixelAt(canvas: Locator, point: { x: number; y: number }): Promise<[number, number, number]> {
  return canvas.evaluate((element: HTMLCanvasElement, { x, y }) => {
    const box = element.getBoundingClientRect();
    const scale = element.width / box.width;
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(element, 0, 0);
    const pixel = context.getImageData(Math.round((x - box.left) * scale), Math.round((y - box.top) * scale), 1, 1).data;
    return [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0] as [number, number, number];
  }, point);
}

/** A canvas's pixels as RGBA rows, read in the page (WebGL canvases keep their last drawing). */
export type CanvasPixels = (canvas: HTMLCanvasElement) => Uint8ClampedArray;

/** Installs `window.canvasPixels` in every document of a page (`page.addInitScript`), for reads in the page. */
export function installCanvasPixels(): void {
  const read: CanvasPixels = (canvas) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(canvas, 0, 0);
    return context.getImageData(0, 0, copy.width, copy.height).data;
  };
  (window as unknown as { canvasPixels: CanvasPixels }).canvasPixels = read;
}

/** The ids of the map's selected regions, through the public MapSVG API. */
export async function selectedRegions(page: Page, mapId: number): Promise<string[]> {
  return page.evaluate((id) => {
    type Handle = { engine: { regions(): Array<{ id: string; selected: boolean }> } | null };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id);
    return handle?.engine?.regions().filter((region) => region.selected).map((region) => region.id) ?? [];
  }, mapId);
}

/** Whether two elements' boxes overlap on screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('an element is not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** A phone's browser context: 390x844 with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** A desktop browser context: 1280x800. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
