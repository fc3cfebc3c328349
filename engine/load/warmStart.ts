import { MapScene } from '../scene/MapScene';
import type { ParseAndPackResult } from '../workers/protocol';
import { fetchSvg, type SvgSource } from './fetchSvg';
import { parseAndPackOffThread, warmGeometryWorker } from './geometryClient';

/** A renderer made ahead of the first map of the page, and the width it was made for. */
let parked: Promise<MapScene> | null = null;

/**
 * Starts, ahead of the first map of a page, what every map load waits for and needs nothing
 * from the map: the geometry worker (its script loads and compiles) and a WebGL renderer (the
 * slowest single step of a load). The viewer calls it when a map is mounted, while React
 * renders; the first engine made afterwards takes the renderer. Calling it again does nothing
 * while a renderer waits.
 */
export function warmEngine(): void {
  warmGeometryWorker();
  if (parked || typeof document === 'undefined') return;
  parked = MapScene.create({ width: 1, height: 1 });
  parked.catch(() => undefined);
}

/** The renderer {@link warmEngine} made, once; null when there is none. */
export function takeWarmScene(): Promise<MapScene> | null {
  const scene = parked;
  parked = null;
  return scene;
}

/** What a map's file is fetched and parsed with: the engine options that decide the result. */
export interface MapFileRequest extends SvgSource {
  regionPrefix?: string;
  viewBox?: readonly number[] | null;
}

/** Map files fetched and parsed ahead of their engines (one per map of the page), by request. */
const prepared = new Map<string, Promise<ParseAndPackResult>>();
/** More maps than this mounted at once on a page are not prepared ahead. */
const MAX_PREPARED = 8;

function requestKey({ source, svgFileLastChanged, regionPrefix, viewBox }: MapFileRequest): string {
  return JSON.stringify([source, svgFileLastChanged ?? '', regionPrefix ?? '', viewBox?.length === 4 ? viewBox : null]);
}

/**
 * Fetches and parses a map's file (in the geometry worker) as soon as its options are known,
 * before its engine exists: the viewer calls it while React renders the map's screen, and the
 * engine made for the same options takes the result (or its failure) instead of starting over.
 */
export function prepareMapFile(request: MapFileRequest): void {
  if (!request.source || typeof document === 'undefined') return;
  const key = requestKey(request);
  if (prepared.has(key) || prepared.size >= MAX_PREPARED) return;
  const viewBox = request.viewBox?.length === 4 ? request.viewBox : undefined;
  const result = fetchSvg(request).then((text) => parseAndPackOffThread(text, { regionPrefix: request.regionPrefix, viewBox }));
  result.catch(() => undefined);
  prepared.set(key, result);
}

/** The prepared result for exactly this request, once; null when there is none. */
export function takePreparedMapFile(request: MapFileRequest): Promise<ParseAndPackResult> | null {
  const key = requestKey(request);
  const result = prepared.get(key) ?? null;
  prepared.delete(key);
  return result;
}
