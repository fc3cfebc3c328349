import type { MapEngine } from '../../../engine/index';
import { engineFence, engineMercatorView, preparePan } from '../../markers/page/engineView';
import { mountMaplibre, pointsGeoJson, type MaplibrePeer } from '../../markers/page/maplibre';
import type { MercatorView } from '../../markers/page/mercator';
import { heapMb, nextFrame, settleAfterZoom, sleep, timeSteps } from '../../markers/page/steps';

/** What the viewer script (`/dist/viewer.js`, loaded by the page) exposes. */
interface ViewerHandle {
  engine: MapEngine | null;
  unmount(): void;
}
interface ViewerApi {
  mount(element: HTMLElement, options: { id: number }): ViewerHandle;
}

const stage = document.getElementById('stage') as HTMLDivElement;
const WIDTH = 960;
/** How long after ready the heap is read (idle work done, transient answers let go). */
const HEAP_SETTLE_MS = 3000;
/** Pause between the two collections of {@link collectGarbage}. */
const GC_SETTLE_MS = 200;

let viewer: { handle: ViewerHandle; element: HTMLElement } | null = null;
let maplibre: MaplibrePeer | null = null;
const views: { mount?: MercatorView; pan?: MercatorView } = {};
/** The viewer map's drawing size, which MapLibre gets too. */
let viewSize = { width: WIDTH, height: 600 };

/** Markers the engine draws now: single markers plus the markers inside its clusters. */
function drawnMarkers(engine: MapEngine): number {
  return engine.shownMarkers().length + engine.clusters().reduce((sum, cluster) => sum + cluster.count, 0);
}

/** The engine's own count of markers, where it has one (`markerCount()`). */
function markerCount(engine: MapEngine): number | null {
  const count = (engine as unknown as { markerCount?: () => number }).markerCount;
  return typeof count === 'function' ? count.call(engine) : null;
}

/**
 * When the map's requests started and ended, in ms from the mount (Resource Timing): its options,
 * its file and the marker feed. A diagnosis of where a mount's time goes, printed by the bench.
 */
function requestTimeline(start: number): Record<string, number> {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const kinds: Array<[string, (path: string) => boolean]> = [
    ['options', (path) => /\/maps\/\d+$/.test(path)],
    ['file', (path) => path.endsWith('.svg')],
    ['feed', (path) => path.endsWith('/markers')],
  ];
  const timeline: Record<string, number> = {};
  for (const [kind, matches] of kinds) {
    const entry = entries.filter((item) => item.startTime >= start && matches(new URL(item.name).pathname)).at(-1);
    if (!entry) continue;
    timeline[`${kind}_start`] = Math.round(entry.startTime - start);
    timeline[`${kind}_end`] = Math.round(entry.responseEnd - start);
  }
  return timeline;
}

function forceGc(): void {
  (window as unknown as { gc?: () => void }).gc?.();
}

/**
 * A full collection whose freed array buffers are counted as freed: V8 releases their memory
 * after the collection, off the caller's task, so the heap is read after a second collection
 * in a later task (one collection left typed arrays of a dropped 100k answer in the figure).
 */
async function collectGarbage(): Promise<void> {
  forceGc();
  await sleep(GC_SETTLE_MS);
  forceGc();
}

function viewerEngine(): MapEngine {
  const engine = viewer?.handle.engine;
  if (!engine) throw new Error('no viewer map is mounted');
  return engine;
}

