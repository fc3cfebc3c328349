import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteDriver } from './drivers';
import { afterAll, beforeAll } from 'vitest';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const OTHER_SITE = { origin: 'http://blog.example' };

describe('reads of another site\'s page (CORS)', () => {
  let suite: TestApp & { login: AdminLogin };
  beforeAll(async () => {
    // The geocoder answers from the big cities: the whole place list takes half a minute to index.
    const started = await startTestApp(pgliteDriver, {}, { places: 'big-cities' });
    suite = { ...started, login: await loginAsAdmin(started.app) };
  });
  afterAll(() => suite.close());

  it('lets any site read a map, its records and regions, its marker feed, the geocoder and the map files, without credentials', async () => {
    const schemas = (await suite.app.inject({ url: `${API}/schemas`, headers: { cookie: suite.login.cookie } })).json<{ schemas: Array<{ name: string; type: string }> }>().schemas;
    const objects = schemas.find((schema) => schema.type === 'object')?.name;
    const regions = schemas.find((schema) => schema.type === 'region')?.name;
    const reads = [
      `${API}/maps/1`, `${API}/objects/${objects}`, `${API}/objects/${objects}/markers`, `${API}/regions/${regions}`,
      `${API}/geocoding?address=Paris`, '/maps/geo-calibrated-usa.svg',
    ];
    for (const url of reads) {
      const answer = await suite.app.inject({ url, headers: OTHER_SITE });
      expect(answer.headers['access-control-allow-origin'], url).toBe('*');
      expect(answer.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('says "not found" to another site too, so its page can show why', async () => {
    const answer = await suite.app.inject({ url: `${API}/maps/987654`, headers: OTHER_SITE });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('never opens admin routes, writes or pages to other sites', async () => {
    const admin = { ...OTHER_SITE, cookie: suite.login.cookie };
    const answers = [
      await suite.app.inject({ url: `${API}/maps`, headers: admin }),
      await suite.app.inject({ url: `${API}/schemas`, headers: admin }),
      await suite.app.inject({ url: `${API}/media`, headers: admin }),
      await suite.app.inject({ url: `${API}/auth/session`, headers: admin }),
      await suite.app.inject({ method: 'PUT', url: `${API}/maps/1`, headers: { ...OTHER_SITE, ...adminHeaders(suite.login) }, payload: { map: { title: 'x' } } }),
      await suite.app.inject({ method: 'OPTIONS', url: `${API}/maps/1`, headers: { ...OTHER_SITE, 'access-control-request-method': 'PUT' } }),
      await suite.app.inject({ url: '/admin/', headers: admin }),
    ];
    for (const answer of answers) expect(answer.headers['access-control-allow-origin'], `${answer.statusCode} ${answer.body.slice(0, 80)}`).toBeUndefined();
  });
});

describe('the viewer\'s files on another site\'s page', () => {
  it('answers the viewer\'s scripts, chunks and stylesheet with CORS, as module scripts need', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'viewer.js'), 'export {};');
    writeFileSync(path.join(distDir, 'assets', 'viewer.css'), '.mapsvg {}');
    const { app, close } = await startTestApp(pgliteDriver, { distDir });
    try {
      for (const url of ['/dist/viewer.js', '/dist/assets/viewer.css']) {
        const answer = await app.inject({ url, headers: OTHER_SITE });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['access-control-allow-origin'], url).toBe('*');
      }
    } finally {
      await close();
    }
  });
});
