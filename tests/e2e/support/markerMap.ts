import type { Page } from '@playwright/test';
import { mountTestMap, type MountedTestMap } from '../../support/mapPage';

/** Region colours of the marker tests' maps. */
export const colors = { base: '#c8c8c8', stroke: '#ffffff', hover: 20, selected: '#2255cc' };
/** A solid red dot, so its drawn centre can be found in a screenshot. */
export const DOT = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4" fill="#ff0000"/></svg>')}`;
/** Six US cities, by their geographic points. */
export const cities = [
  { id: 'new-york', lat: 40.7128, lng: -74.006 },
  { id: 'los-angeles', lat: 34.0522, lng: -118.2437 },
  { id: 'chicago', lat: 41.8781, lng: -87.6298 },
  { id: 'houston', lat: 29.7604, lng: -95.3698 },
  { id: 'denver', lat: 39.7392, lng: -104.9903 },
  { id: 'seattle', lat: 47.6062, lng: -122.3321 },
];

/** What the marker tests call on the mounted map's engine. */
export type TestEngine = {
  markers(): Array<{ id: string; svgPoint: { x: number; y: number }; selected: boolean }>;
  convertGeoToSvg(p: object): { x: number; y: number };
  mapToScreen(p: object): { x: number; y: number };
  markersSettled(): Promise<void>;
  setMarkerEditMode(on: boolean, o?: object): void;
  on(name: string, listener: (payload: unknown) => void): () => void;
  debug: { renderNow(): void };
};

/** Runs `fn` in the page with the mounted test map's engine (`fn` is sent as source: it may use only its arguments). */
export async function engineEval<T, A>(page: Page, fn: (engine: TestEngine, arg: A) => T | Promise<T>, arg: A): Promise<T> {
  return page.evaluate(async ({ source, arg }) => {
    const engine = (window as unknown as { testMap: { engine: unknown } }).testMap.engine;
    return (new Function('engine', 'arg', `return (${source})(engine, arg);`))(engine, arg);
  }, { source: fn.toString(), arg }) as Promise<T>;
}

/** Mounts the geo-calibrated USA map (600x360) with `markers`, and waits until they are drawn. */
export async function mountWithMarkers(page: Page, markers: object[], options: object = {}): Promise<MountedTestMap> {
  const view = await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 600, height: 360, options: { colors, markers, ...options } });
  await engineEval(page, async (engine) => {
    await engine.markersSettled();
    engine.debug.renderNow();
  }, null);
  return view;
}
