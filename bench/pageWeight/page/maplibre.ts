import { Map as MaplibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { SvgRegion } from '../../../engine/svg/types';
import { loadRegions, mapUrl, reportDrawn, reportError } from './mapSource';

setWorkerUrl(workerUrl);

/** Degrees the map's longer side spans: small enough that Web Mercator barely bends it. */
const SPAN_DEGREES = 20;

/** The regions as GeoJSON polygons, the view box laid over a small area around 0°, 0°. */
function regionsGeoJson(regions: readonly SvgRegion[], viewBox: [number, number, number, number]): { data: GeoJSON.FeatureCollection; bounds: [[number, number], [number, number]] } {
  const [x, y, width, height] = viewBox;
  const scale = SPAN_DEGREES / Math.max(width, height);
  const toLngLat = (px: number, py: number): [number, number] => [(px - x - width / 2) * scale, -(py - y - height / 2) * scale];
  const features = regions.map((region): GeoJSON.Feature => ({
    type: 'Feature',
    properties: { id: region.id },
    geometry: {
      type: 'Polygon',
      coordinates: region.rings.map((ring) => {
        const coordinates: Array<[number, number]> = [];
        for (let i = 0; i + 1 < ring.length; i += 2) coordinates.push(toLngLat(ring[i] ?? 0, ring[i + 1] ?? 0));
        const first = coordinates[0];
        if (first) coordinates.push(first);
        return coordinates;
      }),
    },
  }));
  const [halfWidth, halfHeight] = [(width * scale) / 2, (height * scale) / 2];
  return { data: { type: 'FeatureCollection', features }, bounds: [[-halfWidth, -halfHeight], [halfWidth, halfHeight]] };
}

/**
 * MapLibre GL JS drawing the same regions as a GeoJSON source (fill plus outline layers) on an
 * empty style: nothing else is fetched. Drawn at its first `idle` (every tile of the view done).
 */
async function main(): Promise<void> {
  const { regions, viewBox } = await loadRegions(mapUrl());
  const { data, bounds } = regionsGeoJson(regions, viewBox);
  const map = new MaplibreMap({
    container: 'map',
    style: {
      version: 8,
      sources: { regions: { type: 'geojson', data } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } },
        { id: 'fill', type: 'fill', source: 'regions', paint: { 'fill-color': '#c9d4e0' } },
        { id: 'outline', type: 'line', source: 'regions', paint: { 'line-color': '#ffffff', 'line-width': 1 } },
      ],
    },
    bounds,
    attributionControl: false,
    fadeDuration: 0,
    renderWorldCopies: false,
  });
  await new Promise<void>((resolve, reject) => {
    map.on('error', (event: { error?: { message: string } }) => reject(new Error(`MapLibre failed: ${event.error?.message ?? 'unknown error'}`)));
    map.once('idle', () => resolve());
  });
  await reportDrawn();
}

main().catch(reportError);
