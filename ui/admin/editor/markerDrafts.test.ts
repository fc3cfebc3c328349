import { describe, expect, it } from 'vitest';
import { countWrites, draftsFromRecords, markerImageChoices, markerNumber, markerWrites, placedLocation, type MarkerDraft } from './markerDrafts';

const saved = (id: number, x: number, img = 'pin1_red.png'): MarkerDraft => ({ markerId: `record_${id}`, recordId: id, title: `Shop ${id}`, location: { img, svgPoint: { x, y: 10 } } });

describe('draftsFromRecords', () => {
  it('keeps records with a placed location, with the ids the viewer gives their markers', () => {
    const drafts = draftsFromRecords([
      { id: 4, title: 'Placed', location: { img: 'pin1_red.png', svgPoint: { x: 1, y: 2 } } },
      { id: 5, title: 'Address only', location: { img: 'pin1_red.png', address: { address_formatted: 'Somewhere' } } },
      { id: 6, title: 'No location', location: null },
    ]);
    expect(drafts).toEqual([{ markerId: 'record_4', recordId: 4, title: 'Placed', location: { img: 'pin1_red.png', svgPoint: { x: 1, y: 2 } } }]);
  });
});

describe('placedLocation', () => {
  it('keeps the image and address, replaces the points', () => {
    const location = { img: 'uploads/a.png', address: { address_formatted: 'X' }, geoPoint: { lat: 1, lng: 2 } };
    expect(placedLocation(location, { x: 5, y: 6 })).toEqual({ img: 'uploads/a.png', address: { address_formatted: 'X' }, svgPoint: { x: 5, y: 6 } });
    expect(placedLocation(location, { x: 5, y: 6 }, { lat: 3, lng: 4 }).geoPoint).toEqual({ lat: 3, lng: 4 });
  });
});

describe('markerWrites', () => {
  it('creates new markers, updates only changed fields and removes deleted records', () => {
    const before = [saved(1, 10), saved(2, 20), saved(3, 30)];
    const after: MarkerDraft[] = [
      { ...saved(1, 10), location: { img: 'uploads/b.png', svgPoint: { x: 10, y: 10 } } },
      saved(2, 20),
      { markerId: 'marker_1', title: '', location: { img: 'pin1_red.png', svgPoint: { x: 7, y: 8 } } },
    ];
    const writes = markerWrites(before, after);
    expect(writes).toEqual({
      create: [{ markerId: 'marker_1', record: { title: '', location: { img: 'pin1_red.png', svgPoint: { x: 7, y: 8 } } } }],
      update: [{ id: 1, location: { img: 'uploads/b.png', svgPoint: { x: 10, y: 10 } } }],
      remove: [3],
    });
    expect(countWrites(writes)).toBe(3);
  });

  it('writes nothing for unchanged markers', () => {
    expect(countWrites(markerWrites([saved(1, 10)], [saved(1, 10)]))).toBe(0);
  });
});

describe('markerImageChoices', () => {
  it('offers the red pin first and every other image once', () => {
    expect(markerImageChoices('uploads/a.png', [saved(1, 1, 'uploads/a.png'), saved(2, 2, 'uploads/b.png')], ['uploads/c.png', '']))
      .toEqual(['pin1_red.png', 'uploads/a.png', 'uploads/b.png', 'uploads/c.png']);
  });
});

describe('markerNumber', () => {
  it('reads n from marker_{n} only', () => {
    expect(markerNumber('marker_12')).toBe(12);
    expect(markerNumber('record_12')).toBeNull();
  });
});
