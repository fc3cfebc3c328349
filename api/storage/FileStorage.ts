/** Which driver keeps the uploaded files. */
export type StorageKind = 'local' | 'postgres' | 's3';

/** One stored file, read whole. */
export interface StoredFile {
  key: string;
  bytes: Buffer;
  /** A strong validator of the content (quoted, as the `ETag` header carries it). */
  etag: string;
}

/**
 * Uploaded files (map files, marker images, media and their sizes, calibrated map copies) behind
 * one interface, so every server process reads what any of them wrote. A key is a path under
 * `/uploads/` (`maps/usa-1a2b3c4d.svg`); keys are written once and never rewritten: an upload
 * always gets a new name, which is what lets the files be cached for a year.
 */
export interface FileStorage {
  readonly kind: StorageKind;
  /** Stores a new file; throws {@link FileExistsError} when the key is taken. */
  create(key: string, bytes: Uint8Array): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Keys of the files directly in `folder` (`maps`), not in its sub-folders, sorted. */
  list(folder: string): Promise<string[]>;
  /** Removes a file; answers whether there was one. */
  remove(key: string): Promise<boolean>;
  /** Lets go of connections the driver holds. */
  close(): Promise<void>;
}

/** A file was to be created under a key that is already taken. */
export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`A stored file named "${key}" already exists.`);
    this.name = 'FileExistsError';
  }
}

/**
 * The disk (or quota) had no room for a file being written: nothing was kept under its name.
 * Answered as 507 Insufficient Storage, so the admin learns what to fix instead of a bare 500.
 */
export class StorageFullError extends Error {
  constructor(readonly key: string, cause: unknown) {
    super(`There is no space left to store "${key}".`, { cause });
    this.name = 'StorageFullError';
  }
}

/** System error codes of a write that found no room: a full disk, or a user's quota used up. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's SQLSTATE for a full disk (`disk_full`). */
const POSTGRES_DISK_FULL = '53100';

/** Whether `error` says a write found no room left (from the file system or PostgreSQL). */
export function isDiskFullError(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (DISK_FULL_CODES.has(code) || code === POSTGRES_DISK_FULL);
}
