/**
 * A row an import could not save, or saved with parts left out: one entry of the `errors` list
 * the server answers to `POST {collection}/{table}/import` (spec 7), read back by the admin's
 * importer.
 */
export interface ImportRowError {
  /** The row's line in the file the admin imported (the header is line 1), when known. */
  line?: number;
  /** The row's 0-based position within the chunk it was sent in; undefined when not known. */
  row: number | undefined;
  /** Why the row was refused, or (with `warning`) what was left out of it. */
  message: string;
  /** The row was saved; the message says what was left out of it. */
  warning?: boolean;
}

/** The answer to one import chunk. */
export interface ImportChunkReport {
  /** Rows saved. */
  imported: number;
  /** Rows refused, and rows saved with a warning. */
  errors: ImportRowError[];
}
