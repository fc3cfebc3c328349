import { releaseProxy, wrap, type Remote } from 'comlink';
import { parseAndPack } from '../workers/parseAndPack';
import { unwrapParseAndPack, type GeometryWorkerApi, type ParseAndPackOptions, type ParseAndPackResult } from '../workers/protocol';

let shared: { worker: Worker; api: Remote<GeometryWorkerApi> } | null = null;

function geometryWorker(): Remote<GeometryWorkerApi> | null {
  if (typeof Worker === 'undefined') return null;
  if (!shared) {
    const worker = new Worker(new URL('../workers/geometry.worker.ts', import.meta.url), { type: 'module', name: 'map-geometry' });
    shared = { worker, api: wrap<GeometryWorkerApi>(worker) };
  }
  return shared.api;
}

/**
 * Parses and triangulates a map file in the shared geometry worker, so a multi-megabyte map
 * never blocks the page; where workers are unavailable it runs in place.
 */
export async function parseAndPackOffThread(text: string, options: ParseAndPackOptions): Promise<ParseAndPackResult> {
  const api = geometryWorker();
  if (!api) return unwrapParseAndPack(parseAndPack(text, options));
  return unwrapParseAndPack(await api.parseAndPack(text, options));
}

/** Stops the shared worker (tests and page teardown); the next parse starts a new one. */
export function stopGeometryWorker(): void {
  if (!shared) return;
  shared.api[releaseProxy]();
  shared.worker.terminate();
  shared = null;
}
