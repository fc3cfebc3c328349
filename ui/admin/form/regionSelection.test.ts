import { describe, expect, it } from 'vitest';
import { regionListItems, regionRefs, setTableSelection } from './regionSelection';

describe('setTableSelection', () => {
  it('keeps the regions chosen from other maps when this map’s selection changes', () => {
    const current = [
      { id: 'US-TX', title: 'Texas', tableName: 'regions_1' },
      { id: 'FR-75', title: 'Paris', tableName: 'regions_2' },
    ];
    const next = setTableSelection(current, 'regions_1', [{ id: 'US-CA', title: 'California' }]);
    expect(next).toEqual([
      { id: 'FR-75', title: 'Paris', tableName: 'regions_2' },
      { id: 'US-CA', title: 'California', tableName: 'regions_1' },
    ]);
  });

  it('reads only well-formed references from a stored value', () => {
    expect(regionRefs([{ id: 'A', title: 'a' }, 5, null, { title: 'no id' }])).toEqual([{ id: 'A', title: 'a' }]);
    expect(regionRefs('US-TX')).toEqual([]);
  });
});

describe('regionListItems', () => {
  it('offers every region of the file, titled by its row where one exists', () => {
    const items = regionListItems([{ id: 'US-TX', title: 'Lone Star' }], [{ id: 'US-NV', title: 'Nevada' }, { id: 'US-TX', title: 'Texas' }], []);
    expect(items).toEqual([{ id: 'US-NV', title: 'Nevada' }, { id: 'US-TX', title: 'Lone Star' }]);
  });

  it('keeps rows the file lacks and chosen regions found nowhere else', () => {
    const items = regionListItems([{ id: 'old', title: 'Old row' }], [], [{ id: 'US-UT', title: 'Utah' }, { id: 'old', title: 'Old row' }]);
    expect(items).toEqual([{ id: 'old', title: 'Old row' }, { id: 'US-UT', title: 'Utah' }]);
  });
});
