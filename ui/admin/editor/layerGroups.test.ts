import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { fileGroups, layerFieldChoices, layersFromFieldOptions, layersFromFile, nextLayerId, withGroup, withSavedMarkerIds } from './layerGroups';

describe('layer groups', () => {
  const groups = fileGroups([
    { key: 'roads', elementId: 'roads', label: null },
    { key: 'group-1', elementId: null, label: 'Rivers' },
    { key: 'group-2', elementId: null, label: null },
  ]);

  it('names the file\'s groups by label or id and leaves unnamed ones out', () => {
    expect(groups).toEqual([{ key: 'roads', title: 'roads' }, { key: 'group-1', title: 'Rivers' }]);
  });

  it('makes one visible layer per group, and puts groups in and out of a layer', () => {
    const [roads] = layersFromFile(groups);
    expect(roads).toEqual({ id: 'roads', title: 'roads', visible: true, objects: [{ label: 'roads', value: 'roads' }] });
    if (!roads) return;
    const both = withGroup(roads, { key: 'group-1', title: 'Rivers' }, true);
    expect(both.objects.map((object) => object.value)).toEqual(['roads', 'group-1']);
    expect(withGroup(both, { key: 'roads', title: 'roads' }, false).objects.map((object) => object.value)).toEqual(['group-1']);
  });

  it('numbers new layers past the ids in use', () => {
    expect(nextLayerId('layer', [{ id: 'layer_2', title: '', visible: true, objects: [] }])).toBe('layer_3');
  });
});

describe('layers by a records field', () => {
  const kind = { ...defaultField('select'), name: 'kind', label: 'Kind', options: [{ label: 'Shops', value: 'shops' }, { label: 'Parking', value: 'parking' }, { label: 'Blank', value: '' }] };

  it('offers fields with one value that can name a layer', () => {
    const tags = { ...defaultField('select'), name: 'tags', label: 'Tags', multiselect: true };
    const picture = { ...defaultField('image'), name: 'picture', label: 'Picture' };
    expect(layerFieldChoices([kind, tags, picture, { ...defaultField('text'), name: 'zone', label: '' }])).toEqual([{ name: 'kind', label: 'Kind' }, { name: 'zone', label: 'zone' }]);
  });

  it('makes one layer per option, id from the value and title from the label, keeping layers already there', () => {
    const existing = [{ id: 'shops', title: 'Our shops', visible: false, objects: [], regions: ['DE-BY'] }];
    expect(layersFromFieldOptions(kind, existing)).toEqual([
      existing[0],
      { id: 'parking', title: 'Parking', visible: true, objects: [] },
    ]);
    expect(layersFromFieldOptions(undefined, [])).toEqual([]);
  });
});

describe('withSavedMarkerIds', () => {
  it('lists a marker placed before saving under its record\'s id in its layer and its floor', () => {
    const options = {
      title: 'kept',
      groups: [{ id: 'layer_1', title: 'Shops', visible: true, objects: [], markers: ['marker_4'] }],
      floors: [{ id: 'floor_1', title: 'Ground', visible: true, objects: [], markers: ['record_2', 'marker_4'] }],
    };
    const saved = withSavedMarkerIds(options, new Map([['marker_4', 'record_9']]));
    expect(saved).toMatchObject({ title: 'kept', groups: [{ markers: ['record_9'] }], floors: [{ markers: ['record_2', 'record_9'] }] });
  });

  it('keeps the options object when no layer lists a renamed marker, so nothing counts as changed', () => {
    const options = { groups: [{ id: 'layer_1', title: 'Shops', visible: true, objects: [], markers: ['record_2'] }] };
    expect(withSavedMarkerIds(options, new Map([['marker_4', 'record_9']]))).toBe(options);
    expect(withSavedMarkerIds({}, new Map([['marker_4', 'record_9']]))).toEqual({});
  });
});
