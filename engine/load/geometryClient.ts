import { releaseProxy, wrap, type Remote } from 'comlink';
import { unwrapParseAndPack, type GeometryWorkerApi, type ParseAndPackOptions, type ParseAndPackResult } from '../workers/protocol';

interface SharedWorker {
  worker: Worker;
  api: Remote<GeometryWorkerApi>;
  /** Rejects when the worker fails to start or crashes. */
  failed: Promise<never>;
}

let shared: SharedWorker | null = null;
let workerUnavailable = typeof Worker === 'undefined';

function geometryWorker(): SharedWorker | null {
  if (workerUnavailable) return null;
  if (!shared) {
    const worker = new Worker(new URL('../workers/geometry.worker.ts', import.meta.url), { type: 'module', name: 'map-geometry' });
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => reject(new Error(event.message || 'The geometry worker failed to start.')), { once: true });
    });
    failed.catch(() => undefined);
    shared = { worker, api: wrap<GeometryWorkerApi>(worker), failed };
  }
  return shared;
}

/**
 * Parses on the page itself, for browsers without workers: the parser is loaded only then, so
 * every other visitor downloads it once, inside the worker.
 */
async function parseAndPackInPlace(text: string, options: ParseAndPackOptions): Promise<ParseAndPackResult> {
  const { parseAndPack } = await import('../workers/parseAndPack');
  return unwrapParseAndPack(parseAndPack(text, options));
}

/**
 * Parses and triangulates a map file in the shared geometry worker, so a multi-megabyte map
 * never blocks the page. Where workers are unavailable, or the worker cannot start (a strict
 * page policy, say), it runs in place: slower to first frame, but the map still loads.
 */
export async function parseAndPackOffThread(text: string, options: ParseAndPackOptions): Promise<ParseAndPackResult> {
  const entry = geometryWorker();
  if (!entry) return parseAndPackInPlace(text, options);
  try {
    const reply = await Promise.race([entry.api.parseAndPack(text, options), entry.failed]);
    return unwrapParseAndPack(reply);
  } catch (error) {
    if (error instanceof Error && error.name === 'SvgParseError') throw error;
    console.warn('MapSVG: geometry worker unavailable, parsing on the page instead.', error);
    stopGeometryWorker();
    workerUnavailable = true;
    return parseAndPackInPlace(text, options);
  }
}

/** Starts the shared worker ahead of the first parse, so its script loads while the file downloads. */
export function warmGeometryWorker(): void {
  geometryWorker();
}

/** Stops the shared worker (tests and page teardown); the next parse starts a new one. */
export function stopGeometryWorker(): void {
  if (!shared) return;
  shared.api[releaseProxy]();
  shared.worker.terminate();
  shared = null;
}
