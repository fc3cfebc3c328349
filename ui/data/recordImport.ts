import type { DataRecord, ImportRowError } from '../../domain';
import { collectionPath } from './collectionRequests';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { runEndpoint, untracked } from './runEndpoint';

/** What the client reads from an import answer. */
interface ImportChunkAnswer {
  /** Row errors with row indexes relative to the chunk. */
  errors: ImportRowError[];
}

/** Where records are imported and how the server treats them. */
interface ImportTarget {
  collection: 'objects' | 'regions';
  table: string;
  /** Language of the addresses the server's geocoder returns. */
  language: string;
  /** Ask the server to look up addresses of rows given as coordinates. */
  convertLatlngToAddress: boolean;
}

function readRowError(raw: unknown): ImportRowError {
  if (typeof raw === 'string') return { row: undefined, message: raw };
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as { line?: unknown; row?: unknown; message?: unknown; warning?: unknown };
  return {
    ...(typeof error.line === 'number' ? { line: error.line } : {}),
    row: typeof error.row === 'number' ? error.row : undefined,
    message: typeof error.message === 'string' ? error.message : '',
    ...(error.warning === true ? { warning: true } : {}),
  };
}

/**
 * Reads an import answer. The server lists rows it could not import as
 * `{ errors: [{ row, message }] }` with `row` the 0-based index inside the chunk it was sent
 * (a plain string is accepted as a message without a row).
 */
function readImportAnswer(body: unknown): ImportChunkAnswer {
  const raw = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return { errors: Array.isArray(raw) ? raw.map(readRowError) : [] };
}

/**
 * `POST {collection}/{table}/import` with `{ language, convertLatlngToAddress, data }`, `data`
 * being the chunk's records as JSON text (spec 7: "the records as a JSON string").
 */
const importApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    importRecords: build.mutation<ImportChunkAnswer, ImportTarget & { records: DataRecord[] }>({
      query: ({ collection, table, records, language, convertLatlngToAddress }) => ({
        url: `${collectionPath(collection, table)}/import`,
        method: 'POST',
        body: { language, convertLatlngToAddress, data: JSON.stringify(records) },
      }),
      // The table's queries are refreshed once the whole import is over (`importFinished`): after
      // every chunk they would be fetched again while the server is busy importing.
      transformResponse: readImportAnswer,
    }),
  }),
});

/**
 * Refreshes what the admin shows of the table an import wrote to (its records and fields), once
 * the import is over, finished, failed or cancelled: rows may have gone in either way.
 */
export function importFinished(dispatch: DataDispatch, target: Pick<ImportTarget, 'collection' | 'table'>): void {
  dispatch(mapsvgApi.util.invalidateTags([{ type: target.collection === 'objects' ? 'Object' : 'Region', id: target.table }]));
}

/** Sends one chunk of an import through `importApi`; aborting the signal cancels the call. */
export type ImportSender = (records: DataRecord[], signal: AbortSignal) => Promise<ImportChunkAnswer>;

/** The sender `importRecords` uses to import into one table. */
export function importSender(dispatch: DataDispatch, target: ImportTarget): ImportSender {
  return (records, signal) => {
    const call = dispatch(importApi.endpoints.importRecords.initiate({ ...target, records }, untracked));
    signal.addEventListener('abort', () => call.abort(), { once: true });
    return runEndpoint(call);
  };
}
