import type { Queryable } from '../db/Database';
import {
  deleteStoredFile, insertStoredFile, listStoredFileKeys, readStoredFile,
} from '../repositories/storedFilesRepository';
import { assertFileKey, contentEtag, isValidFileKey } from './fileKeys';
import { FileExistsError, type FileStorage, type StoredFile } from './FileStorage';

/**
 * Files as rows of the database (`stored_files`): the default with `DATABASE_URL`, so any number
 * of server processes share them with nothing but the database. Fits the upload limits (10 MB at
 * most per file); a site with many large files is better served by S3-compatible storage.
 * Meant for a PostgreSQL server (`DATABASE_URL`): on the embedded database, which runs one
 * statement or transaction at a time, a file read while a map save holds its transaction would
 * wait for that transaction, so the server refuses this driver without `DATABASE_URL`.
 */
export class PostgresFileStorage implements FileStorage {
  readonly kind = 'postgres' as const;

  constructor(private readonly db: Queryable) {}

  async create(key: string, bytes: Uint8Array): Promise<void> {
    assertFileKey(key);
    const created = await insertStoredFile(this.db, { key, bytes, etag: contentEtag(bytes) });
    if (!created) throw new FileExistsError(key);
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    return readStoredFile(this.db, key);
  }

  list(folder: string): Promise<string[]> {
    return listStoredFileKeys(this.db, folder);
  }

  remove(key: string): Promise<boolean> {
    return deleteStoredFile(this.db, key);
  }

  async close(): Promise<void> {}
}
