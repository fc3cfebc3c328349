import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDrivers } from './drivers';
import { adminSuite, type AdminLogin } from './harness';
import { API, adminHeaders, at, createObjects } from './dataHelpers';

const MAP_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><path id="US-TX" d="M0 0h10v10z"/><path id="US-CO" d="M10 0h10v10z"/></svg>';

function svgUpload(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----draftboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Secret Plan.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(MAP_SVG), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A map on its own uploaded file, with one record and one region row; created with `status` when given. */
async function createMapWithData(app: FastifyInstance, login: AdminLogin, status?: number): Promise<{ id: number; status: number; file: string }> {
  const body = svgUpload();
  const uploaded = await app.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  const file = uploaded.json<{ file: { path: string } }>().file.path;
  const map = { title: 'Secret plan', ...(status === undefined ? {} : { status }), options: { source: file, svgFileLastChanged: 3 } };
  const created = await app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map } });
  if (created.statusCode !== 200) throw new Error(`Map not created: ${created.body}`);
  const { id, status: stored } = created.json<{ map: { id: number; status: number } }>().map;
  await createObjects(app, login, `objects_${id}`, [{ title: 'Hidden store', location: at(40, -100) }]);
  await app.inject({ method: 'PUT', url: `${API}/regions/regions_${id}/US-TX`, headers: adminHeaders(login), payload: { region: { title: 'Texas (secret)' } } });
  return { id, status: stored, file };
}

/** Every address a visitor's page reads for the map: options, tables, feed, ids, file, pages. */
function mapReads(id: number, file: string): string[] {
  return [
    `${API}/maps/${id}`,
    `${API}/objects/objects_${id}`, `${API}/objects/objects_${id}/`, `${API}/objects/objects_${id}/1`,
    `${API}/objects/objects_${id}/markers`, `${API}/objects/objects_${id}/ids`,
    `${API}/regions/regions_${id}`, `${API}/regions/regions_${id}/`, `${API}/regions/regions_${id}/US-TX`,
    `${file}?v=3`,
    `/map/${id}`,
    `/wp-json/oembed/1.0/embed?url=${encodeURIComponent(`http://localhost/map/${id}`)}`,
  ];
}

async function setStatus(app: FastifyInstance, login: AdminLogin, id: number, status: number): Promise<void> {
  const saved = await app.inject({ method: 'PUT', url: `${API}/maps/${id}`, headers: adminHeaders(login), payload: { map: { status } } });
  expect(saved.statusCode).toBe(200);
}

describe.each(testDrivers())('draft maps stay in the admin on $name', (driver) => {
  const suite = adminSuite(driver);

  it('creates a map through the REST API as a draft unless the call gives a status', async () => {
    const draft = await createMapWithData(suite.app, suite.login);
    expect(draft.status).toBe(0);
    const published = await createMapWithData(suite.app, suite.login, 1);
    expect(published.status).toBe(1);
    const listed = await suite.app.inject({ url: `${API}/maps` });
    const ids = listed.json<{ maps: Array<{ id: number }> }>().maps.map((map) => map.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
  });

  it('answers visitors 404 for every read of a draft map, as for an unknown one, and lets the admin read them privately', async () => {
    const { id, file } = await createMapWithData(suite.app, suite.login, 0);
    for (const url of mapReads(id, file)) {
      const visitor = await suite.app.inject({ url });
      expect(visitor.statusCode, url).toBe(404);
      expect(visitor.body, url).not.toMatch(/Hidden store|secret|US-CO/i);
    }
    for (const url of mapReads(id, file).filter((url) => !url.startsWith('/map/') && !url.includes('oembed'))) {
      const admin = await suite.app.inject({ url, headers: { cookie: suite.login.cookie } });
      expect(admin.statusCode, url).toBe(200);
      // A CDN in front of the admin never keeps the draft's answer for visitors.
      expect(admin.headers['cache-control'], url).toMatch(/^private\b/);
      expect(String(admin.headers.vary), url).toMatch(/cookie/i);
    }
  });

  it('hides a published map again once it is back to draft, with answers caches must revalidate', async () => {
    const { id, file } = await createMapWithData(suite.app, suite.login, 1);
    for (const url of mapReads(id, file)) {
      const visitor = await suite.app.inject({ url });
      expect(visitor.statusCode, url).toBe(200);
      const caching = String(visitor.headers['cache-control'] ?? '');
      if (caching.includes('public')) expect(caching, url).toMatch(/max-age=0\b.*must-revalidate|no-cache/);
    }
    await setStatus(suite.app, suite.login, id, 0);
    for (const url of mapReads(id, file)) expect((await suite.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('keeps a draft map out of the pages that render shortcodes', async () => {
    const { id } = await createMapWithData(suite.app, suite.login, 0);
    const shortcode = encodeURIComponent(`[mapsvg id="${id}"]`);
    for (const url of [`/embed/shortcode?shortcode=${shortcode}`, `/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${shortcode}`]) {
      const page = await suite.app.inject({ url });
      expect(page.body, url).not.toContain('mapsvg-answer');
      expect(page.body, url).not.toContain('Secret plan');
    }
  });
});
