import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, contentEtag, isValidFileKey } from './fileKeys';
import { FileExistsError, type FileStorage, type StoredFile } from './FileStorage';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
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

  async create(key: string, bytes: Uint8Array): Promise<void> {
    assertFileKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
      throw error;
    }
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
