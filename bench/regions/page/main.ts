import { RegionIndex } from '../../../engine/hit-test/RegionIndex';
import { parseSvgMap } from '../../../engine/svg/parseSvgMap';
import { browseGesture, fitView, seededRandom, type MapRect, type View, type Viewport } from '../gesture';
import { EngineImpl } from './engineImpl';
import { observeEventTiming } from './eventTiming';
import { LeafletImpl } from './leafletImpl';
import { PixiNaiveImpl } from './pixiNaiveImpl';
import { presentedFirstFrame } from './presented';
import { SvgDomImpl } from './svgDomImpl';
import { changePresented, installDrawCallCounter, nextFrame, observeLongTasks, sleep, stepPresented } from './timing';
import type { BenchImpl, ImplName, MountContext } from './types';
import type { BenchPageApi, HoverPoint, HoverSample, MountReport, PreparedMap } from './api';

const VIEWPORT: Viewport = { width: 960, height: 600 };
const COLORS = { base: '#d0d0d0', hover: '#1a73e8', stroke: '#ffffff' };
const longTasks = observeLongTasks();
const drawCalls = installDrawCallCounter();

interface Prepared {
  url: string;
  content: MapRect;
  view: View;
  regionIds: Set<string>;
  index: RegionIndex;
}

interface ArmedHover {
  armedAt: number;
  start: number | null;
  result: Promise<HoverSample>;
  resolve(sample: HoverSample): void;
  done: boolean;
}

/** The browser's own input-to-presentation times (Event Timing), for hover probes. */
const eventTiming = observeEventTiming();

/**
 * The engine's own load-step measures (`mapsvg:*` performance.measure entries) since `since`,
 * in ms by step name, to say which step a long load task belongs to.
 */
function engineLoadSteps(since: number): Record<string, number> {
  const steps: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('measure')) {
    if (!entry.name.startsWith('mapsvg:') || entry.startTime < since) continue;
    const name = entry.name.slice('mapsvg:'.length);
    steps[name] = Math.max(steps[name] ?? 0, entry.duration);
  }
  return steps;
}

const state: { map: Prepared | null; impl: BenchImpl | null; hover: ArmedHover | null } = { map: null, impl: null, hover: null };

function host(): HTMLElement {
  const element = document.getElementById('host');
  if (!element) throw new Error('the bench page has no #host');
  return element;
}

function prepared(): Prepared {
  if (!state.map) throw new Error('bench.prepare() was not called');
  return state.map;
}

function current(): BenchImpl {
  if (!state.impl) throw new Error('no implementation is mounted');
  return state.impl;
}

function createImpl(name: ImplName, map: Prepared): BenchImpl {
  switch (name) {
    case 'engine': return new EngineImpl();
    case 'svgdom': return new SvgDomImpl(map.regionIds);
    case 'leaflet_svg': return new LeafletImpl('leaflet_svg', 'svg');
    case 'leaflet_canvas': return new LeafletImpl('leaflet_canvas', 'canvas');
    case 'pixi_naive': return new PixiNaiveImpl();
  }
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function heapMb(): number {
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 2 ** 20 : Number.NaN;
}

// The first pointer event after arming starts the hover clock. Boundary events (pointerover,
// mouseover) come before pointermove, and capture on window sees each before any
// implementation's own listener does.
for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove']) {
  window.addEventListener(type, () => {
    const armed = state.hover;
    if (armed && armed.start === null) armed.start = performance.now();
  }, { capture: true });
}

/** Disposes the mounted implementation and lets the page settle (a forced GC) before a mount. */
async function clearStage(): Promise<Prepared> {
  const map = prepared();
  state.impl?.dispose();
  state.impl = null;
  host().replaceChildren();
  collectGarbage();
  await sleep(50);
  return map;
}

/** What every implementation is given to mount the prepared map, but where. */
function mountContext(map: Prepared, fence: boolean): Omit<MountContext, 'host'> {
  return { url: map.url, viewport: VIEWPORT, content: map.content, view: map.view, colors: COLORS, fence };
}

