import { randomBytes } from 'node:crypto';
import { access, link, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, contentEtag, isValidFileKey } from './fileKeys';
import { FileExistsError, isDiskFullError, StorageFullError, type FileStorage, type StoredFile } from './FileStorage';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Files being written carry this prefix until they are complete. A name starting with a dot is
 * never a valid key, so a partial file is never listed or served, whatever happens to the write.
 */
export const PARTIAL_FILE_PREFIX = '.partial-';

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Writes `bytes` to a new file and flushes it to the disk before answering. */
async function writeNewFile(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    // Flushed before the file gets its name, so even a power cut leaves no short file under it.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Gives a complete file its final name, unless a file has that name already (EEXIST). A hard
 * link does both at once; where the file system has none, the name is checked, then renamed to.
 */
async function publish(partial: string, file: string): Promise<void> {
  try {
    await link(partial, file);
    return;
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(codeOf(error) ?? '')) throw error;
  }
  const taken = await access(file).then(() => true, () => false);
  if (taken) throw Object.assign(new Error(`${file} exists`), { code: 'EEXIST' });
  await rename(partial, file);
}

/** Entity tags remembered per file, by size and modification time: hashing is done once per change. */
const ETAG_MEMORY = 10_000;

/**
 * Files in a folder of this machine (`{data dir}/uploads`): the default with the embedded
 * database, where there is one server process anyway. Files put there by hand are served too.
 */
export class LocalFolderStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly etags = new Map<string, { version: string; etag: string }>();

  constructor(readonly root: string) {}

  /**
   * Writes the file under a temporary hidden name and gives it its key only once it is whole,
   * so a full disk or a crash mid-write never leaves a short file under a served name (one that
   * caches would then keep for a year). A failed write removes its partial file.
   */
  async create(key: string, bytes: Uint8Array): Promise<void> {
    assertFileKey(key);
    const file = path.join(this.root, key);
    const partial = path.join(path.dirname(file), `${PARTIAL_FILE_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeNewFile(partial, bytes);
      await publish(partial, file);
    } catch (error) {
      if (codeOf(error) === 'EEXIST') throw new FileExistsError(key);
      if (isDiskFullError(error)) throw new StorageFullError(key, error);
      throw error;
    } finally {
      // After a hard link the partial name is a second name of the complete file; after a failure, what was written.
      await unlink(partial).catch(() => undefined);
    }
  }

  /**
   * Removes partial files (see {@link PARTIAL_FILE_PREFIX}) older than `minAgeMs` in `folder`,
   * left by a process that stopped mid-write. Answers how many were removed.
   */
  async removePartialFiles(folder: string, minAgeMs: number, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(path.join(this.root, folder));
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names.filter((entry) => entry.startsWith(PARTIAL_FILE_PREFIX))) {
      const file = path.join(this.root, folder, name);
      const info = await stat(file).catch(() => undefined);
      if (!info || now - info.mtimeMs < minAgeMs) continue;
      if (await unlink(file).then(() => true, () => false)) removed += 1;
    }
    return removed;
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    const file = path.join(this.root, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const bytes = await readFile(file);
      return { key, bytes, etag: this.etagOf(key, `${info.size}:${info.mtimeMs}`, bytes) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return entries.filter((entry) => entry.isFile())
      .map((entry) => (folder === '' ? entry.name : `${folder}/${entry.name}`))
      .filter(isValidFileKey).sort();
  }

  async remove(key: string): Promise<boolean> {
    if (!isValidFileKey(key)) return false;
    try {
      await unlink(path.join(this.root, key));
      this.etags.delete(key);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * Removes partial files older than `minAgeMs` in every folder a key can name (the root and
   * two levels below it). Answers how many were removed.
   */
  async removeAllPartialFiles(minAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const visit = async (folder: string, depth: number): Promise<void> => {
      removed += await this.removePartialFiles(folder, minAgeMs, now);
      if (depth >= 2) return;
      const entries = await readdir(path.join(this.root, folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries.filter((candidate) => candidate.isDirectory() && !candidate.name.startsWith('.'))) {
        await visit(folder === '' ? entry.name : `${folder}/${entry.name}`, depth + 1);
      }
    };
    await visit('', 0);
    return removed;
  }

  async close(): Promise<void> {}

  private etagOf(key: string, version: string, bytes: Buffer): string {
    const known = this.etags.get(key);
    if (known?.version === version) return known.etag;
    if (this.etags.size >= ETAG_MEMORY) this.etags.clear();
    const etag = contentEtag(bytes);
    this.etags.set(key, { version, etag });
    return etag;
  }
}
