import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { PostgresFileStorage } from '../../api/storage/PostgresFileStorage';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const MAP = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" mapsvg:geoViewBox="0 10 20 0"><path id="A" d="M0 0h10v10z"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(filename: string, content: Buffer | string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sharedboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Two apps with their own storage objects on one database stand for two server processes.
describe.each(testDrivers())('uploads stored in the database, read by another server, on $name', (driver) => {
  let testApp: TestApp;
  let serverA: FastifyInstance;
  let serverB: FastifyInstance;
  let login: AdminLogin;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    serverA = await buildApp({ db: testApp.db, storage: new PostgresFileStorage(testApp.db) });
    serverB = await buildApp({ db: testApp.db, storage: new PostgresFileStorage(testApp.db) });
    login = await loginAsAdmin(serverA);
  });
  afterAll(async () => {
    await serverA.close();
    await serverB.close();
    await testApp.close();
  });

  it('serves a marker image uploaded through the other server, with a strong ETag and a year of caching', async () => {
    const body = multipart('Pin.png', PNG, 'image/png');
    const uploaded = await serverA.inject({ method: 'POST', url: `${API}/markers`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const url = `/${uploaded.json<{ marker: { path: string } }>().marker.path}`;

    const read = await serverB.inject({ url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(read.headers['content-security-policy']).toContain('sandbox');

    const again = await serverA.inject({ url, headers: { 'if-none-match': String(read.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lists and serves a map file uploaded through the other server', async () => {
    const body = multipart('Shared Map.svg', MAP, 'image/svg+xml');
    const uploaded = await serverA.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json<{ file: { path: string; name: string } }>().file;

    const listed = await serverB.inject({ url: `${API}/map-files`, headers: adminHeaders(login) });
    expect(listed.json<{ uploads: Array<{ name: string; geo: boolean }> }>().uploads).toContainEqual(expect.objectContaining({ name: file.name, geo: true }));
    // No published map shows it yet: the admin reads it (the editor's preview), visitors do not.
    const read = await serverB.inject({ url: file.path, headers: { cookie: login.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/svg+xml');
    expect(read.body).toContain('<path id="A"');
  });

  it('answers 404 for a file no server stored and for names that climb out of the uploads', async () => {
    for (const url of ['/uploads/maps/nothing-00000000.svg', '/uploads/../pglite', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/.env']) {
      expect((await serverB.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
