import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import Supercluster from 'supercluster';
import { MapEngine, DEFAULT_PIN_URL } from '../../../engine/index';
import { createClusterSource } from '../../../engine/cluster/clusterClient';
import { mountDeck, type DeckPeer } from './deckgl';
import { mountMaplibre, pointsGeoJson, type MaplibrePeer } from './maplibre';
import { engineFence, engineMercatorView, preparePan } from './engineView';
import type { MercatorView } from './mercator';
import { gpuProcessFence, heapMb, nextFrame, settleAfterZoom, timeSteps } from './steps';

const stage = document.getElementById('stage') as HTMLDivElement;
const WIDTH = 960;
const HEIGHT = 600;

let coords = new Float64Array(0);
let cleanup: (() => void) | null = null;
let deckPeer: DeckPeer | null = null;
let maplibrePeer: MaplibrePeer | null = null;

function clear(): void {
  cleanup?.();
  cleanup = null;
  deckPeer = null;
  maplibrePeer = null;
  stage.replaceChildren();
}

/** A host element of the bench size on the stage. */
function addHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.style.cssText = `position:relative;width:${WIDTH}px;height:${HEIGHT}px`;
  stage.append(host);
  return host;
}

/** The engine's pan step at its pan zoom, once `prepareEnginePan` has zoomed there. */
let enginePan: ((dx: number, dy: number) => void) | null = null;

/** The engine's views the peers copy: after its mount (the whole map) and at the pan zoom. */
const engineViews: { mount?: MercatorView; pan?: MercatorView } = {};

