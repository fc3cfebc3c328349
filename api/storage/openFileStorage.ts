import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/Database';
import { isValidFileKey } from './fileKeys';
import { FileExistsError, type FileStorage, type StorageKind } from './FileStorage';
import { LocalFolderStorage } from './LocalFolderStorage';
import { PostgresFileStorage } from './PostgresFileStorage';
import { S3FileStorage, type S3StorageSettings } from './S3FileStorage';

/** Which storage to open, read from the environment. */
export type StorageConfig =
  | { kind: 'local' }
  | { kind: 'postgres' }
  | { kind: 's3'; s3: S3StorageSettings };

const KINDS: readonly StorageKind[] = ['local', 'postgres', 's3'];

function isOn(raw: string | undefined): boolean | undefined {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  return !['0', 'off', 'false', 'no'].includes(text);
}

/**
 * Reads `MAPSVG_STORAGE` (`local`, `postgres` or `s3`; by default `postgres` with `DATABASE_URL`,
 * else `local`) and, for `s3`, `MAPSVG_S3_BUCKET`, `MAPSVG_S3_ENDPOINT`, `MAPSVG_S3_REGION`,
 * `MAPSVG_S3_PREFIX`, `MAPSVG_S3_FORCE_PATH_STYLE` (credentials: the SDK's `AWS_ACCESS_KEY_ID`
 * and `AWS_SECRET_ACCESS_KEY`). A bad combination stops the start with a clear message.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): StorageConfig {
  const raw = (env.MAPSVG_STORAGE ?? '').trim().toLowerCase();
  const kind = raw === '' ? (databaseUrl ? 'postgres' : 'local') : raw;
  if (!KINDS.includes(kind as StorageKind)) throw new Error(`MAPSVG_STORAGE must be local, postgres or s3, got "${env.MAPSVG_STORAGE}".`);
  if (kind === 'postgres' && !databaseUrl) throw new Error('MAPSVG_STORAGE=postgres needs DATABASE_URL (the embedded database keeps files in the data folder).');
  if (kind !== 's3') return { kind: kind as 'local' | 'postgres' };
  const bucket = (env.MAPSVG_S3_BUCKET ?? '').trim();
  if (bucket === '') throw new Error('MAPSVG_STORAGE=s3 needs MAPSVG_S3_BUCKET (the bucket to keep uploaded files in).');
  return {
    kind: 's3',
    s3: {
      bucket,
      endpoint: env.MAPSVG_S3_ENDPOINT?.trim() || undefined,
      region: env.MAPSVG_S3_REGION?.trim() || env.AWS_REGION?.trim() || undefined,
      prefix: env.MAPSVG_S3_PREFIX?.trim() || undefined,
      forcePathStyle: isOn(env.MAPSVG_S3_FORCE_PATH_STYLE),
    },
  };
}

/** Opens the configured storage: the database's table, a bucket, or the uploads folder. */
export function openFileStorage(config: StorageConfig, { db, uploadsDir }: { db: Queryable; uploadsDir: string }): FileStorage {
  if (config.kind === 'postgres') return new PostgresFileStorage(db);
  if (config.kind === 's3') return new S3FileStorage(config.s3);
  return new LocalFolderStorage(uploadsDir);
}

async function localKeys(root: string, folder = '', depth = 0): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isFile() && isValidFileKey(key)) keys.push(key);
    if (entry.isDirectory() && depth < 2 && isValidFileKey(key)) keys.push(...await localKeys(root, key, depth + 1));
  }
  return keys;
}

/**
 * Copies the files of a local uploads folder that `storage` lacks into it, so a site that moves
 * from one server's folder to shared storage keeps every address working. Files already there
 * are left alone. Answers how many were copied.
 */
export async function adoptLocalFiles(storage: FileStorage, uploadsDir: string): Promise<number> {
  if (storage.kind === 'local') return 0;
  let copied = 0;
  for (const key of await localKeys(uploadsDir)) {
    if (await storage.read(key)) continue;
    try {
      await storage.create(key, await readFile(path.join(uploadsDir, key)));
      copied += 1;
    } catch (error) {
      // Another process starting at the same time copied it first.
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
  return copied;
}
