import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { applyRecordSave, newRecordForRegion, recordIdOfMarker, recordLabel, recordOfMarker, recordsOfRegion, regionFieldName } from './dataRecords';
import type { MarkerDraft } from './markerDrafts';

const texas = { id: 'US-TX', title: 'Texas' };

describe('record markers', () => {
  it('reads the record id of a record marker and ignores hand-placed markers', () => {
    expect(recordIdOfMarker('record_12')).toBe('12');
    expect(recordIdOfMarker('marker_3')).toBeNull();
  });

  it('finds the record behind a marker whatever the id type', () => {
    const records = [{ id: 7, title: 'Shop' }, { id: 12, title: 'Depot' }];
    expect(recordOfMarker(records, 'record_12')?.title).toBe('Depot');
    expect(recordOfMarker(records, 'record_99')).toBeNull();
  });
});

describe('records of a region', () => {
  const records = [
    { id: 1, title: 'In Texas', regions: [{ ...texas, tableName: 'regions_1' }] },
    { id: 2, title: 'Old link without table', regions: [texas] },
    { id: 3, title: 'Texas of another map', regions: [{ ...texas, tableName: 'regions_9' }] },
    { id: 4, title: 'Nevada', regions: [{ id: 'US-NV', title: 'Nevada', tableName: 'regions_1' }] },
    { id: 5, title: 'No regions', regions: 'broken' },
  ];

  it('lists records linking the region of this map, with or without a table name', () => {
    expect(recordsOfRegion(records, 'regions', 'regions_1', 'US-TX').map((record) => record.id)).toEqual([1, 2]);
  });

  it('lists nothing when the records table has no region field', () => {
    expect(recordsOfRegion(records, null, 'regions_1', 'US-TX')).toEqual([]);
  });

  it('finds the region field by its type', () => {
    expect(regionFieldName([defaultField('text'), { ...defaultField('region'), name: 'areas' }])).toBe('areas');
    expect(regionFieldName([defaultField('text')])).toBeNull();
  });

  it('starts a new record linked to the region', () => {
    expect(newRecordForRegion('regions', 'regions_1', texas)).toEqual({ regions: [{ id: 'US-TX', title: 'Texas', tableName: 'regions_1' }] });
    expect(newRecordForRegion(null, 'regions_1', texas)).toEqual({});
  });

  it('labels a record by its title, else its id', () => {
    expect(recordLabel({ id: 4, title: 'Depot' })).toBe('Depot');
    expect(recordLabel({ id: 4, title: ' ' })).toBe('Record 4');
  });
});

describe('applyRecordSave', () => {
  const draft = (id: number, x: number): MarkerDraft => ({ markerId: `record_${id}`, recordId: id, title: `Shop ${id}`, location: { img: 'pin1_red.png', svgPoint: { x, y: 1 } } });
  const moved = { img: 'pin1_red.png', geoPoint: { lat: 30, lng: -97 } };

  it('moves and renames the marker of a saved record', () => {
    const next = applyRecordSave([draft(1, 5), draft(2, 6)], '2', { id: 2, title: 'Depot', location: moved });
    expect(next[1]).toEqual({ markerId: 'record_2', recordId: 2, title: 'Depot', location: moved });
    expect(next[0]).toEqual(draft(1, 5));
  });

  it('keeps the location when only the title changed', () => {
    expect(applyRecordSave([draft(1, 5)], 1, { id: 1, title: 'Renamed' })[0]?.location).toEqual(draft(1, 5).location);
  });

  it('drops the marker of a record whose location was cleared', () => {
    expect(applyRecordSave([draft(1, 5), draft(2, 6)], 1, { id: 1, location: null })).toEqual([draft(2, 6)]);
  });

  it('adds a marker for a new record with a location, and none without', () => {
    expect(applyRecordSave([draft(1, 5)], 8, { title: 'New', location: moved })).toEqual([draft(1, 5), { markerId: 'record_8', recordId: 8, title: 'New', location: moved }]);
    expect(applyRecordSave([draft(1, 5)], 9, { title: 'No place' })).toEqual([draft(1, 5)]);
  });
});
