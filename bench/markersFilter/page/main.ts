import { Map as MaplibreMap, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MapEngine, DEFAULT_PIN_URL } from '../../../engine/index';
import { engineFence, engineMercatorView } from '../../markers/page/engineView';
import { glFence } from '../../markers/page/steps';
import { watchLongestTask } from './longestTask';

setWorkerUrl(workerUrl);

const stage = document.getElementById('stage') as HTMLDivElement;
const WIDTH = 960;
const HEIGHT = 600;
/** How long the main thread is watched after a change is drawn. */
const AFTERMATH_MS = 1500;

/** The places: lng, lat pairs and each place's name and country. */
let places = { coords: new Float64Array(0), names: [] as string[], countries: [] as string[] };
let cleanup: (() => void) | null = null;
let engine: MapEngine | null = null;
let maplibre: { map: MaplibreMap; fence: () => void; features: GeoJSON.Feature[] } | null = null;

/** One timed change: until its markers and clusters are drawn, and the longest main-thread task meanwhile. */
export interface TimedChange {
  ms: number;
  longestTaskMs: number;
  /** Places shown afterwards (engine: markers counted, clustered or not; MapLibre: features in the source). */
  shown: number;
}

/** Which places a query keeps: a search on the name, or a filter on the country. */
export interface PlaceQuery {
  search?: string;
  country?: string;
}

function matches(query: PlaceQuery, i: number): boolean {
  if (query.search && !(places.names[i] ?? '').toLowerCase().includes(query.search.toLowerCase())) return false;
  if (query.country && places.countries[i] !== query.country) return false;
  return true;
}

/**
 * Times a change until it is drawn: `change` resolves once the implementation says it is done,
 * then `fence` waits for the GPU. The fence is a blocking `readPixels` by design, so the longest
 * task is watched until it starts: it is the bench's wait, not the map's work.
 */
async function timed(change: () => Promise<number>, fence: () => void): Promise<TimedChange> {
  const stop = watchLongestTask();
  const start = performance.now();
  const shown = await change();
  const longestUntilDrawn = stop();
  fence();
  const ms = performance.now() - start;
  // Work a change leaves for later (lists for assistive technology, indexes built when idle) counts too.
  const stopAfter = watchLongestTask();
  await new Promise((resolve) => setTimeout(resolve, AFTERMATH_MS));
  return { ms, longestTaskMs: Math.max(longestUntilDrawn, stopAfter()), shown };
}

function clear(): void {
  cleanup?.();
  cleanup = null;
  engine = null;
  maplibre = null;
  stage.replaceChildren();
}

const api = {
  setPlaces(coords: number[], names: string[], countries: string[]): number {
    places = { coords: Float64Array.from(coords), names, countries };
    return names.length;
  },

  /** The engine with every place as a clustered, filterable marker (as the viewer's marker feed adds them). */
  async mountEngine(mapUrl: string): Promise<number> {
    clear();
    const host = document.createElement('div');
    host.style.cssText = `width:${WIDTH}px`;
    stage.append(host);
    const count = places.names.length;
    const ids = Array.from({ length: count }, (_, i) => `c${i}`);
    const lng = new Float64Array(count);
    const lat = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      lng[i] = places.coords[2 * i] ?? 0;
      lat[i] = places.coords[2 * i + 1] ?? 0;
    }
    const mounted = new MapEngine(host, { source: mapUrl, responsive: false, width: WIDTH, height: HEIGHT, lockAspectRatio: false, clustering: { on: true } });
    await mounted.whenReady();
    mounted.addMarkers({ ids, lat, lng, images: [DEFAULT_PIN_URL], image: new Uint8Array(count), filterable: true });
    await mounted.markersSettled();
    engineFence(mounted);
    engine = mounted;
    cleanup = () => mounted.dispose();
    return mounted.markerCount();
  },

  /** Applies a query to the engine (null: clears it), the ids found before the clock starts, as a server answer is. */
  engineFilter(query: PlaceQuery | null): Promise<TimedChange> {
    const mounted = engine;
    if (!mounted) throw new Error('mount the engine first');
    let keep: Set<string> | null = null;
    if (query) {
      keep = new Set<string>();
      for (let i = 0; i < places.names.length; i++) if (matches(query, i)) keep.add(`c${i}`);
    }
    return timed(async () => {
      mounted.filterMarkers(keep);
      await mounted.markersSettled();
      return mounted.markerCount();
    }, () => engineFence(mounted));
  },

  /** MapLibre GL JS clustering a GeoJSON source in its worker, at the engine's view of the whole map. */
  async mountMaplibre(): Promise<number> {
    const mounted = engine;
    if (!mounted) throw new Error('mount the engine first (MapLibre copies its view)');
    const view = engineMercatorView(mounted);
    clear();
    const host = document.createElement('div');
    host.style.cssText = `position:relative;width:${WIDTH}px;height:${HEIGHT}px`;
    stage.append(host);
    const features: GeoJSON.Feature[] = places.names.map((name, i) => ({
      type: 'Feature', properties: { name, country: places.countries[i] },
      geometry: { type: 'Point', coordinates: [places.coords[2 * i] ?? 0, places.coords[2 * i + 1] ?? 0] },
    }));
    const map = new MaplibreMap({
      container: host,
      style: {
        version: 8,
        sources: { places: { type: 'geojson', data: { type: 'FeatureCollection', features }, cluster: true, clusterRadius: 50, clusterMaxZoom: 16 } },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } },
          { id: 'clusters', type: 'circle', source: 'places', filter: ['has', 'point_count'], paint: { 'circle-color': '#2f6fde', 'circle-radius': 14 } },
          { id: 'places', type: 'circle', source: 'places', filter: ['!', ['has', 'point_count']], paint: { 'circle-color': '#e53935', 'circle-radius': 5 } },
        ],
      },
      center: [view.longitude, view.latitude], zoom: view.zoom,
      attributionControl: false, interactive: false, fadeDuration: 0, renderWorldCopies: false, pixelRatio: 1,
    });
    await new Promise<void>((resolve) => map.once('idle', () => resolve()));
    const fence = glFence(map.getCanvas());
    maplibre = { map, fence, features };
    cleanup = () => map.remove();
    return features.length;
  },

  /**
   * Applies a query to MapLibre (null: clears it). A layer filter cannot reach clustered points
   * (clusters carry no place properties, and their counts would stay), so the clustered source
   * is given the kept features: MapLibre's way to filter clustered data, re-clustered in its worker.
   */
  maplibreFilter(query: PlaceQuery | null): Promise<TimedChange> {
    const peer = maplibre;
    if (!peer) throw new Error('mount MapLibre first');
    const kept = query ? peer.features.filter((_, i) => matches(query, i)) : peer.features;
    return timed(async () => {
      await (peer.map.getSource('places') as GeoJSONSource).setData({ type: 'FeatureCollection', features: kept });
      const idle = new Promise<void>((resolve) => peer.map.once('idle', () => resolve()));
      peer.map.triggerRepaint();
      await idle;
      return kept.length;
    }, peer.fence);
  },

  dispose(): void {
    clear();
  },
};

declare global {
  interface Window {
    filterBench: typeof api;
  }
}

window.filterBench = api;
