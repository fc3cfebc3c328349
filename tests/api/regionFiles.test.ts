import { describe, expect, it } from 'vitest';
import { encodeMapOptions } from '../../domain/index';
import { testDrivers } from './drivers';
import { adminSuite } from './harness';
import { API, adminHeaders, getJson } from './dataHelpers';

type Row = Record<string, unknown>;

describe.each(testDrivers())('regions tables follow their map file on $name', (driver) => {
  const suite = adminSuite(driver);

  const createMap = async (options: Row) => {
    const response = await suite.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(suite.login), payload: { map: { title: 'Fresh', options: encodeMapOptions(options) } } });
    expect(response.statusCode).toBe(200);
    return response.json<{ map: { id: number } }>().map;
  };
  const regions = async (mapId: number) => (await getJson<{ regions: Row[] }>(suite.app, `${API}/regions/regions_${mapId}/?perpage=0`, { cookie: suite.login.cookie })).regions;

  it('fills a new map\'s regions table with the ids and titles of its file', async () => {
    const map = await createMap({ source: '/maps/geo-calibrated-germany.svg' });
    const rows = await regions(map.id);
    expect(rows.length).toBe(16);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'DE-BY', title: 'Bavaria' }));
  });

  it('links imported records to regions of a new map by id or title', async () => {
    const map = await createMap({ source: '/maps/geo-calibrated-germany.svg' });
    const response = await suite.app.inject({
      method: 'POST', url: `${API}/objects/objects_${map.id}/import`, headers: adminHeaders(suite.login),
      payload: { data: JSON.stringify([{ title: 'Two states', regions: 'DE-BY, Berlin, Atlantis' }]) },
    });
    expect(response.json()).toMatchObject({ imported: 1 });
    const objects = (await getJson<{ objects: Row[] }>(suite.app, `${API}/objects/objects_${map.id}/`, { cookie: suite.login.cookie })).objects;
    expect(objects[0]?.regions).toEqual([
      { id: 'DE-BY', title: 'Bavaria', tableName: `regions_${map.id}` },
      { id: 'DE-BE', title: 'Berlin', tableName: `regions_${map.id}` },
    ]);
  });

  it('follows a new file: new regions added, empty rows of old ones removed, rows with data kept', async () => {
    const map = await createMap({ source: '/maps/geo-calibrated-germany.svg' });
    const fields = [{ type: 'id', name: 'id', label: 'ID' }, { type: 'text', name: 'title', label: 'Title' }, { type: 'status', name: 'status', label: 'Status', options: [{ label: 'Enabled', value: '1', color: '' }] }, { type: 'text', name: 'population', label: 'Population', db_type: 'int(11)' }];
    const schemas = await getJson<{ schemas: Array<{ id: number; name: string }> }>(suite.app, `${API}/schemas/`, { cookie: suite.login.cookie });
    const schema = schemas.schemas.find((entry) => entry.name === `regions_${map.id}`);
    const saved = await suite.app.inject({ method: 'PUT', url: `${API}/schemas/${schema?.id}`, headers: adminHeaders(suite.login), payload: { schema: { fields } } });
    expect(saved.statusCode).toBe(200);
    await suite.app.inject({ method: 'PUT', url: `${API}/regions/regions_${map.id}/DE-BY`, headers: adminHeaders(suite.login), payload: { region: { population: 13 } } });
    const moved = await suite.app.inject({ method: 'PUT', url: `${API}/maps/${map.id}`, headers: adminHeaders(suite.login), payload: { map: { options: encodeMapOptions({ source: '/maps/not-calibrated-europe.svg' }) } } });
    expect(moved.statusCode).toBe(200);
    const ids = (await regions(map.id)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(['de', 'fr', 'DE-BY']));
    expect(ids).not.toContain('DE-BE');
  });

  it('"Clear all" empties every region\'s status and values and keeps the file\'s regions', async () => {
    const map = await createMap({ source: '/maps/geo-calibrated-germany.svg' });
    const fields = [{ type: 'id', name: 'id', label: 'ID' }, { type: 'text', name: 'title', label: 'Title' }, { type: 'status', name: 'status', label: 'Status', options: [{ label: 'Enabled', value: '1', color: '' }] }, { type: 'text', name: 'population', label: 'Population', db_type: 'int(11)' }];
    const schemas = await getJson<{ schemas: Array<{ id: number; name: string }> }>(suite.app, `${API}/schemas/`, { cookie: suite.login.cookie });
    const schema = schemas.schemas.find((entry) => entry.name === `regions_${map.id}`);
    await suite.app.inject({ method: 'PUT', url: `${API}/schemas/${schema?.id}`, headers: adminHeaders(suite.login), payload: { schema: { fields } } });
    await suite.app.inject({ method: 'PUT', url: `${API}/regions/regions_${map.id}/DE-BY`, headers: adminHeaders(suite.login), payload: { region: { population: 13, status: '1' } } });
    await suite.app.inject({ method: 'PUT', url: `${API}/regions/regions_${map.id}/DE-BE`, headers: adminHeaders(suite.login), payload: { region: { population: 4 } } });
    const cleared = await suite.app.inject({ method: 'DELETE', url: `${API}/regions/regions_${map.id}/`, headers: adminHeaders(suite.login) });
    expect(cleared.json()).toEqual({ deleted: 0, cleared: 2 });
    const rows = await regions(map.id);
    expect(rows.length).toBe(16);
    const bavaria = rows.find((row) => row.id === 'DE-BY');
    expect(bavaria).toMatchObject({ title: 'Bavaria' });
    expect(bavaria?.population ?? null).toBeNull();
    expect(bavaria?.status ?? null).toBeNull();
  });
});
