import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../api/storage/S3FileStorage';
import { E2E_ADMIN_PASSWORD, logInByApi, removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { API } from './dataHelpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const OLD_MAP = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path id="X" d="M0 0h4v4z"/></svg>';

// The server as `npm start` runs it, told by its environment to keep uploads in a bucket of an
// S3-compatible server on loopback, with a file left in its local uploads folder from before.
describe('a server keeping its uploads in an S3-compatible bucket', () => {
  let s3: S3rver;
  let bucket: S3FileStorage;
  let server: RunningServer;
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-s3rver-')), configureBuckets: [{ name: 'site', configs: [] }] });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    bucket = new S3FileStorage({ bucket: 'site', endpoint, prefix: 'maps-site/', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-s3-data-'));
    mkdirSync(path.join(dataDir, 'uploads', 'maps'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'maps', 'old-0a1b2c3d.svg'), OLD_MAP);
    server = await startServer({
      dataDir,
      env: {
        MAPSVG_STORAGE: 's3', MAPSVG_S3_BUCKET: 'site', MAPSVG_S3_ENDPOINT: endpoint, MAPSVG_S3_PREFIX: 'maps-site/',
        AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', MAPSVG_S3_REGION: 'us-east-1',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await bucket?.close();
    await s3?.close();
  });

  it('writes an admin\'s marker upload to the bucket and serves it from there', async () => {
    expect(server.output()).toContain('uploads: s3');
    const opened = await fetch(`${server.url}${API}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }) });
    const cookie = /mapsvg_session=[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const { nonce } = await opened.json() as { nonce: string };
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'bucket-pin.png');
    const uploaded = await fetch(`${server.url}${API}/markers`, { method: 'POST', headers: { cookie, 'x-wp-nonce': nonce }, body: form });
    expect(uploaded.status).toBe(200);
    const { marker } = await uploaded.json() as { marker: { path: string } };
    const key = marker.path.replace(/^uploads\//, '');

    expect((await bucket.read(key))?.bytes.equals(PNG)).toBe(true);
    const served = await fetch(`${server.url}/${marker.path}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get('etag')).toBe((await bucket.read(key))?.etag);
  });

  it('copied the file its local uploads folder held before into the bucket, at the same address', async () => {
    expect((await bucket.read('maps/old-0a1b2c3d.svg'))?.bytes.toString()).toBe(OLD_MAP);
    // Read as the admin: no published map shows this file.
    const admin = await logInByApi(server.url);
    const served = await fetch(`${server.url}/uploads/maps/old-0a1b2c3d.svg`, { headers: { cookie: admin.headers.cookie ?? '' } });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(OLD_MAP);
  });
});
