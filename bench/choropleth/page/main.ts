import { choroplethRange, classify, computeChoroplethColors, defaultMapOptions } from '../../../domain/index';
import { MapEngine } from '../../../engine/index';
import { observeEventTiming } from '../../regions/page/eventTiming';

/** What the Node side of the choropleth bench calls in the page. */
export interface ChoroplethBenchApi {
  /** Mounts the engine on the map; resolves to the region count. */
  mountEngine(url: string): Promise<number>;
  /** Inlines the map as SVG (the peer); resolves to the path count. */
  mountSvg(url: string): Promise<number>;
  /** New values for every county, colours computed and drawn; resolves to ms (fenced). */
  recolorEngine(round: number): Promise<{ ms: number; computeMs: number; setMs: number }>;
  /**
   * Classifies `count` skewed values (population-like) into 9 natural-breaks classes, the most
   * costly method, and colours them; resolves to the ms it took in the page.
   */
  classify(count: number, round: number): number;
  /** One fenced frame with nothing changed: the floor any redraw pays. */
  frameOnly(): Promise<number>;
  /** One fenced frame that draws every mesh again (what a view change costs once it settles). */
  fullRedraw(): Promise<number>;
  /** The same in the SVG DOM: every path's fill set, until the change is on screen. */
  recolorSvg(round: number): Promise<{ ms: number }>;
  /**
   * Makes the next click on the page's Recolour button give every county a new value, in the
   * mounted implementation, the way a visitor's input would (the engine draws on its next frame).
   */
  armClickRecolor(round: number): void;
  /**
   * The browser's Event Timing duration of that click: from the input to the presentation of
   * the frame after its handler, measured alike for WebGL and the DOM. Reported in 8 ms steps
   * and never under 16 ms: 16 means "16 ms or less".
   */
  clickPresentedMs(): Promise<number>;
  dispose(): void;
}

declare global {
  interface Window { choroplethBench: ChoroplethBenchApi }
}

const VIEWPORT = { width: 960, height: 600 };
/** The browser's own input-to-presentation times (Event Timing) of the Recolour clicks. */
const eventTiming = observeEventTiming();

const state: { engine: MapEngine | null; svg: SVGSVGElement | null; ids: string[]; paths: SVGElement[] } = { engine: null, svg: null, ids: [], paths: [] };

function host(): HTMLElement {
  const element = document.getElementById('host');
  if (!element) throw new Error('no #host');
  return element;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Population-like values: most small, a few very large; new every round. */
function skewedValues(count: number, round: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(1000 * 10 ** (3 * (((i * 7919 + round * 104_729) % 10_007) / 10_007) ** 2)));
}

function classifyValues(count: number, round: number): number {
  const values = skewedValues(count, round);
  const start = performance.now();
  const { colors, bounds } = classify(values, { method: 'jenks', count: 9, palette: 'YlOrRd', reversed: false, breaks: [] });
  if (colors.length !== bounds.length - 1) throw new Error('classes and colours disagree');
  return performance.now() - start;
}

/** Values that change every round, so every county really gets a new colour. */
function colorsFor(ids: readonly string[], round: number): Map<string, string | null> {
  const values = new Map<string, number | undefined>();
  ids.forEach((id, i) => values.set(id, ((i * 7919 + round * 104_729) % 10_007)));
  const coloring = defaultMapOptions(0).choropleth.coloring;
  coloring.gradient.values = choroplethRange(values.values() as Iterable<number>);
  return computeChoroplethColors(values, { on: true, coloring });
}

const armed: { round: number | null; at: number } = { round: null, at: 0 };

/** The visitor's recolour: new values for every county, shown by whichever map is mounted. */
function onRecolorClick(): void {
  const round = armed.round;
  if (round === null) return;
  armed.round = null;
  const colors = colorsFor(state.ids, round);
  if (state.engine) {
    state.engine.setChoroplethColors(colors);
    return;
  }
  state.paths.forEach((path, i) => { path.style.fill = colors.get(state.ids[i] ?? '') ?? ''; });
}
document.getElementById('recolor')?.addEventListener('click', onRecolorClick);

const api: ChoroplethBenchApi = {
  classify: classifyValues,
  async mountEngine(url) {
    api.dispose();
    const engine = new MapEngine(host(), { source: url, responsive: false, width: VIEWPORT.width, height: VIEWPORT.height, lockAspectRatio: false, colors: { base: '#d0d0d0', stroke: '#ffffff' }, title: 'Bench' });
    state.engine = engine;
    await engine.whenReady();
    engine.debug.fence();
    state.ids = engine.regions().map((region) => region.id);
    return state.ids.length;
  },

  async mountSvg(url) {
    api.dispose();
    const text = await (await fetch(url)).text();
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = document.importNode(parsed.documentElement, true) as unknown as SVGSVGElement;
    svg.setAttribute('width', String(VIEWPORT.width));
    svg.setAttribute('height', String(VIEWPORT.height));
    svg.style.display = 'block';
    host().append(svg);
    state.svg = svg;
    state.paths = Array.from(svg.querySelectorAll<SVGElement>('path[id]'));
    state.ids = state.paths.map((path) => path.id);
    await nextFrame();
    await nextFrame();
    return state.paths.length;
  },

  async recolorEngine(round) {
    const engine = state.engine;
    if (!engine) throw new Error('engine not mounted');
    // Start on a fresh frame, with no GPU work of ours pending.
    await nextFrame();
    engine.debug.fence();
    const start = performance.now();
    const colors = colorsFor(state.ids, round);
    const computed = performance.now();
    engine.setChoroplethColors(colors);
    const set = performance.now();
    // The frame the engine would draw on its next animation frame, drawn now.
    engine.debug.renderFrame();
    engine.debug.fence();
    const end = performance.now();
    return { ms: end - start, computeMs: computed - start, setMs: set - computed };
  },

  async frameOnly() {
    const engine = state.engine;
    if (!engine) throw new Error('engine not mounted');
    await nextFrame();
    engine.debug.fence();
    const start = performance.now();
    engine.debug.renderFrame();
    engine.debug.fence();
    return performance.now() - start;
  },

  async fullRedraw() {
    const engine = state.engine;
    if (!engine) throw new Error('engine not mounted');
    await nextFrame();
    engine.debug.fence();
    const start = performance.now();
    engine.debug.renderNow();
    engine.debug.fence();
    return performance.now() - start;
  },

  async recolorSvg(round) {
    if (!state.svg) throw new Error('svg not mounted');
    await nextFrame();
    const start = performance.now();
    const colors = colorsFor(state.ids, round);
    state.paths.forEach((path, i) => { path.style.fill = colors.get(state.ids[i] ?? '') ?? ''; });
    // Style, layout and paint happen in the next frame; it is on screen one frame later.
    void document.body.offsetHeight;
    await nextFrame();
    await nextFrame();
    return { ms: performance.now() - start };
  },

  armClickRecolor(round) {
    armed.round = round;
    armed.at = performance.now();
  },

  clickPresentedMs() {
    return eventTiming.presentedSince(armed.at, 1500, ['click']);
  },

  dispose() {
    state.engine?.dispose();
    state.engine = null;
    state.svg?.remove();
    state.svg = null;
    state.paths = [];
    host().replaceChildren();
  },
};

window.choroplethBench = api;
