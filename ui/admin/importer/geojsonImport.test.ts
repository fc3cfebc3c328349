import { describe, expect, it } from 'vitest';
import { featuresToRecords, parseGeoJson, reportInFeatures, type ParsedGeoJson } from './geojsonImport';

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const feature = (properties: unknown, geometry: unknown, extra: Record<string, unknown> = {}) => ({ type: 'Feature', properties, geometry, ...extra });
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

function parsed(text: string): ParsedGeoJson {
  const outcome = parseGeoJson(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

describe('reading a GeoJSON file', () => {
  it('turns Points into lat, lng text (GeoJSON gives longitude first) and keeps the properties as text', () => {
    const file = parsed(collection(
      feature({ name: 'Austin store', rating: 4, open: true, tags: ['Parking', 'Coffee'] }, point(-97.74, 30.27)),
      feature({ name: 'Online shop', extra: { a: 1 } }, null),
    ));
    expect(file.properties).toEqual(['name', 'rating', 'open', 'tags', 'extra']);
    expect(file.features[0]).toEqual({
      index: 0, properties: { name: 'Austin store', rating: '4', open: 'true', tags: 'Parking, Coffee' }, location: '30.27, -97.74', geometry: 'Point 30.27, -97.74',
    });
    expect(file.features[1]).toMatchObject({ properties: { name: 'Online shop', extra: '{"a":1}' }, location: '', geometry: 'No geometry' });
    expect(file.features[1]?.error).toBeUndefined();
  });

  it('accepts a single Feature and offers its own id as an id column', () => {
    const file = parsed(JSON.stringify(feature({ name: 'Solo' }, point(2.35, 48.85), { id: 77 })));
    expect(file.properties).toEqual(['name', 'id']);
    expect(file.features).toHaveLength(1);
    expect(file.features[0]?.properties).toEqual({ name: 'Solo', id: '77' });
  });

  it('marks features it cannot import with a reason naming the problem', () => {
    const file = parsed(collection(
      feature({ name: 'Lake' }, { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] }),
      feature({ name: 'Swapped' }, point(10, 95)),
      feature({ name: 'Broken' }, { type: 'Point', coordinates: ['a', 'b'] }),
      { type: 'Point', coordinates: [1, 2] },
      feature('not an object', point(1, 2)),
    ));
    expect(file.features.map((entry) => entry.error)).toEqual([
      'Only Point geometries can be imported as a location; this feature is a Polygon.',
      "The Point's coordinates are out of range (latitude 95, longitude 10).",
      'The Point has no valid [longitude, latitude] coordinates.',
      'Not a GeoJSON Feature.',
      "The feature's properties are not an object.",
    ]);
  });

  it.each([
    ['{"type": "FeatureCollection", features: []}', /^The file is not valid JSON/],
    ['[1, 2, 3]', /expected a FeatureCollection or a Feature object/],
    ['{"type": "Point", "coordinates": [1, 2]}', /bare Point geometry/],
    ['{"type": "Topology", "objects": {}}', /GeoJSON type is "Topology"/],
    ['{"name": "stores"}', /no "type" member/],
    ['{"type": "FeatureCollection"}', /no "features" list/],
    ['{"type": "FeatureCollection", "features": []}', /has no features/],
  ])('refuses %s with a message naming the problem', (text, message) => {
    const outcome = parseGeoJson(text);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toMatch(message);
  });
});

describe('GeoJSON features to records', () => {
  const file = () => parsed(collection(
    feature({ name: 'A', location: 'ignored', notes: 'x' }, point(-74, 40.7)),
    feature({ name: 'Lake' }, { type: 'LineString', coordinates: [[0, 0], [1, 1]] }),
    feature({ name: 'C' }, null),
  ));

  it('sends mapped properties and the point in the location field, and leaves out unusable features', () => {
    const sent = featuresToRecords(file().features, { name: 'title', location: 'location', notes: '' }, 'location');
    expect(sent.records).toEqual([{ title: 'A', location: '40.7, -74' }, { title: 'C' }]);
    expect(sent.featureOf).toEqual([0, 2]);
    expect(sent.rejected).toEqual([{ row: 1, message: 'Only Point geometries can be imported as a location; this feature is a LineString.' }]);
  });

  it('drops points when the table has no location field', () => {
    expect(featuresToRecords(file().features, { name: 'title' }, '').records).toEqual([{ title: 'A' }, { title: 'C' }]);
  });

  it('reports server row errors and left-out features by their place in the file', () => {
    const sent = featuresToRecords(file().features, { name: 'title' }, 'location');
    const report = reportInFeatures({ total: 1, failedChunks: [], failedRows: [], errors: [{ chunk: 0, row: 1, message: 'A record with this id already exists.' }] }, sent);
    expect(report.errors.map((error) => [error.row, error.message])).toEqual([
      [1, 'Only Point geometries can be imported as a location; this feature is a LineString.'],
      [2, 'A record with this id already exists.'],
    ]);
  });
});
