import { IMPORT_CHUNK_SIZE, IMPORT_MAX_CHUNK_SIZE, type DataRecord, type ImportRowError } from '../../domain';
import { abortError } from './abortError';
import { ChunkPace } from './importPace';
import type { ImportSender } from './recordImport';
import { RequestFailure } from './RequestFailure';
import { globalTimers, type TimerHandle, type Timers } from './timers';

/**
 * Import calls under way at once. The server geocodes a chunk's addresses while it answers, so
 * its answers set the pace (no fixed wait between chunks); four keep it busy between one answer
 * and the next call, and leave the browser's other connections to the host free for the admin.
 */
const IMPORT_CALLS_AT_ONCE = 4;

/** Times a chunk the server refused for load (429, 503) is sent again before it counts as failed. */
const IMPORT_RETRIES = 3;

/** Wait before sending a refused chunk again when the server named none. */
const RETRY_WAIT_MS = 1000;
/** Longest `Retry-After` honoured: a longer one (a daily cap) fails the chunk instead of stalling the import. */
const LONGEST_RETRY_WAIT_MS = 60_000;

/** How far an import has come. */
export interface ImportProgress {
  /** Chunks answered, successfully or not. */
  done: number;
  /** Chunks of the whole import (while chunks change size, those sent plus the rest at the current size). */
  total: number;
  /** Records of the chunks answered. */
  rowsDone: number;
  rowsTotal: number;
}

/** A row error with the chunk it came from. */
export interface ImportError extends ImportRowError {
  chunk: number;
}

/** The records of one chunk: `count` records from index `first` of the records imported. */
export interface RowRange {
  first: number;
  count: number;
}

/** The outcome of a finished import. */
export interface ImportResult {
  /** Chunks sent. */
  total: number;
  /** Row errors the server reported, plus one entry (row undefined, empty message) per failed chunk. */
  errors: ImportError[];
  /** Indexes of the chunks whose call failed. */
  failedChunks: number[];
  /** The records of the failed chunks, in the order of `failedChunks`: none of them went in. */
  failedRows: RowRange[];
}

/** Options of `importRecords`. */
interface ImportOptions {
  /** Called after every finished chunk, and once at the start with `done` 0. */
  onProgress?: (progress: ImportProgress) => void;
  /** Aborting stops unsent chunks, cancels calls under way and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Records of the first chunk, and of every chunk unless the bounds below differ. */
  chunkSize?: number;
  /** Largest chunk: quick answers double the next chunk's size up to it (`chunkSize` by default). */
  maxChunkSize?: number;
  /** Smallest chunk: very slow answers and refusals halve the size down to it (`chunkSize` by default). */
  minChunkSize?: number;
  /** Calls under way at once ({@link IMPORT_CALLS_AT_ONCE}). */
  callsAtOnce?: number;
  /** Times a chunk refused with 429 or 503 is sent again after the server's `Retry-After` ({@link IMPORT_RETRIES}). */
  retries?: number;
  /** The clock answers are timed on and retries wait on. */
  timers?: Timers;
}

/**
 * How the admin's importers send a file: chunks growing from 50 records to the most the server
 * takes in one call while it answers quickly (the call's fixed cost then weighs on 1,000 rows,
 * not 50), shrinking to 10 while rows are slow (addresses waiting for the geocoder), and three
 * calls under way so the server never waits for the next chunk to arrive.
 */
export const STREAMED_IMPORT: Readonly<Pick<ImportOptions, 'chunkSize' | 'minChunkSize' | 'maxChunkSize' | 'callsAtOnce'>> = {
  chunkSize: IMPORT_CHUNK_SIZE,
  minChunkSize: 10,
  maxChunkSize: IMPORT_MAX_CHUNK_SIZE,
  callsAtOnce: 3,
};

/** The wait a refusal for load asks for, or null when the chunk is not to be sent again. */
function retryWait(reason: unknown): number | null {
  if (!(reason instanceof RequestFailure) || (reason.status !== 429 && reason.status !== 503)) return null;
  const wait = reason.retryAfterMs ?? RETRY_WAIT_MS;
  return wait <= LONGEST_RETRY_WAIT_MS ? wait : null;
}

