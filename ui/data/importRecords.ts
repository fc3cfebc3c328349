import type { DataRecord } from '../../domain';
import { abortError } from './abortError';
import type { ImportRowError, ImportSender } from './recordImport';
import type { TimerHandle, Timers } from './timers';
import { globalTimers } from './timers';

/** Records per import call (spec 9). */
export const IMPORT_CHUNK_SIZE = 50;

/** Extra wait per chunk when records carry locations (spec 9). */
export const IMPORT_DELAY_STEP_MS = 1000;

/** How far an import has come. */
export interface ImportProgress {
  /** Chunks answered, successfully or not. */
  done: number;
  total: number;
}

/** A row error with the chunk it came from. */
export interface ImportError extends ImportRowError {
  chunk: number;
}

/** The outcome of a finished import. */
export interface ImportResult {
  total: number;
  /** Row errors the server reported, plus one entry (row undefined, empty message) per failed chunk. */
  errors: ImportError[];
  /** Indexes of the chunks whose call failed. */
  failedChunks: number[];
}

/** Options of `importRecords`. */
export interface ImportOptions {
  /** Called after every finished chunk, and once at the start with `done` 0. */
  onProgress?: (progress: ImportProgress) => void;
  /** Aborting stops unsent chunks, cancels calls under way and rejects with an AbortError. */
  signal?: AbortSignal;
  timers?: Timers;
  chunkSize?: number;
  delayStepMs?: number;
}

function hasLocation(record: DataRecord): boolean {
  const location = record.location;
  if (typeof location === 'string') return location.trim() !== '';
  return typeof location === 'object' && location !== null && Object.keys(location).length > 0;
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Imports records in chunks of 50. When any record carries a location, chunk k is sent k × 1000
 * ms after the start (1 s apart, one more delay step per chunk) so the server's geocoder stays
 * under its rate limit; otherwise every chunk is sent at once. Progress counts finished chunks and
 * the promise resolves when all are done, with the row errors the server reported (rows
 * numbered across the whole import). A failed chunk does not stop the others.
 */
export function importRecords(records: readonly DataRecord[], send: ImportSender, options: ImportOptions = {}): Promise<ImportResult> {
  const { onProgress, signal, timers = globalTimers, chunkSize = IMPORT_CHUNK_SIZE } = options;
  const chunks = chunksOf(records, chunkSize);
  const step = records.some(hasLocation) ? (options.delayStepMs ?? IMPORT_DELAY_STEP_MS) : 0;
  const result: ImportResult = { total: chunks.length, errors: [], failedChunks: [] };
  if (signal?.aborted) return Promise.reject(abortError());
  onProgress?.({ done: 0, total: chunks.length });
  if (chunks.length === 0) return Promise.resolve(result);

  return new Promise<ImportResult>((resolve, reject) => {
    const calls = new AbortController();
    const pending = new Set<TimerHandle>();
    let done = 0;

    const cancel = () => {
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
      calls.abort();
      reject(abortError('The import was cancelled.'));
    };
    signal?.addEventListener('abort', cancel, { once: true });

    const finish = (index: number, errors: ImportRowError[]) => {
      if (calls.signal.aborted) return;
      const offset = index * chunkSize;
      for (const error of errors) {
        result.errors.push({ chunk: index, row: error.row === undefined ? undefined : offset + error.row, message: error.message, ...(error.warning ? { warning: true } : {}) });
      }
      done += 1;
      onProgress?.({ done, total: chunks.length });
      if (done < chunks.length) return;
      signal?.removeEventListener('abort', cancel);
      result.errors.sort((a, b) => a.chunk - b.chunk);
      result.failedChunks.sort((a, b) => a - b);
      resolve(result);
    };

    const sendChunk = (index: number, chunk: DataRecord[]) => {
      send(chunk, calls.signal).then(
        (answer) => finish(index, answer.errors),
        () => {
          // Already logged by the api; the caller learns which chunk failed, not why.
          result.failedChunks.push(index);
          finish(index, [{ row: undefined, message: '' }]);
        },
      );
    };

    chunks.forEach((chunk, index) => {
      const delay = index * step;
      if (delay === 0) {
        sendChunk(index, chunk);
        return;
      }
      const handle = timers.setTimeout(() => {
        pending.delete(handle);
        sendChunk(index, chunk);
      }, delay);
      pending.add(handle);
    });
  });
}
