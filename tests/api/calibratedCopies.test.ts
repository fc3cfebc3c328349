import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const USA = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-usa.svg'));

function multipart(filename: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----calibratedboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers())('calibrated copies of a map file on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    app = await buildApp({ db: testApp.db, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-calibrated-')) });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  /** Uploads a map file as the calibration panel does and answers its address. */
  const upload = async (filename: string): Promise<string> => {
    const body = multipart(filename, USA);
    const response = await app.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(200);
    return response.json<{ file: { path: string } }>().file.path;
  };
  const createMap = async (source: string): Promise<number> => {
    const response = await app.inject({ method: 'POST', url: `${API}/maps`, headers: adminHeaders(login), payload: { map: { title: 'Calibrated', options: { source } } } });
    expect(response.statusCode).toBe(200);
    return response.json<{ map: { id: number } }>().map.id;
  };
  const setSource = async (id: number, source: string) => {
    const response = await app.inject({ method: 'PUT', url: `${API}/maps/${id}`, headers: adminHeaders(login), payload: { map: { options: { source } } } });
    expect(response.statusCode).toBe(200);
  };
  // Asked as the admin: the maps here are drafts, whose files visitors do not read.
  const served = async (address: string) => (await app.inject({ method: 'GET', url: address, headers: { cookie: login.cookie } })).statusCode;
  const listed = async () => (await app.inject({ method: 'GET', url: `${API}/map-files`, headers: adminHeaders(login) }))
    .json<{ uploads: Array<{ path: string }> }>().uploads.map((file) => file.path);

  it('removes the older calibrated copy when the map is calibrated again, and keeps the new one', async () => {
    const original = await upload('usa.svg');
    const mapId = await createMap(original);
    const first = await upload('usa-geo.svg');
    await setSource(mapId, first);
    const second = await upload('usa-geo.svg');
    await setSource(mapId, `${second}?v=2`);

    expect(await served(first)).toBe(404);
    expect(await listed()).not.toContain(first);
    expect(await served(second)).toBe(200);
    // The original the admin uploaded is not a calibrated copy and stays.
    expect(await served(original)).toBe(200);
  });

  it('keeps an older calibrated copy another map still uses', async () => {
    const shared = await upload('usa-geo.svg');
    const mapId = await createMap(shared);
    await createMap(shared);
    await setSource(mapId, await upload('usa-geo.svg'));

    expect(await served(shared)).toBe(200);
  });

  it('keeps a calibrated copy when the map switches to a different map file', async () => {
    const calibrated = await upload('usa-geo.svg');
    const mapId = await createMap(calibrated);
    await setSource(mapId, await upload('world-geo.svg'));

    expect(await served(calibrated)).toBe(200);
    expect(await listed()).toContain(calibrated);
  });
});
