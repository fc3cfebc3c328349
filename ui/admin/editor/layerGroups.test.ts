import { describe, expect, it } from 'vitest';
import { fileGroups, layersFromFile, nextLayerId, withGroup } from './layerGroups';

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
