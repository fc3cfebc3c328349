import type { DataRecord } from '../../domain';
import { collectionPath } from './collectionRequests';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { runEndpoint, untracked } from './runEndpoint';

/** A row the server could not import, as the caller sees it. */
export interface ImportRowError {
  /** Index of the row in the whole import (0-based); undefined when the server did not say. */
  row: number | undefined;
  /** The server's text; empty for a chunk whose call failed (spec 8). */
  message: string;
  /** The row was imported; the message names what was left out of it. */
  warning?: boolean;
}

/** What the client reads from an import answer. */
export interface ImportChunkAnswer {
  /** Row errors with row indexes relative to the chunk. */
  errors: ImportRowError[];
}

/** Where records are imported and how the server treats them. */
export interface ImportTarget {
  collection: 'objects' | 'regions';
  table: string;
  /** Language of the addresses the server's geocoder returns. */
  language: string;
  /** Ask the server to look up addresses of rows given as coordinates. */
  convertLatlngToAddress: boolean;
}

function readRowError(raw: unknown): ImportRowError {
  if (typeof raw === 'string') return { row: undefined, message: raw };
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as { row?: unknown; message?: unknown; warning?: unknown };
  return {
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
export function readImportAnswer(body: unknown): ImportChunkAnswer {
  const raw = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return { errors: Array.isArray(raw) ? raw.map(readRowError) : [] };
}

/**
 * `POST {collection}/{table}/import` with `{ language, convertLatlngToAddress, data }`, `data`
 * being the chunk's records as JSON text (spec 7: "the records as a JSON string").
 */
export const importApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    importRecords: build.mutation<ImportChunkAnswer, ImportTarget & { records: DataRecord[] }>({
      query: ({ collection, table, records, language, convertLatlngToAddress }) => ({
        url: `${collectionPath(collection, table)}/import`,
        method: 'POST',
        body: { language, convertLatlngToAddress, data: JSON.stringify(records) },
      }),
      transformResponse: readImportAnswer,
      invalidatesTags: (_result, _error, { collection, table }) => [{ type: collection === 'objects' ? 'Object' : 'Region', id: table }],
    }),
  }),
});

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
