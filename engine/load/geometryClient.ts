import { createRpcClient, type RpcClient } from '../workers/rpc';
import { unwrapParseAndPack, type GeometryWorkerApi, type ParseAndPackOptions, type ParseAndPackResult, type PosterRequest } from '../workers/protocol';

interface SharedWorker {
  /** Owns the worker: releasing it terminates the worker. */
  api: RpcClient<GeometryWorkerApi>;
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
    shared = { api: createRpcClient<GeometryWorkerApi>(worker), failed };
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

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Parses and triangulates a map file in the shared geometry worker, so a multi-megabyte map
 * never blocks the page. Where workers are unavailable, or the worker cannot start (a strict
 * page policy, say), it runs in place: slower to first frame, but the map still loads.
 *
 * When `signal` aborts, the call rejects with its reason at once and its reply, if it comes, is
 * dropped; an already aborted signal sends nothing to the worker. The worker itself is not told:
 * it parses one file in one synchronous call, so a message could only reach it after the job is
 * done, and terminating it would fail every other map of the page that shares it.
 *
 * A `poster` (its canvas already transferred away from the page) is drawn by the worker; where
 * the map is parsed in place it stays blank, and the engine's first frame replaces it as usual.
 */
export async function parseAndPackOffThread(text: string, options: ParseAndPackOptions, signal?: AbortSignal, poster?: PosterRequest): Promise<ParseAndPackResult> {
  signal?.throwIfAborted();
  const entry = geometryWorker();
  if (!entry) return unlessAborted(parseAndPackInPlace(text, options), signal);
  try {
    const args: [string, ParseAndPackOptions, PosterRequest?] = poster ? [text, options, poster] : [text, options];
    const call = entry.api.call('parseAndPack', args, { signal, transfer: poster ? [poster.canvas, poster.shown] : [] });
    const reply = await Promise.race([call, entry.failed]);
    return unwrapParseAndPack(reply);
  } catch (error) {
    // An abandoned call is not a broken worker: no fallback, the caller no longer wants a map.
    if (signal?.aborted) throw signal.reason;
    if (error instanceof Error && error.name === 'SvgParseError') throw error;
    console.warn('MapSVG: geometry worker unavailable, parsing on the page instead.', error);
    stopGeometryWorker();
    workerUnavailable = true;
    return unlessAborted(parseAndPackInPlace(text, options), signal);
  }
}

/** Starts the shared worker ahead of the first parse, so its script loads while the file downloads. */
export function warmGeometryWorker(): void {
  geometryWorker();
}

/** Stops the shared worker (tests and page teardown); the next parse starts a new one. */
export function stopGeometryWorker(): void {
  if (!shared) return;
  shared.api.release();
  shared = null;
}
