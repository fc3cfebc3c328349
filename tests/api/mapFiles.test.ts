import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const USA = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-usa.svg'));

/** A multipart body with one file part named `file`. */
function multipart(filename: string, content: Buffer | string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mapfilesboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every admin-only endpoint, as one unauthenticated call each. */
const ADMIN_CALLS: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
  ['GET', 'map-files'], ['POST', 'map-files'],
  ['POST', 'maps'], ['PUT', 'maps/1'], ['DELETE', 'maps/1'], ['DELETE', 'maps'], ['POST', 'maps/1/copy'], ['POST', 'maps/createFromV2'],
  ['POST', 'maps-v2'], ['PUT', 'maps-v2/1'], ['DELETE', 'maps-v2/1'],
  ['GET', 'schemas'], ['GET', 'schemas/1'], ['POST', 'schemas'], ['PUT', 'schemas/1'], ['DELETE', 'schemas/1'], ['DELETE', 'schemas'],
  ['POST', 'objects/objects_1'], ['PUT', 'objects/objects_1/1'], ['DELETE', 'objects/objects_1/1'], ['DELETE', 'objects/objects_1'], ['POST', 'objects/objects_1/import'],
  ['POST', 'regions/regions_1'], ['PUT', 'regions/regions_1/US-TX'], ['DELETE', 'regions/regions_1/US-TX'], ['DELETE', 'regions/regions_1'], ['POST', 'regions/regions_1/import'],
  ['POST', 'markers'], ['GET', 'media'], ['POST', 'media'], ['GET', 'posts'], ['POST', 'auth/logout'], ['GET', 'auth/session'],
];

describe.each(testDrivers())('map files on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    app = await buildApp({ db: testApp.db, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-mapfiles-')) });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const upload = (filename: string, content: Buffer | string) => {
    const body = multipart(filename, content);
    return app.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  };

  it('lists the bundled map library with which maps are geo-calibrated', async () => {
    const response = await app.inject({ method: 'GET', url: `${API}/map-files`, headers: adminHeaders(login) });
    expect(response.statusCode).toBe(200);
    const { library } = response.json<{ library: Array<{ name: string; title: string; path: string; geo: boolean }> }>();
    expect(library.find((file) => file.name === 'geo-calibrated-usa.svg')).toEqual({ name: 'geo-calibrated-usa.svg', title: 'Usa', path: '/maps/geo-calibrated-usa.svg', geo: true });
    expect(library.find((file) => file.name === 'not-calibrated-europe.svg')?.geo).toBe(false);
  });

  it('stores an uploaded real map, serves it and lists it among the uploads', async () => {
    const response = await upload('My USA.svg', USA);
    expect(response.statusCode).toBe(200);
    const { file } = response.json<{ file: { path: string; geo: boolean } }>();
    expect(file.path).toMatch(/^\/uploads\/maps\/my-usa-[0-9a-f]{8}\.svg$/);
    expect(file.geo).toBe(true);
    // No published map shows it yet: the admin reads it.
    const served = await app.inject({ method: 'GET', url: file.path, headers: { cookie: login.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('id="US-TX"');
    const list = await app.inject({ method: 'GET', url: `${API}/map-files`, headers: adminHeaders(login) });
    expect(list.json<{ uploads: Array<{ path: string }> }>().uploads.map((entry) => entry.path)).toContain(file.path);
  });

  it('strips scripts, event handlers, external references and foreignObject from an uploaded map', async () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50">'
      + '<script>alert(1)</script><path id="A" d="M0 0h10v10z" onclick="alert(2)"/>'
      + '<image xlink:href="https://evil.example/x.png" width="5" height="5"/><use href="http://evil.example/s.svg#a"/>'
      + '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>';
    const response = await upload('hostile.svg', hostile);
    expect(response.statusCode).toBe(200);
    const stored = await app.inject({ method: 'GET', url: response.json<{ file: { path: string } }>().file.path, headers: { cookie: login.cookie } });
    expect(stored.body).toContain('id="A"');
    expect(stored.body).not.toMatch(/script|onclick|evil\.example|foreignObject/i);
  });

  it('refuses files that are not usable maps with a message the admin can act on', async () => {
    const notSvg = await upload('photo.svg', Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(notSvg.statusCode).toBe(400);
    expect(notSvg.json<{ message: string }>().message).toBe('The file is not a valid SVG document.');
    const wrongExtension = await upload('map.png', USA);
    expect(wrongExtension.json<{ message: string }>().message).toBe('Choose an SVG file (.svg).');
    const noSize = await upload('nosize.svg', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>');
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json<{ message: string }>().message).toBe('The SVG needs width and height or a viewBox.');
  });

  it('refuses a map upload with a missing or wrong nonce', async () => {
    const body = multipart('usa.svg', USA);
    const wrong = await app.inject({ method: 'POST', url: `${API}/map-files`, headers: { cookie: login.cookie, 'x-wp-nonce': 'nope', ...body.headers }, payload: body.payload });
    expect(wrong.statusCode).toBe(403);
  });

  it.each(ADMIN_CALLS)('refuses an unauthenticated %s %s with 401', async (method, url) => {
    const response = await app.inject({ method, url: `${API}/${url}`, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ data: { status: number } }>().data.status).toBe(401);
  });
});
