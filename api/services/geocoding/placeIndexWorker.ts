import { parentPort } from 'node:worker_threads';
import { loadPlaceRows } from './placeSource';

/** What the place index's worker thread sends: rows as JSON text, a chunk at a time, then the count. */
export type PlaceIndexWorkerMessage = { chunk: string } | { done: number } | { error: string };

/** Rows per message: one INSERT of the index build each, short enough (tens of ms, a few hundred on a busy machine) that PGlite, which runs on the event loop, never holds other answers long. */
const chunkRows = 500;

try {
  const rows = loadPlaceRows();
  for (let start = 0; start < rows.length; start += chunkRows) {
    parentPort?.postMessage({ chunk: JSON.stringify(rows.slice(start, start + chunkRows)) } satisfies PlaceIndexWorkerMessage);
  }
  parentPort?.postMessage({ done: rows.length } satisfies PlaceIndexWorkerMessage);
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies PlaceIndexWorkerMessage);
}