/**
 * Imports records in chunks streamed as fast as the server answers: a few calls are under way at
 * once and each answer sends the next chunk, whose size may follow the answers' pace (see
 * `ChunkPace`). A chunk refused for load is sent again after the server's `Retry-After`.
 * Progress counts finished chunks and their records; the promise resolves when all are done,
 * with the row errors the server reported (rows numbered across the whole import) and the rows
 * of failed chunks. A failed chunk does not stop the others; cancelling sends no more chunks,
 * cancels the calls under way and rejects with an AbortError.
 */
export function importRecords(records: readonly DataRecord[], send: ImportSender, options: ImportOptions = {}): Promise<ImportResult> {
  const { onProgress, signal, chunkSize = IMPORT_CHUNK_SIZE, callsAtOnce = IMPORT_CALLS_AT_ONCE, retries = IMPORT_RETRIES, timers = globalTimers } = options;
  const pace = new ChunkPace({ first: chunkSize, smallest: options.minChunkSize ?? chunkSize, largest: options.maxChunkSize ?? chunkSize });
  const result: ImportResult = { total: 0, errors: [], failedChunks: [], failedRows: [] };
  let cursor = 0;
  let done = 0;
  let rowsDone = 0;
  const progress = () => onProgress?.({ done, total: result.total + Math.ceil((records.length - cursor) / pace.size), rowsDone, rowsTotal: records.length });
  if (signal?.aborted) return Promise.reject(abortError());
  progress();
  if (records.length === 0) return Promise.resolve(result);

  return new Promise<ImportResult>((resolve, reject) => {
    const calls = new AbortController();
    const waits = new Set<TimerHandle>();

    const cancel = () => {
      calls.abort();
      for (const wait of waits) timers.clearTimeout(wait);
      reject(abortError('The import was cancelled.'));
    };
    signal?.addEventListener('abort', cancel, { once: true });

    const finish = (index: number, rows: RowRange, errors: ImportRowError[]) => {
      for (const error of errors) {
        result.errors.push({ chunk: index, row: error.row === undefined ? undefined : rows.first + error.row, message: error.message, ...(error.warning ? { warning: true } : {}) });
      }
      done += 1;
      rowsDone += rows.count;
      progress();
      if (cursor < records.length) sendNext();
      if (done < result.total || cursor < records.length) return;
      signal?.removeEventListener('abort', cancel);
      result.errors.sort((a, b) => a.chunk - b.chunk);
      const failed = result.failedChunks.map((chunk, at) => ({ chunk, rows: result.failedRows[at] as RowRange })).sort((a, b) => a.chunk - b.chunk);
      result.failedChunks = failed.map((entry) => entry.chunk);
      result.failedRows = failed.map((entry) => entry.rows);
      resolve(result);
    };

    const sendChunk = (index: number, rows: RowRange, attempt: number, short: boolean) => {
      const started = timers.now();
      send(records.slice(rows.first, rows.first + rows.count), calls.signal).then(
        (answer) => {
          if (calls.signal.aborted) return;
          pace.answered(timers.now() - started, short);
          finish(index, rows, answer.errors);
        },
        (reason: unknown) => {
          if (calls.signal.aborted) return;
          const wait = attempt < retries ? retryWait(reason) : null;
          if (wait !== null) {
            pace.refused();
            const handle = timers.setTimeout(() => {
              waits.delete(handle);
              sendChunk(index, rows, attempt + 1, short);
            }, wait);
            waits.add(handle);
            return;
          }
          // Already logged by the api; the caller learns which chunk failed and its rows, not why.
          result.failedChunks.push(index);
          result.failedRows.push(rows);
          finish(index, rows, [{ row: undefined, message: '' }]);
        },
      );
    };

    function sendNext(): void {
      if (cursor >= records.length) return;
      const rows = { first: cursor, count: Math.min(pace.size, records.length - cursor) };
      cursor += rows.count;
      const index = result.total;
      result.total += 1;
      sendChunk(index, rows, 0, rows.count < pace.size);
    }

    for (let call = 0; call < Math.max(1, callsAtOnce); call += 1) sendNext();
  });
}