const api = {
  /**
   * Mounts the stored map `id` with the viewer's public API and resolves once its container
   * says `data-state="ready"` and the engine draws all `expected` record markers (as single
   * markers or inside clusters), after the engine's fence. Rejects after `timeoutMs` with what
   * was reached.
   */
  async mountViewer(id: number, expected: number, timeoutMs: number): Promise<{ readyMs: number; heapMb: number; drawn: number; markerCount: number | null; timeline: Record<string, number> }> {
    const MapSVG = (window as unknown as { MapSVG?: ViewerApi }).MapSVG;
    if (!MapSVG) throw new Error('the viewer script did not load (window.MapSVG is missing)');
    const element = document.createElement('div');
    element.className = 'mapsvg';
    element.style.cssText = `width:${WIDTH}px`;
    stage.append(element);
    const start = performance.now();
    const handle = MapSVG.mount(element, { id });
    viewer = { handle, element };
    const timeline: Record<string, number> = {};
    for (;;) {
      await nextFrame();
      const state = element.dataset.state;
      if (state === 'ready' && timeline.state_ready === undefined) timeline.state_ready = performance.now() - start;
      if (state === 'error') throw new Error(`the viewer failed to load map ${id}: ${element.textContent?.slice(0, 300) ?? ''}`);
      const engine = handle.engine;
      if (state === 'ready' && engine && drawnMarkers(engine) === expected) break;
      if (performance.now() - start > timeoutMs) {
        const reached = engine ? `${drawnMarkers(engine)} drawn (markerCount ${markerCount(engine) ?? 'n/a'})` : 'no engine';
        throw new Error(`map ${id} was not ready with ${expected} markers within ${timeoutMs} ms: data-state="${state ?? ''}", ${reached}`);
      }
    }
    const engine = viewerEngine();
    await engine.markersSettled();
    engineFence(engine);
    const readyMs = performance.now() - start;
    Object.assign(timeline, requestTimeline(start));
    views.mount = engineMercatorView(engine);
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    viewSize = { width: Math.round(box.width), height: Math.round(box.height) };
    // The heap the map keeps, not what loading it still holds for a moment: work left for idle
    // time (the accessibility list's trees) runs, and answers just read are let go.
    await sleep(HEAP_SETTLE_MS);
    await collectGarbage();
    return { readyMs, heapMb: heapMb(), drawn: drawnMarkers(engine), markerCount: markerCount(engine), timeline };
  },

  /**
   * Bytes of the marker feed (`objects/{table}/markers`) as the page received it (Resource
   * Timing: transfer size, headers included, and the encoded body), or null if the viewer did
   * not ask for it.
   */
  feedBytes(table: string): { transfer: number; body: number; decoded: number } | null {
    const entry = performance.getEntriesByType('resource')
      .find((item) => new URL(item.name).pathname.endsWith(`/objects/${table}/markers`)) as PerformanceResourceTiming | undefined;
    if (!entry) return null;
    return { transfer: entry.transferSize, body: entry.encodedBodySize, decoded: entry.decodedBodySize };
  },

  /** Pans the viewer's engine like markers.cities pans its engine (level 2 over Europe); step times. */
  async panViewer(steps: number): Promise<number[]> {
    const engine = viewerEngine();
    const pan = await preparePan(engine, 2, settleAfterZoom);
    views.pan = engineMercatorView(engine);
    return timeSteps(steps, pan, () => engineFence(engine));
  },

  unmountViewer(): void {
    viewer?.handle.unmount();
    viewer?.element.remove();
    viewer = null;
  },

  /**
   * MapLibre GL JS over the same records from the same server: fetches the table's marker feed,
   * builds GeoJSON points and clusters them in MapLibre's worker, at the viewer's first view
   * and size; timed from the fetch to MapLibre's first idle frame, fenced.
   */
  async mountMaplibre(table: string): Promise<{ readyMs: number; points: number }> {
    const initial = views.mount;
    if (!initial) throw new Error('mount the viewer first: MapLibre copies its view');
    const host = document.createElement('div');
    host.style.cssText = `position:relative;width:${viewSize.width}px;height:${viewSize.height}px`;
    stage.append(host);
    const start = performance.now();
    const coords = await fetchPoints(table);
    const peer = await mountMaplibre(host, pointsGeoJson(coords), initial, start);
    maplibre = peer;
    return { readyMs: peer.readyMs, points: coords.length / 2 };
  },

  /** Pans MapLibre from the viewer's pan view along the same loop. */
  async panMaplibre(steps: number): Promise<number[]> {
    const peer = maplibre;
    const view = views.pan;
    if (!peer || !view) throw new Error('mount MapLibre and pan the viewer first');
    await peer.jumpTo(view);
    return timeSteps(steps, (dx, dy) => peer.pan(dx, dy), () => peer.fence());
  },
};

/** The records' points (lng, lat pairs) from the table's marker feed, as the viewer gets them. */
async function fetchPoints(table: string): Promise<number[]> {
  const feed = await fetch(`/wp-json/mapsvg/v1/objects/${table}/markers`, { headers: { Accept: 'application/json' } });
  if (!feed.ok) throw new Error(`the marker feed of ${table} answered ${feed.status}`);
  const body = await feed.json() as { lat: Array<number | null>; lng: Array<number | null> };
  const coords: number[] = [];
  for (let i = 0; i < body.lat.length; i++) {
    const lat = body.lat[i];
    const lng = body.lng[i];
    if (typeof lat === 'number' && typeof lng === 'number') coords.push(lng, lat);
  }
  return coords;
}

declare global {
  interface Window {
    productBench: typeof api;
  }
}

window.productBench = api;
