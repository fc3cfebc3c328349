import { describe, expect, it } from 'vitest';
import { changedPaths, getPath, setPath } from './optionPaths';

describe('option paths', () => {
  it('reads and writes nested options without touching the original', () => {
    const options = { colors: { hover: 20, selected: 40 } };
    const next = setPath(options, 'colors.hover', 35);
    expect(getPath(next, 'colors.hover')).toBe(35);
    expect(getPath(next, 'colors.selected')).toBe(40);
    expect(options.colors.hover).toBe(20);
    expect(getPath(setPath({}, 'actions.region.click.zoom', true), 'actions.region.click.zoom')).toBe(true);
  });

  it('lists only the options that really changed', () => {
    const before = { colors: { hover: 20 }, templates: { popoverRegion: 'a' }, viewBox: [0, 0, 10, 10] };
    const after = { colors: { hover: 20, background: '#eee' }, templates: { popoverRegion: 'b' }, viewBox: [0, 0, 10, 10] };
    expect(changedPaths(before, after).sort()).toEqual(['colors.background', 'templates.popoverRegion']);
    expect(changedPaths(before, structuredClone(before))).toEqual([]);
  });
});

describe('changedPaths after a save', () => {
  it('sees no change when the server gives the same layers back with their keys in another order', () => {
    const local = { groups: [{ id: 'shops', title: 'Shops', visible: true, objects: [], regions: ['DE-BY'] }] };
    const stored = { groups: [{ id: 'shops', title: 'Shops', objects: [], regions: ['DE-BY'], visible: true }] };
    expect(changedPaths(stored, local)).toEqual([]);
    expect(changedPaths(stored, { groups: [{ ...local.groups[0], regions: [] }] })).toEqual(['groups']);
  });
});
