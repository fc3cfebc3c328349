import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';
import { API, getJson } from './dataHelpers';
import { classify, type ClassesOptions } from '../../domain/index';

describe.each(testDrivers())('the US counties demo on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('colours by two numeric fields of its regions table, as an admin would build it', async () => {
    const { maps } = await getJson<{ maps: Array<{ id: number; title: string; options: Record<string, unknown> }> }>(testApp.app, `${API}/maps/`);
    const counties = maps.find((map) => map.title === 'US counties');
    expect(counties?.options.regions).toBeUndefined();
    expect(counties?.options.choropleth).toMatchObject({ on: true, source: 'regions', sourceField: 'population', sourceFieldSelect: { on: true, variants: ['population', 'income'] } });
    const { regions, schema } = await getJson<{ regions: Array<Record<string, unknown>>; schema: { fields: Array<{ name: string; db_type: string }> } }>(
      testApp.app, `${API}/regions/regions_${counties?.id}/?perpage=0&withSchema=true`,
    );
    expect(schema.fields.filter((field) => field.db_type === 'int(11)' && field.name !== 'id').map((field) => field.name)).toEqual(['population', 'income']);
    expect(regions.length).toBeGreaterThan(3000);
    expect(regions.every((row) => typeof row.population === 'number' && typeof row.income === 'number')).toBe(true);

    // The classes show the spread: no class holds more than a fifth of the counties, where a
    // linear gradient would put most of them in its lowest seventh.
    const classes = (counties?.options.choropleth as { coloring: { mode: string; classes: ClassesOptions } }).coloring;
    expect(classes.mode).toBe('classes');
    const populations = regions.map((row) => row.population as number);
    const { counts } = classify(populations, classes.classes);
    expect(counts).toHaveLength(7);
    expect(Math.max(...counts)).toBeLessThan(populations.length / 5);
    const top = Math.max(...populations);
    expect(populations.filter((value) => value < top / 7).length).toBeGreaterThan(populations.length / 2);
  });
});
