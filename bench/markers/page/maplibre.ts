import { Map as MaplibreMap, setWorkerUrl, type GeoJSONSourceSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { panView, type MercatorView } from './mercator';
import { glFence } from './steps';

setWorkerUrl(workerUrl);

/** A mounted MapLibre peer. */
export interface MaplibrePeer {
  /** From `new Map` to the first `idle` (every tile of the view clustered and drawn), fenced. */
  readyMs: number;
  map: MaplibreMap;
  pan(dx: number, dy: number): void;
  /** Moves the camera to `view`; resolves at the next idle frame (every tile of it drawn), fenced. */
  jumpTo(view: MercatorView): Promise<void>;
  fence(): void;
  /** Places drawn now: point counts of the rendered clusters plus the rendered single points. */
  drawnPlaces(): number;
  dispose(): void;
}

/** GeoJSON points from lng, lat pairs. */
export function pointsGeoJson(coords: ArrayLike<number>): GeoJSON.FeatureCollection<GeoJSON.Point> {
  const features: Array<GeoJSON.Feature<GeoJSON.Point>> = [];
  for (let i = 0; i < coords.length / 2; i++) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] } });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * MapLibre GL JS with one GeoJSON source clustered in its worker (`cluster: true`, radius 50)
 * and two circle layers (clusters sized by their count, single places), on an empty style: no
 * base map, tiles, sprites or glyphs, so nothing is fetched (and no count text is drawn, which
 * only spares MapLibre work).
 */
export async function mountMaplibre(host: HTMLElement, data: GeoJSONSourceSpecification['data'], initial: MercatorView, start = performance.now()): Promise<MaplibrePeer> {
  let view = { ...initial };
  const map = new MaplibreMap({
    container: host,
    style: {
      version: 8,
      sources: { places: { type: 'geojson', data, cluster: true, clusterRadius: 50, clusterMaxZoom: 16 } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } },
        {
          id: 'clusters', type: 'circle', source: 'places', filter: ['has', 'point_count'],
          paint: { 'circle-color': '#2f6fde', 'circle-radius': ['step', ['get', 'point_count'], 12, 100, 16, 1000, 20], 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
        },
        {
          id: 'places', type: 'circle', source: 'places', filter: ['!', ['has', 'point_count']],
          paint: { 'circle-color': '#e53935', 'circle-radius': 5, 'circle-stroke-color': '#8e1b18', 'circle-stroke-width': 1 },
        },
      ],
    },
    center: [view.longitude, view.latitude],
    zoom: view.zoom,
    attributionControl: false,
    interactive: false,
    fadeDuration: 0,
    renderWorldCopies: false,
    pixelRatio: 1,
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (event: { error?: { message: string } }) => reject(new Error(`MapLibre failed: ${event.error?.message ?? 'unknown error'}`));
    map.on('error', onError);
    map.once('idle', () => {
      map.off('error', onError);
      resolve();
    });
  });
  const fence = glFence(map.getCanvas());
  fence();
  const readyMs = performance.now() - start;
  return {
    readyMs,
    map,
    pan(dx, dy) {
      view = panView(view, dx, dy);
      map.jumpTo({ center: [view.longitude, view.latitude] });
    },
    async jumpTo(next) {
      view = { ...next };
      const idle = new Promise<void>((resolve) => map.once('idle', () => resolve()));
      map.jumpTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
      map.triggerRepaint();
      await idle;
      fence();
    },
    fence,
    drawnPlaces() {
      let total = 0;
      for (const feature of map.queryRenderedFeatures({ layers: ['clusters', 'places'] })) {
        total += typeof feature.properties.point_count === 'number' ? feature.properties.point_count : 1;
      }
      return total;
    },
    dispose: () => map.remove(),
  };
}
