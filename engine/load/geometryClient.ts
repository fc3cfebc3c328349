import { createRpcClient, type RpcClient } from '../workers/rpc';
import { startModuleWorker } from '../workers/startWorker';
import geometryWorkerUrl from '../workers/geometry.worker.ts?worker&url';
import geometryPosterWorkerUrl from '../workers/geometryPoster.worker.ts?worker&url';
import { unwrapParseAndPack, type ParseAndPackOptions, type ParseAndPackResult, type PosterRequest, type PosterWorkerApi } from '../workers/protocol';

interface SharedWorker {
  /** Owns the worker: releasing it terminates the worker. Only a poster worker serves the poster's calls. */
  api: RpcClient<PosterWorkerApi>;
  /** Rejects when the worker fails to start or crashes. */
  failed: Promise<never>;
  /** Whether it is the poster worker. */
  drawsPosters: boolean;
}

let shared: SharedWorker | null = null;
let workerUnavailable = typeof Worker === 'undefined';

/**
 * The worker's script: with the poster's code built in for a page whose first map starts with
 * its poster (it draws as soon as the file is parsed), without it for the others, whose maps
 * (a later one of the page included) then show no poster.
 */
function startWorker(withPoster: boolean): Worker {
  return startModuleWorker(withPoster ? geometryPosterWorkerUrl : geometryWorkerUrl, 'map-geometry');
}

function geometryWorker(withPoster = false): SharedWorker | null {
  if (workerUnavailable) return null;
  if (!shared) {
    const worker = startWorker(withPoster);
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => reject(new Error(event.message || 'The geometry worker failed to start.')), { once: true });
    });
    failed.catch(() => undefined);
    shared = { api: createRpcClient<PosterWorkerApi>(worker), failed, drawsPosters: withPoster };
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
 * With a poster's `slot` (see {@link posterSlot}), the worker draws the map's first view on the
 * poster handed over by {@link attachPoster} for that slot before it packs the meshes; where the
 * map is parsed in place there is no poster, and the engine's first frame is the first view.
 */
export async function parseAndPackOffThread(text: string, options: ParseAndPackOptions, signal?: AbortSignal, slot?: number): Promise<ParseAndPackResult> {
  signal?.throwIfAborted();
  const entry = geometryWorker();
  if (!entry) return unlessAborted(parseAndPackInPlace(text, options), signal);
  try {
    const call = slot !== undefined && entry.drawsPosters
      ? entry.api.call('parseAndPackWithPoster', [text, options, slot], { signal })
      : entry.api.call('parseAndPack', [text, options], { signal });
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

let lastPosterSlot = 0;

/**
 * A new slot for a poster whose canvas follows its file's parse (see {@link attachPoster}); null
 * when the page's worker draws no posters.
 */
export function posterSlot(): number | null {
  if (!geometryWorker()?.drawsPosters) return null;
  lastPosterSlot += 1;
  return lastPosterSlot;
}

/**
 * Hands the worker the poster of a parse started with `slot` (null: none), so it draws it and
 * then packs; nothing to do where the map is parsed in place. Returns false when the poster
 * could not be handed over (it stays blank; the engine's first frame replaces it).
 */
export function attachPoster(slot: number, poster: PosterRequest | null): boolean {
  if (!shared?.drawsPosters) return false;
  shared.api.call('attachPoster', [slot, poster], { transfer: poster ? [poster.canvas, poster.shown] : [] }).catch(() => undefined);
  return true;
}

/**
 * Starts the shared worker ahead of the first parse, so its script loads while the file
 * downloads; `withPoster` when the page's first map shows a poster.
 */
export function warmGeometryWorker(withPoster = false): void {
  geometryWorker(withPoster);
}

/** Stops the shared worker (tests and page teardown); the next parse starts a new one. */
function stopGeometryWorker(): void {
  if (!shared) return;
  shared.api.release();
  shared = null;
}
