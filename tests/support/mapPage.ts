import type { Page } from '@playwright/test';

/** Where {@link openSitePage} serves its page on the product server's origin. */
const SITE_PAGE_PATH = '/test-site-page';

/**
 * Opens a page of a site that loads the viewer's script and places no map itself, as a page
 * whose own script mounts maps (`MapSVG.mount`) would: the head of the product's embed page
 * (its scripts, stylesheets and headers), with an empty body. A test then mounts exactly the map
 * it needs, without the demo page's maps loading beside it. The page is answered by the test,
 * not from an address, so the browser refuses it other loopback servers (a local tile server).
 */
export async function openSitePage(page: Page, siteUrl: string): Promise<void> {
  await page.route(`${siteUrl}${SITE_PAGE_PATH}`, async (route) => {
    const embed = await route.fetch({ url: `${siteUrl}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}` });
    const html = (await embed.text()).replace(/<body([^>]*)>[\s\S]*<\/body>/, '<body$1></body>');
    await route.fulfill({ response: embed, body: html });
  });
  await page.goto(`${siteUrl}${SITE_PAGE_PATH}`);
}

/** A map mounted by a conformance test: where it sits and what it shows. */
export interface MountedTestMap {
  /** The visible map rectangle `[x, y, width, height]` in map units. */
  viewBox: [number, number, number, number];
  width: number;
  height: number;
}

interface MountRequest {
  file: string;
  width: number;
  height: number;
  options?: Record<string, unknown>;
}

/**
 * Mounts a fixture map with the real viewer bundle at a fixed size (top-left of the page, white
 * background) and waits until it is drawn. The page must already show a page of the product
 * (which loads the viewer script), such as {@link openSitePage}'s.
 */
export async function mountTestMap(page: Page, request: MountRequest): Promise<MountedTestMap> {
  return page.evaluate(async ({ file, width, height, options }) => {
    document.body.replaceChildren();
    document.body.style.margin = '0';
    document.body.style.background = '#ffffff';
    const host = document.createElement('div');
    host.id = 'engine-host';
    host.style.cssText = `position:absolute;left:0;top:0;width:${width}px;background:#fff`;
    document.body.append(host);
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): { engine: unknown } } }).MapSVG;
    const handle = api.mount(host, { options: { source: `/maps/${file}`, responsive: false, width, height, lockAspectRatio: true, controls: { zoom: false }, ...options } });
    const started = Date.now();
    while (host.dataset.state !== 'ready') {
      if (host.dataset.state === 'error' || Date.now() - started > 60_000) throw new Error(`map did not load: ${host.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    (window as unknown as { testMap: unknown }).testMap = handle;
    const engine = handle.engine as { getViewBox(): { x: number; y: number; width: number; height: number } };
    const box = engine.getViewBox();
    return { viewBox: [box.x, box.y, box.width, box.height] as [number, number, number, number], width, height };
  }, request);
}

/** Runs a camera command on the mounted map and waits for the next frame. */
export async function zoomTestMap(page: Page, level: number, mapPoint: { x: number; y: number }): Promise<MountedTestMap> {
  return page.evaluate(async ({ level, mapPoint }) => {
    const handle = (window as unknown as { testMap: { engine: {
      setViewBox(b: object): void; getViewBox(): { x: number; y: number; width: number; height: number };
      zoomTo(level: number, around?: { x: number; y: number }): boolean; mapToScreen(p: object): { x: number; y: number } | null;
      debug: { renderNow(): void };
    } } }).testMap;
    const engine = handle.engine;
    const around = engine.mapToScreen(mapPoint) ?? undefined;
    if (!engine.zoomTo(level, around)) throw new Error(`zoom to ${level} was refused`);
    engine.debug.renderNow();
    const box = engine.getViewBox();
    const host = document.getElementById('engine-host');
    return { viewBox: [box.x, box.y, box.width, box.height] as [number, number, number, number], width: host?.clientWidth ?? 0, height: host?.querySelector('canvas')?.clientHeight ?? 0 };
  }, { level, mapPoint });
}

/**
 * Shows the same file through the browser's own SVG renderer beside the engine (below it),
 * with the engine's visible rectangle as its viewBox. Strokes are made non-scaling, as the
 * product draws them, and `inline` keeps the SVG in the DOM for `elementFromPoint`.
 */
export async function showReferenceSvg(page: Page, file: string, view: MountedTestMap, { inline = false, top = view.height + 20 } = {}): Promise<void> {
  await page.evaluate(async ({ file, view, inline, top }) => {
    document.getElementById('reference-host')?.remove();
    const text = await (await fetch(`/maps/${file}`)).text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    svg.setAttribute('viewBox', view.viewBox.join(' '));
    svg.setAttribute('width', String(view.width));
    svg.setAttribute('height', String(view.height));
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    const style = doc.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = '* { vector-effect: non-scaling-stroke; }';
    svg.insertBefore(style, svg.firstChild);
    const host = document.createElement('div');
    host.id = 'reference-host';
    host.style.cssText = `position:absolute;left:0;top:${top}px;width:${view.width}px;height:${view.height}px;background:#fff;overflow:hidden`;
    document.body.append(host);
    const markup = new XMLSerializer().serializeToString(svg);
    if (inline) {
      host.innerHTML = markup;
      return;
    }
    const image = new Image(view.width, view.height);
    image.style.display = 'block';
    image.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    await image.decode();
    host.append(image);
  }, { file, view, inline, top });
}