const api: BenchPageApi = {
  async prepare(url): Promise<PreparedMap> {
    const document = parseSvgMap(await (await fetch(url)).text());
    const [x, y, width, height] = document.viewBox;
    const content = { x, y, width, height };
    const regions = document.regions.filter((region) => region.visible && region.rings.length > 0);
    state.map = {
      url, content,
      view: fitView(VIEWPORT, content),
      regionIds: new Set(regions.map((region) => region.elementId)),
      index: new RegionIndex(regions),
    };
    host().style.width = `${VIEWPORT.width}px`;
    host().style.height = `${VIEWPORT.height}px`;
    return { content, regions: regions.length, viewport: VIEWPORT };
  },

  async mount(name): Promise<MountReport> {
    const map = await clearStage();
    const heapBefore = heapMb();
    const impl = createImpl(name, map);
    const context: MountContext = { ...mountContext(map, true), host: host() };
    const start = performance.now();
    await impl.mount(context);
    const end = performance.now();
    state.impl = impl;
    // Long-task entries arrive after their task ends; give the observer a turn.
    await sleep(100);
    const engineImpl = impl instanceof EngineImpl ? impl : null;
    const report: MountReport = {
      firstFrameMs: (engineImpl?.firstFrameAt ?? end) - start,
      longestTaskMs: longTasks.longestBetween(start, engineImpl?.readyAt ?? end, engineImpl?.fenceWindow),
    };
    if (engineImpl) {
      const engine = engineImpl.instance;
      report.loadSteps = engineLoadSteps(start);
      collectGarbage();
      report.heapMb = heapMb();
      report.heapBeforeMb = heapBefore;
      report.drawCalls = engine?.debug.drawCalls ?? 0;
      drawCalls.reset();
      engine?.debug.renderNow();
      report.glDrawCalls = drawCalls.read();
    }
    impl.applyView(map.view);
    await changePresented(impl);
    return report;
  },

  async presentedFirstFrame(name): Promise<number> {
    const map = await clearStage();
    return presentedFirstFrame(createImpl(name, map), mountContext(map, false));
  },

  async gesture(frames): Promise<number[]> {
    const impl = current();
    const { view: first, content } = prepared();
    // Untimed steps first (a small pan off the first view): the browser pipelines DOM frames
    // (one frame's paint and raster overlap the next frame's script), so the first steps of a
    // gesture look cheaper than steady panning does.
    const warmUp = [1, 2].map((k) => ({ ...first, cx: first.cx - (8 * k) / first.scale }));
    const views = [...warmUp, ...browseGesture(VIEWPORT, content, frames)];
    const samples: number[] = [];
    // One step per animation frame, as a drag would: the view changes inside a frame callback
    // and the step ends when the frame showing it is presented (see stepPresented).
    let start = await nextFrame();
    for (const view of views) {
      impl.applyView(view);
      await stepPresented(impl);
      const end = performance.now();
      samples.push(end - start);
      start = end;
    }
    samples.splice(0, warmUp.length);
    impl.applyView(first);
    await changePresented(impl);
    return samples;
  },

  hoverPoints(count, seed): HoverPoint[] {
    const map = prepared();
    const random = seededRandom(seed);
    const { view } = map;
    const regionAt = (x: number, y: number): string | null => {
      const mapX = view.cx + (x - VIEWPORT.width / 2) / view.scale;
      const mapY = view.cy + (y - VIEWPORT.height / 2) / view.scale;
      return map.index.hitTest(mapX, mapY);
    };
    const points: HoverPoint[] = [];
    const used = new Set<string>();
    for (let attempt = 0; attempt < 100_000 && points.length < count; attempt += 1) {
      const x = Math.round(20 + random() * (VIEWPORT.width - 40)) + 0.5;
      const y = Math.round(20 + random() * (VIEWPORT.height - 40)) + 0.5;
      const id = regionAt(x, y);
      if (!id || used.has(id)) continue;
      // Well inside the region, so antialiasing and stroke widths cannot change the answer.
      const inside = [[-4, 0], [4, 0], [0, -4], [0, 4], [-3, -3], [3, 3], [-3, 3], [3, -3]].every(([dx = 0, dy = 0]) => regionAt(x + dx, y + dy) === id);
      if (!inside) continue;
      used.add(id);
      points.push({ x, y, id });
    }
    return points;
  },

  async settle(): Promise<void> {
    await changePresented(current());
    // Longer than the engine's 120 ms settle delay, so a sharp redraw is not billed to the probe.
    await sleep(200);
    await nextFrame();
    await nextFrame();
  },

  armHover(): void {
    const impl = current();
    let resolve: (sample: HoverSample) => void = () => undefined;
    const result = new Promise<HoverSample>((done) => { resolve = done; });
    const armed: ArmedHover = { armedAt: performance.now(), start: null, result, resolve, done: false };
    state.hover = armed;
    impl.onHighlight((id) => {
      if (armed.done || armed.start === null) return;
      armed.done = true;
      const start = armed.start;
      void changePresented(impl).then(() => armed.resolve({ ms: performance.now() - start, id, presentedMs: Number.NaN }));
    });
  },

  async hoverResult(timeoutMs): Promise<HoverSample | null> {
    const armed = state.hover;
    if (!armed) return null;
    const sample = await Promise.race([armed.result, sleep(timeoutMs).then(() => null)]);
    current().onHighlight(null);
    state.hover = null;
    if (!sample) return null;
    return { ...sample, presentedMs: await eventTiming.presentedSince(armed.armedAt, 1500) };
  },

  hitTest(count, repeats, seed) {
    const engine = current() instanceof EngineImpl ? (current() as EngineImpl).instance : null;
    if (!engine) throw new Error('hit tests need the engine mounted');
    const { content } = prepared();
    const random = seededRandom(seed);
    const hitTestMap = engine.debug.hitTestMap;
    const perCallUs: number[] = [];
    let onRegion = 0;
    for (let i = 0; i < count; i += 1) {
      const x = content.x + random() * content.width;
      const y = content.y + random() * content.height;
      if (hitTestMap(x, y) !== null) onRegion += 1;
      // The timer is coarse (5 µs cross-origin isolated): time a batch of calls on one point,
      // and keep the quickest of three batches, since noise (other processes on these shared
      // cores, GC) only ever adds time.
      let best = Infinity;
      for (let batch = 0; batch < 3; batch += 1) {
        const start = performance.now();
        for (let r = 0; r < repeats; r += 1) hitTestMap(x, y);
        best = Math.min(best, performance.now() - start);
      }
      perCallUs.push((best * 1000) / repeats);
    }
    return { perCallUs, onRegion, isolated: globalThis.crossOriginIsolated };
  },

  dispose(): void {
    state.impl?.dispose();
    state.impl = null;
    host().replaceChildren();
  },
};

(window as unknown as { bench: BenchPageApi }).bench = api;
