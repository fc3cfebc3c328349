import { describe, expect, it } from 'vitest';
import { layerListing, withLayerMember, withRenamedMarkers } from './layerMembers';
import { layerColumn, layerNamedBy } from './layerColumn';

const layers = () => [
  { id: 'layer_1', title: 'Shops', objects: [], visible: true, regions: ['DE-BY'], markers: ['marker_1'] },
  { id: 'layer_2', title: 'Parking', objects: [], visible: true },
];

describe('layer members', () => {
  it('finds the layer listing a region or a marker', () => {
    expect(layerListing(layers(), 'regions', 'DE-BY')).toBe('layer_1');
    expect(layerListing(layers(), 'markers', 'marker_1')).toBe('layer_1');
    expect(layerListing(layers(), 'regions', 'DE-BE')).toBe('');
  });

  it('moves a region into one layer and out of the others', () => {
    const moved = withLayerMember(layers(), 'regions', 'DE-BY', 'layer_2');
    expect(moved.map((layer) => layer.regions ?? [])).toEqual([[], ['DE-BY']]);
    expect(moved[0]?.markers).toEqual(['marker_1']);
  });

  it('takes a member out of every layer for an empty layer id, leaving other layers as they were', () => {
    const before = layers();
    const taken = withLayerMember(before, 'markers', 'marker_1', '');
    expect(taken[0]?.markers).toEqual([]);
    expect(taken[1]).toBe(before[1]);
  });
});

describe('withRenamedMarkers', () => {
  it('lists a marker placed before saving under its record\'s marker id, leaving other layers as they were', () => {
    const before = layers();
    const renamed = withRenamedMarkers(before, new Map([['marker_1', 'record_12'], ['marker_9', 'record_13']]));
    expect(renamed[0]?.markers).toEqual(['record_12']);
    expect(renamed[0]?.regions).toEqual(['DE-BY']);
    expect(renamed[1]).toBe(before[1]);
  });
});

describe('layerNamedBy', () => {
  it('names a layer by id, then by title, whatever the case and spaces', () => {
    expect(layerNamedBy('layer_2', layers())).toBe('layer_2');
    expect(layerNamedBy('  shops ', layers())).toBe('layer_1');
    expect(layerNamedBy({ label: 'Parking', value: 'p' }, layers())).toBe('layer_2');
    expect(layerNamedBy([{ label: 'Nothing', value: 'x' }, { label: 'Shops', value: 's' }], layers())).toBe('layer_1');
  });

  it('names no layer for empty or unknown values', () => {
    expect(layerNamedBy('', layers())).toBe('');
    expect(layerNamedBy(null, layers())).toBe('');
    expect(layerNamedBy('Cinemas', layers())).toBe('');
  });

  it('makes one layer id per record', () => {
    expect(layerColumn(['Shops', 'parking', null, 'Shops', 7], layers())).toEqual(['layer_1', 'layer_2', '', 'layer_1', '']);
  });
});
