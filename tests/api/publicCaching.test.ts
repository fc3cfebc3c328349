import { copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { migrate } from '../../api/db/migrate';
import { openTestPglite } from '../support/testPglite';
import { pgliteDriver, testDrivers } from './drivers';
import { adminSuite, startTestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

function varies(header: unknown): string[] {
  return String(header ?? '').split(',').map((name) => name.trim().toLowerCase());
}

describe.each(testDrivers())('cache headers of public reads on $name', (driver) => {
  const suite = adminSuite(driver);

  it('gives a visitor\'s map options a strong ETag, revalidation for shared caches and a 304 for a matching tag', async () => {
    const first = await suite.app.inject({ url: `${API}/maps/1` });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(varies(first.headers.vary)).toContain('cookie');

    const again = await suite.app.inject({ url: `${API}/maps/1`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the tag when the admin changes the map, so no cache keeps the old options', async () => {
    const before = await suite.app.inject({ url: `${API}/maps/1` });
    const map = before.json<{ map: { title: string } }>().map;
    const saved = await suite.app.inject({ method: 'PUT', url: `${API}/maps/1`, headers: adminHeaders(suite.login), payload: { map: { title: `${map.title} (renamed)` } } });
    expect(saved.statusCode).toBe(200);
    const after = await suite.app.inject({ url: `${API}/maps/1`, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the admin\'s answers out of shared caches', async () => {
    const admin = await suite.app.inject({ url: `${API}/maps`, headers: { cookie: suite.login.cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    expect(varies(admin.headers.vary)).toContain('cookie');
    const media = await suite.app.inject({ url: `${API}/media`, headers: { cookie: suite.login.cookie } });
    expect(media.headers['cache-control']).toBe('private, no-cache');
    // A page rendered for the admin carries the session's nonce: no shared cache may keep it.
    const page = await suite.app.inject({ url: '/', headers: { cookie: suite.login.cookie } });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(varies(page.headers.vary)).toContain('cookie');
  });

  it('tags region and record lists, and the marker feed varies on the cookie too', async () => {
    const maps = (await suite.app.inject({ url: `${API}/maps` })).json<{ maps: Array<{ id: number }> }>().maps;
    expect(maps.length).toBeGreaterThan(0);
    const schemas = (await suite.app.inject({ url: `${API}/schemas`, headers: { cookie: suite.login.cookie } })).json<{ schemas: Array<{ name: string; type: string }> }>().schemas;
    const objects = schemas.find((schema) => schema.type === 'object');
    const regions = schemas.find((schema) => schema.type === 'region');
    expect(objects && regions).toBeTruthy();
    for (const url of [`${API}/objects/${objects?.name}`, `${API}/regions/${regions?.name}`]) {
      const list = await suite.app.inject({ url });
      expect(list.statusCode, url).toBe(200);
      expect(list.headers.etag, url).toMatch(/^"/);
      expect(list.headers['cache-control'], url).toContain('public');
      expect((await suite.app.inject({ url, headers: { 'if-none-match': String(list.headers.etag) } })).statusCode, url).toBe(304);
    }
    const feed = await suite.app.inject({ url: `${API}/objects/${objects?.name}/markers` });
    expect(feed.headers.etag).toBeTruthy();
    expect(varies(feed.headers.vary)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
  });
});

describe('cache headers of the built browser files', () => {
  it('lets caches keep chunks named by their content hash for a year, and revalidate the entry files', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-dist-'));
    mkdirSync(path.join(distDir, 'chunks'));
    writeFileSync(path.join(distDir, 'viewer.js'), 'export {};');
    writeFileSync(path.join(distDir, 'chunks', 'engine-Ab12_cD3.js'), 'export {};');
    const db = await openTestPglite();
    await migrate(db);
    const app = await buildApp({ db, distDir });
    try {
      const chunk = await app.inject({ url: '/dist/chunks/engine-Ab12_cD3.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await app.inject({ url: '/dist/viewer.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).not.toContain('immutable');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('a CDN max age (MAPSVG_CDN_MAX_AGE)', () => {
  it('lets shared caches keep public answers for that long, and still never the admin\'s', async () => {
    const { app, close } = await startTestApp(pgliteDriver, { sharedMaxAge: 300 });
    try {
      const maps = (await app.inject({ url: `${API}/maps` })).json<{ maps: Array<{ id: number }> }>().maps;
      expect(maps.length).toBeGreaterThan(0);
      const options = await app.inject({ url: `${API}/maps/${maps[0]?.id}` });
      expect(options.statusCode).toBe(200);
      expect(options.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate');
      const page = await app.inject({ url: '/', headers: { cookie: 'mapsvg_session=not-a-session' } });
      expect(String(page.headers['cache-control'])).not.toContain('s-maxage');
    } finally {
      await close();
    }
  });
});

describe('cache headers of the bundled map library', () => {
  it('gives a library map the same strong ETag on two machines whose copies differ in date, and a 304 for it', async () => {
    const source = path.join(process.cwd(), 'fixtures', 'maps', 'geo-calibrated-usa.svg');
    const copies = [0, 1].map((index) => {
      const folder = mkdtempSync(path.join(os.tmpdir(), `mapsvg-library-${index}-`));
      copyFileSync(source, path.join(folder, 'geo-calibrated-usa.svg'));
      utimesSync(path.join(folder, 'geo-calibrated-usa.svg'), new Date(2020 + index, 0, 1), new Date(2020 + index, 0, 1));
      return folder;
    });
    const db = await openTestPglite();
    await migrate(db);
    const apps = await Promise.all(copies.map((mapsDir) => buildApp({ db, mapsDir })));
    try {
      const answers = await Promise.all(apps.map((app) => app.inject({ url: '/maps/geo-calibrated-usa.svg' })));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/svg+xml');
        expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
        expect(answer.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
      }
      expect(answers[1]?.headers.etag).toBe(answers[0]?.headers.etag);
      const revalidated = await apps[1]?.inject({ url: '/maps/geo-calibrated-usa.svg', headers: { 'if-none-match': String(answers[0]?.headers.etag) } });
      expect(revalidated?.statusCode).toBe(304);
      expect((await apps[0]?.inject({ url: '/maps/../package.json' }))?.statusCode).toBe(404);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await db.close();
    }
  });
});
