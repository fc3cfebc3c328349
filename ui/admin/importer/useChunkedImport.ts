import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { DataRecord } from '../../../domain/index';
import { STREAMED_IMPORT, importFinished, importRecords, importSender, isAbortError, type DataStore, type ImportProgress, type ImportResult } from '../../data/index';

/** The state of one import screen's chunked import and the calls that drive it. */
interface ChunkedImport {
  progress: ImportProgress | null;
  result: ImportResult | null;
  error: string | null;
  /** Chunks are still out and the import can be cancelled. */
  running: boolean;
  /** Sends the records in chunks; `report` turns the result into what the screen shows. */
  start(records: readonly DataRecord[], report?: (result: ImportResult) => ImportResult): Promise<void>;
  cancel(): void;
  /** Forgets the last outcome (a new file was chosen) and shows `error`, if any. */
  reset(error?: string | null): void;
}

/**
 * The chunked import (streamed as fast as the server answers, in chunks that grow to the most the
 * server takes while it answers quickly) shared by the CSV and GeoJSON importers: progress fed
 * by finished chunks, cancel, and the row report.
 * `convertLatlngToAddress` asks the server to give rows located by coordinates the address of
 * the nearest known place.
 */
export function useChunkedImport(collection: 'objects' | 'regions', table: string, convertLatlngToAddress = false): ChunkedImport {
  const store = useStore() as DataStore;
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (records: readonly DataRecord[], report: (result: ImportResult) => ImportResult = (same) => same) => {
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    setError(null);
    const send = importSender(store.dispatch, { collection, table, language: 'en', convertLatlngToAddress });
    try {
      setResult(report(await importRecords(records, send, { ...STREAMED_IMPORT, onProgress: setProgress, signal: controller.signal })));
    } catch (reason) {
      setError(isAbortError(reason) ? 'The import was cancelled.' : 'The import failed.');
    } finally {
      abort.current = null;
      importFinished(store.dispatch, { collection, table });
    }
  };

  return {
    progress,
    result,
    error,
    running: progress !== null && progress.done < progress.total && abort.current !== null,
    start,
    cancel: () => abort.current?.abort(),
    reset: (next = null) => {
      setResult(null);
      setError(next);
    },
  };
}
