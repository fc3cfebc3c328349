import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../api/services/demoSeed';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';
import { API, getJson } from './dataHelpers';

describe.each(testDrivers())('demo data on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  const usaId = async () => (await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`)).maps.find((map) => map.title === 'United States')?.id;

  it('gives visitors 30 stores of the United States map, linked to states and placed on the map', async () => {
    const id = await usaId();
    const body = await getJson<{ objects: Array<Record<string, unknown>>; schema: { fields: Array<{ name: string }> } }>(testApp.app, `${API}/objects/objects_${id}/?perpage=0&withSchema=true`);
    expect(body.objects).toHaveLength(30);
    expect(body.schema.fields.map((field) => field.name)).toEqual(['id', 'title', 'description', 'category', 'phone', 'location', 'regions', 'hours']);
    const denver = await getJson<{ objects: Array<Record<string, unknown>> }>(testApp.app, `${API}/objects/objects_${id}/?search=denver`);
    expect(denver.objects[0]).toMatchObject({ title: 'Denver store', category_text: 'Store', location: { geoPoint: { lat: 39.73915, lng: -104.9847 } }, regions: [{ id: 'US-CO', title: 'Colorado' }] });
    expect(denver.objects[0]?.hours).toMatchObject({ timeZone: 'America/Denver', week: { mon: [{ open: '09:00', close: '18:00' }], sun: [] } });
    expect(String((denver.objects[0]?.location as { img: string }).img)).toMatch(/^data:image\/svg\+xml/);
    // Wednesday 2026-06-10 15:30 UTC: 09:30 in Denver (its store is open), 08:30 in Seattle and Los Angeles (closed).
    const open = await getJson<{ objects: Array<{ title: string }> }>(testApp.app, `${API}/objects/objects_${id}/?perpage=0&filters[hours]=2026-06-10T15:30:00.000Z`);
    const openTitles = open.objects.map((store) => store.title);
    expect(openTitles).toContain('Denver store');
    expect(openTitles).not.toContain('Seattle store');
    expect(openTitles).not.toContain('Los Angeles store');
    const texas = await getJson<{ objects: unknown[] }>(testApp.app, `${API}/objects/objects_${id}/?filters[regions][table_name]=regions_${id}&filters[regions][region_ids][]=US-TX`);
    expect(texas.objects).toHaveLength(4);
    const states = await getJson<{ regions: unknown[] }>(testApp.app, `${API}/regions/regions_${id}/?perpage=0`);
    expect(states.regions).toHaveLength(51);
  });

  it('seeds nothing twice', async () => {
    expect(await seedDemoContent(testApp.db)).toBe(false);
    const id = await usaId();
    const body = await getJson<{ objects: unknown[] }>(testApp.app, `${API}/objects/objects_${id}/?perpage=0`);
    expect(body.objects).toHaveLength(30);
    expect((await getJson<{ maps: Array<{ title: string }> }>(testApp.app, `${API}/maps/`)).maps.map((map) => map.title)).toEqual(['United States', 'World', 'US counties', 'World cities', 'France on a street map']);
  });
});
