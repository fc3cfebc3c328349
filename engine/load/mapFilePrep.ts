import { MAP_FILES_PREPARED_AT_ONCE } from '../../domain/map/mapFile';
import type { ParseAndPackResult } from '../workers/protocol';
import { fetchSvg, type SvgSource } from './fetchSvg';
import { parseAndPackOffThread } from './geometryClient';

/** What a map's file is fetched and parsed with: the engine options that decide the result. */
export interface MapFileRequest extends SvgSource {
  regionPrefix?: string;
  viewBox?: readonly number[] | null;
}

/** Map files fetched and parsed ahead of their engines (one per map of the page), by request. */
const prepared = new Map<string, Promise<ParseAndPackResult>>();

function requestKey({ source, svgFileLastChanged, regionPrefix, viewBox }: MapFileRequest): string {
  return JSON.stringify([source, svgFileLastChanged ?? '', regionPrefix ?? '', viewBox?.length === 4 ? viewBox : null]);
}

/**
 * Starts preparing a map's file unless it is being prepared already (or too many are): fetches
 * it and hands the text to `work`, whose result the engine made for the same request takes.
 * Null when nothing was started.
 */
export function startPreparing(request: MapFileRequest, work: (text: string, viewBox: readonly number[] | undefined) => Promise<ParseAndPackResult>): Promise<ParseAndPackResult> | null {
  if (!request.source || typeof document === 'undefined') return null;
  const key = requestKey(request);
  if (prepared.has(key) || prepared.size >= MAP_FILES_PREPARED_AT_ONCE) return null;
  const viewBox = request.viewBox?.length === 4 ? request.viewBox : undefined;
  const result = fetchSvg(request).then((text) => work(text, viewBox));
  result.catch(() => undefined);
  prepared.set(key, result);
  return result;
}

/**
 * Fetches and parses a map's file (in the geometry worker) as soon as its options are known,
 * before its engine exists: the viewer's page entry calls it as soon as the options answer arrives,
 * while the viewer's code still downloads, and the engine made for the same options takes the result (or its failure) instead of starting over.
 */
export function prepareMapFile(request: MapFileRequest): void {
  startPreparing(request, (text, viewBox) => parseAndPackOffThread(text, { regionPrefix: request.regionPrefix, viewBox }));
}

/** The prepared result for exactly this request, once; null when there is none. */
export function takePreparedMapFile(request: MapFileRequest): Promise<ParseAndPackResult> | null {
  const key = requestKey(request);
  const result = prepared.get(key) ?? null;
  prepared.delete(key);
  return result;
}