const api = {
  /** Receives the places as lng, lat pairs. */
  setPoints(values: number[]): number {
    coords = Float64Array.from(values);
    return coords.length / 2;
  },

  /** Mounts the engine with every place as a marker; resolves with the first frame time and heap. */
  async mountEngine(clustered: boolean, mapUrl: string): Promise<{ firstFrameMs: number; heapMb: number; shown: number }> {
    clear();
    const host = document.createElement('div');
    host.style.cssText = `width:${WIDTH}px`;
    stage.append(host);
    // The places in columns, as the marker feed brings records: a few arrays, not 171k objects.
    const count = coords.length / 2;
    const ids = Array.from({ length: count }, (_, i) => `c${i}`);
    const lng = new Float64Array(count);
    const lat = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      lng[i] = coords[2 * i] ?? 0;
      lat[i] = coords[2 * i + 1] ?? 0;
    }
    const start = performance.now();
    const engine = new MapEngine(host, { source: mapUrl, responsive: false, width: WIDTH, height: HEIGHT, lockAspectRatio: false, clustering: { on: clustered } });
    await engine.whenReady();
    engine.addMarkers({ ids, lat, lng, images: [DEFAULT_PIN_URL], image: new Uint8Array(count) });
    await engine.markersSettled();
    (engine.debug as { fence(): void }).fence();
    const firstFrameMs = performance.now() - start;
    engineViews.mount = engineMercatorView(engine);
    cleanup = () => engine.dispose();
    (window as unknown as { engine: MapEngine }).engine = engine;
    return { firstFrameMs, heapMb: heapMb(), shown: engine.shownMarkers().length + engine.clusters().length };
  },

  /** Zooms the engine to the pan level and waits out its settle: what precedes the timed steps. */
  async prepareEnginePan(level: number): Promise<void> {
    const engine = (window as unknown as { engine: MapEngine }).engine;
    enginePan = await preparePan(engine, level, settleAfterZoom);
    engineViews.pan = engineMercatorView(engine);
  },

  /** The engine's pan steps after `prepareEnginePan` (each inside an animation frame), fenced; step times in ms. */
  async panEngineSteps(steps: number): Promise<number[]> {
    const engine = (window as unknown as { engine: MapEngine }).engine;
    const pan = enginePan;
    if (!pan) throw new Error('prepare the engine\'s pan first');
    return timeSteps(steps, pan, () => engineFence(engine));
  },

  /** Pans the engine's view step by step (each inside an animation frame), fenced; step times in ms. */
  async panEngine(steps: number, level: number): Promise<number[]> {
    await api.prepareEnginePan(level);
    return api.panEngineSteps(steps);
  },

  /** DOM markers (the replaced product's way): one image per place, each moved by a CSS transform on every view change. */
  async mountDom(cap: number): Promise<number> {
    clear();
    const layer = document.createElement('div');
    layer.style.cssText = `position:absolute;inset:0;overflow:hidden`;
    stage.append(layer);
    const count = Math.min(cap, coords.length / 2);
    const items: HTMLImageElement[] = [];
    const base: Array<[number, number]> = [];
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < count; i++) {
      const img = document.createElement('img');
      img.src = DEFAULT_PIN_URL;
      img.width = 15;
      img.height = 24;
      img.style.cssText = 'position:absolute;left:0;top:0;will-change:transform';
      const x = (((coords[2 * i] ?? 0) + 180) / 360) * WIDTH * 4;
      const y = ((90 - (coords[2 * i + 1] ?? 0)) / 180) * HEIGHT * 4;
      base.push([x, y]);
      items.push(img);
      fragment.append(img);
    }
    layer.append(fragment);
    let ox = -WIDTH * 1.5;
    let oy = -HEIGHT * 1.2;
    const place = () => {
      for (let i = 0; i < items.length; i++) {
        const [x, y] = base[i] as [number, number];
        (items[i] as HTMLImageElement).style.transform = `translate(${x + ox - 7.5}px, ${y + oy - 24}px)`;
      }
    };
    place();
    (window as unknown as { domPan: (dx: number, dy: number) => void }).domPan = (dx, dy) => {
      ox += dx;
      oy += dy;
      place();
    };
    cleanup = () => layer.remove();
    await nextFrame();
    return count;
  },

  async panDom(steps: number): Promise<number[]> {
    const pan = (window as unknown as { domPan: (dx: number, dy: number) => void }).domPan;
    return timeSteps(steps, pan, () => undefined);
  },

  /** Leaflet with Leaflet.markercluster over every place (no tiles). */
  async mountLeaflet(): Promise<void> {
    clear();
    const element = document.createElement('div');
    element.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px`;
    stage.append(element);
    const map = L.map(element, { maxZoom: 18, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false }).setView([48, 10], 4);
    const group = L.markerClusterGroup({ chunkedLoading: false, animate: false });
    const layers: L.Marker[] = [];
    for (let i = 0; i < coords.length / 2; i++) layers.push(L.marker([coords[2 * i + 1] ?? 0, coords[2 * i] ?? 0]));
    group.addLayers(layers);
    map.addLayer(group);
    (window as unknown as { leafletMap: L.Map }).leafletMap = map;
    cleanup = () => map.remove();
    await nextFrame();
  },

  /** Leaflet's pan steps; `fenced` ends each with the GPU process's fence (see `gpuProcessFence`). */
  async panLeaflet(steps: number, fenced = false): Promise<number[]> {
    const map = (window as unknown as { leafletMap: L.Map }).leafletMap;
    return timeSteps(steps, (dx, dy) => map.panBy([dx, dy], { animate: false }), fenced ? gpuProcessFence() : () => undefined);
  },

  /**
   * deck.gl (IconLayer with the engine's pin, MapView, no base map) over every place, at the
   * view of the engine's last mount; resolves with its fenced first frame time.
   */
  async mountDeck(): Promise<{ firstFrameMs: number; count: number; view: MercatorView }> {
    clear();
    const view = engineViews.mount;
    if (!view) throw new Error('mount the engine first: deck.gl copies its view');
    const peer = await mountDeck(addHost(), coords, { width: WIDTH, height: HEIGHT }, view);
    deckPeer = peer;
    cleanup = () => peer.dispose();
    return { firstFrameMs: peer.firstFrameMs, count: peer.count, view };
  },

  /**
   * Pans deck.gl from the engine's pan view along the same loop, fenced on deck.gl's context;
   * only the first `limit` steps (each is a full redraw of every place, seconds in SwiftShader).
   */
  async panDeck(steps: number, limit: number): Promise<number[]> {
    const peer = deckPeer;
    const view = engineViews.pan;
    if (!peer || !view) throw new Error('mount deck.gl and pan the engine first');
    // The pan path starts where the engine's did; that first frame is not a pan step.
    peer.jumpTo(view);
    await nextFrame();
    await nextFrame();
    peer.fence();
    return timeSteps(steps, (dx, dy) => peer.pan(dx, dy), () => peer.fence(), limit);
  },

  /**
   * MapLibre GL JS clustering every place in its worker (GeoJSON source, `cluster: true`,
   * radius 50, circle layers only) at the engine's pan view; resolves once it is idle.
   */
  async mountMaplibre(): Promise<{ readyMs: number; drawnPlaces: number; view: MercatorView }> {
    clear();
    const view = engineViews.pan;
    if (!view) throw new Error('pan the engine first: MapLibre copies its view');
    const peer = await mountMaplibre(addHost(), pointsGeoJson(coords), view);
    maplibrePeer = peer;
    cleanup = () => peer.dispose();
    return { readyMs: peer.readyMs, drawnPlaces: peer.drawnPlaces(), view };
  },

  async panMaplibre(steps: number): Promise<number[]> {
    const peer = maplibrePeer;
    if (!peer) throw new Error('mount MapLibre first');
    return timeSteps(steps, (dx, dy) => peer.pan(dx, dy), () => peer.fence());
  },

  /** Builds the clustering index in the worker (transfer included) and raw supercluster on this thread. */
  async clusterBuild(): Promise<{ ours: number; raw: number; updates: number[] }> {
    const source = createClusterSource();
    const t0 = performance.now();
    await source.load(Float64Array.from(coords), { mode: 'geo', cellSize: 50 });
    const ours = performance.now() - t0;
    // Raw supercluster from the same coordinates, GeoJSON features included (what using it directly costs).
    const t1 = performance.now();
    const features = Array.from({ length: coords.length / 2 }, (_, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] } }));
    new Supercluster({ radius: 50, extent: 512, maxZoom: 16 }).load(features);
    const raw = performance.now() - t1;
    // Cluster updates as after zooms: the view around Europe at zoom 0..8, the whole world at low zooms.
    const updates: number[] = [];
    for (let zoom = 0; zoom <= 8; zoom++) {
      const span = 180 / 2 ** zoom;
      const t = performance.now();
      await source.query({ bbox: [10 - span, Math.max(-85, 48 - span / 2), 10 + span, Math.min(85, 48 + span / 2)], zoom, cell: 0 });
      updates.push(performance.now() - t);
    }
    source.dispose();
    return { ours, raw, updates };
  },

  dispose(): void {
    clear();
  },
};

declare global {
  interface Window {
    markersBench: typeof api;
  }
}

window.markersBench = api;
