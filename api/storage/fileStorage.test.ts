import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pgliteDriver';
import type { Database } from '../db/Database';
import { contentEtag } from './fileKeys';
import { FileExistsError, type FileStorage } from './FileStorage';
import { LocalFolderStorage, PARTIAL_FILE_PREFIX } from './LocalFolderStorage';
import { PostgresFileStorage } from './PostgresFileStorage';
import { S3FileStorage } from './S3FileStorage';
import { adoptLocalFiles } from './openFileStorage';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

interface OpenedStorage {
  storage: FileStorage;
  close(): Promise<void>;
}

/** Each driver, opened fresh: the S3 one against an S3-compatible server on loopback. */
const drivers: Array<{ name: string; open(): Promise<OpenedStorage> }> = [
  {
    name: 'local folder',
    async open() {
      return { storage: new LocalFolderStorage(mkdtempSync(path.join(os.tmpdir(), 'mapsvg-store-'))), close: async () => {} };
    },
  },
  {
    name: 'PostgreSQL rows',
    async open() {
      const db: Database = await openPglite();
      await migrate(db);
      return { storage: new PostgresFileStorage(db), close: () => db.close() };
    },
  },
  {
    name: 'S3-compatible bucket',
    async open() {
      const server = new S3rver({
        address: '127.0.0.1', port: 0, silent: true,
        directory: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-s3rver-')),
        configureBuckets: [{ name: 'uploads', configs: [] }],
      });
      const { port } = await server.run() as AddressInfo;
      const storage = new S3FileStorage({
        bucket: 'uploads', endpoint: `http://127.0.0.1:${port}`, prefix: 'site-a/',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      return { storage, close: async () => { await storage.close(); await server.close(); } };
    },
  },
];

describe.each(drivers)('uploaded files in the $name', (driver) => {
  let opened: OpenedStorage;
  beforeAll(async () => { opened = await driver.open(); });
  afterAll(async () => { await opened.close(); });

  it('reads back exactly the bytes stored, with the content hash as a strong ETag', async () => {
    await opened.storage.create('maps/usa-1a2b3c4d.svg', SVG);
    const file = await opened.storage.read('maps/usa-1a2b3c4d.svg');
    expect(file?.bytes.equals(SVG)).toBe(true);
    expect(file?.etag).toBe(contentEtag(SVG));
    expect(file?.etag).toMatch(/^"[^"]+"$/);
  });

  it('never rewrites a stored name', async () => {
    await opened.storage.create('pin-00000001.png', PNG);
    await expect(opened.storage.create('pin-00000001.png', SVG)).rejects.toBeInstanceOf(FileExistsError);
    expect((await opened.storage.read('pin-00000001.png'))?.bytes.equals(PNG)).toBe(true);
  });

  it('lists the files of one folder only, and forgets removed ones', async () => {
    await opened.storage.create('maps/world-2b3c4d5e.svg', SVG);
    await opened.storage.create('media/photo-3c4d5e6f.png', PNG);
    expect(await opened.storage.list('maps')).toEqual(['maps/usa-1a2b3c4d.svg', 'maps/world-2b3c4d5e.svg']);
    expect(await opened.storage.list('')).toEqual(['pin-00000001.png']);
    expect(await opened.storage.remove('maps/world-2b3c4d5e.svg')).toBe(true);
    expect(await opened.storage.remove('maps/world-2b3c4d5e.svg')).toBe(false);
    expect(await opened.storage.read('maps/world-2b3c4d5e.svg')).toBeUndefined();
    expect(await opened.storage.list('maps')).toEqual(['maps/usa-1a2b3c4d.svg']);
  });

  it('refuses names that climb out or hide (no file is read or written)', async () => {
    for (const key of ['../secret', 'maps/../../etc/passwd', '.env', 'maps/.hidden.svg', '']) {
      expect(await opened.storage.read(key), key).toBeUndefined();
      await expect(opened.storage.create(key, PNG), key).rejects.toThrow(/not a valid stored file name/);
    }
  });

  it('takes over the files of a local uploads folder without touching those it already has', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-adopt-'));
    mkdirSync(path.join(folder, 'maps'));
    writeFileSync(path.join(folder, 'maps', 'usa-1a2b3c4d.svg'), 'a different file under a taken name');
    writeFileSync(path.join(folder, 'maps', 'old-4d5e6f70.svg'), SVG);
    writeFileSync(path.join(folder, 'marker-5e6f7081.png'), PNG);
    const copied = await adoptLocalFiles(opened.storage, folder);
    if (opened.storage.kind === 'local') {
      expect(copied).toBe(0);
      return;
    }
    expect(copied).toBe(2);
    expect((await opened.storage.read('maps/old-4d5e6f70.svg'))?.bytes.equals(SVG)).toBe(true);
    expect((await opened.storage.read('marker-5e6f7081.png'))?.bytes.equals(PNG)).toBe(true);
    expect((await opened.storage.read('maps/usa-1a2b3c4d.svg'))?.bytes.equals(SVG)).toBe(true);
  });
});

describe('the local folder while files are written', () => {
  it('leaves only whole files under their names, and removes the partial files a stopped process left', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-partial-'));
    const storage = new LocalFolderStorage(root);
    await storage.create('maps/usa-1a2b3c4d.svg', SVG);
    await expect(storage.create('maps/usa-1a2b3c4d.svg', PNG)).rejects.toBeInstanceOf(FileExistsError);
    expect(readdirSync(path.join(root, 'maps'))).toEqual(['usa-1a2b3c4d.svg']);
    expect((await storage.read('maps/usa-1a2b3c4d.svg'))?.bytes.equals(SVG)).toBe(true);

    // What a kill mid-write leaves: a hidden partial file, never listed or served.
    const now = Date.now();
    writeFileSync(path.join(root, 'maps', `${PARTIAL_FILE_PREFIX}0123456789abcdef`), SVG.subarray(0, 10));
    writeFileSync(path.join(root, `${PARTIAL_FILE_PREFIX}fedcba9876543210`), PNG.subarray(0, 4));
    expect(await storage.list('maps')).toEqual(['maps/usa-1a2b3c4d.svg']);
    expect(await storage.read(`maps/${PARTIAL_FILE_PREFIX}0123456789abcdef`)).toBeUndefined();
    expect(await storage.removeAllPartialFiles(60_000, now)).toBe(0);
    expect(await storage.removeAllPartialFiles(0, now + 1000)).toBe(2);
    expect(readdirSync(root, { recursive: true }).map(String).sort()).toEqual(['maps', path.join('maps', 'usa-1a2b3c4d.svg')]);
  });
});
