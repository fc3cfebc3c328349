import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/Database';
import {
  referencedStorageKeys, type NewSubmissionFile, type SubmissionFileSource,
} from '../../repositories/contactFormsInbox';
import { SUBMISSION_FILES_FOLDER } from '../../storage/fileKeys';
import type { FileStorage } from '../../storage/FileStorage';

/** A file a visitor sent with a submission, read into memory. */
export interface SubmissionUpload {
  readonly field: string;
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** `submission-files/{ms since 1970}-{32 hex}`: the time tells a sweep how old a file is. */
const KEY_PATTERN = new RegExp(`^${SUBMISSION_FILES_FOLDER}/(\\d{1,15})-[0-9a-f]{32}$`);
/** Keys looked up in the database per statement while sweeping. */
const SWEEP_BATCH = 500;

function newKey(now: number): string {
  // 128 random bits: no one guesses the name of a visitor's file, wherever the storage is.
  return `${SUBMISSION_FILES_FOLDER}/${now}-${randomBytes(16).toString('hex')}`;
}

/** When the file under `key` was written, or undefined for a name this store did not give. */
function writtenAt(key: string): number | undefined {
  const match = KEY_PATTERN.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The bytes of contact-form files, in the file storage rather than in the submission's rows, so
 * the submission's transaction carries a few hundred bytes instead of megabytes (on PGlite a 2 MB
 * `bytea` insert held the one connection, and every other query, for about 2 s). A submission is
 * still stored whole or not at all: its files are written first under fresh keys, the submission
 * is committed referencing them, and they are removed if that commit fails; files a crash left
 * between the two steps are referenced by nothing and removed by {@link sweep}.
 */
export class SubmissionFileStore {
  constructor(private readonly db: Queryable, private readonly storage: FileStorage) {}

  /** Writes the uploads under fresh keys: all of them, or none (what was written is removed). */
  async write(uploads: readonly SubmissionUpload[], now = Date.now()): Promise<NewSubmissionFile[]> {
    const written: NewSubmissionFile[] = [];
    try {
      for (const upload of uploads) {
        const storageKey = newKey(now);
        await this.storage.create(storageKey, upload.content);
        written.push({ field: upload.field, filename: upload.filename, contentType: upload.contentType, bytes: upload.content.length, storageKey });
      }
    } catch (error) {
      await this.remove(written.map((file) => file.storageKey));
      throw error;
    }
    return written;
  }

  /** Removes stored files; a failure is left to the sweep (the file is referenced by nothing). */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => false)));
  }

  /** The bytes of an upload, from the storage or from its row (files stored before the move); null when gone. */
  async content(file: SubmissionFileSource): Promise<Buffer | null> {
    if (file.content) return file.content;
    if (file.storageKey === null) return null;
    return (await this.storage.read(file.storageKey))?.bytes ?? null;
  }

  /**
   * Removes the files at least `minAgeMs` old that no submission refers to: left by a process
   * that stopped between writing them and committing their submission, by a commit that failed
   * and could not clean up, or by a deleted submission. Answers how many were removed.
   */
  async sweep(minAgeMs: number, now = Date.now()): Promise<number> {
    const old = (await this.storage.list(SUBMISSION_FILES_FOLDER)).filter((key) => {
      const at = writtenAt(key);
      return at !== undefined && now - at >= minAgeMs;
    });
    let removed = 0;
    for (let start = 0; start < old.length; start += SWEEP_BATCH) {
      const batch = old.slice(start, start + SWEEP_BATCH);
      const referenced = await referencedStorageKeys(this.db, batch);
      for (const key of batch.filter((candidate) => !referenced.has(candidate))) {
        if (await this.storage.remove(key)) removed += 1;
      }
    }
    return removed;
  }
}
