import { describe, expect, it } from 'vitest';
import { filterRegionItems, linkedRecords, recordRegionIds, regionTemplateData } from './regionData';

const texas = { id: 'US-TX', title: 'US-TX', disabled: false, selected: true, status: '1', statusText: 'Enabled' };
const stores = [
  { id: 1, title: 'Austin store', regions: [{ id: 'US-TX', title: 'Texas' }] },
  { id: 2, title: 'Boston store', regions: [{ id: 'US-MA', title: 'Massachusetts' }] },
];

describe('region data', () => {
  it('merges the regions table row and links records', () => {
    const data = regionTemplateData(texas, { id: 'US-TX', title: 'Texas', population: 30 }, stores);
    expect(data).toMatchObject({ id: 'US-TX', title: 'Texas', population: 30, status_text: 'Enabled', selected: true });
    expect((data.objects as unknown[]).length).toBe(1);
  });

  it('keeps the engine title when the table has none', () => {
    expect(regionTemplateData(texas, { id: 'US-TX', title: '' }, []).title).toBe('US-TX');
  });

  it('finds linked records and a record\'s regions', () => {
    expect(linkedRecords(stores, 'US-MA').map((r) => r.id)).toEqual([2]);
    expect(recordRegionIds(stores[0] ?? { id: 0 })).toEqual(['US-TX']);
  });

  it('searches, filters out and sorts regions (default id descending)', () => {
    const items = [{ id: 'A', title: 'Alpha', status: '1' }, { id: 'C', title: 'Gamma', status: '0' }, { id: 'B', title: 'Beta', status: '1' }];
    expect(filterRegionItems(items, { search: '', sortBy: 'id', direction: 'desc' }).map((i) => i.id)).toEqual(['C', 'B', 'A']);
    expect(filterRegionItems(items, { search: 'et', sortBy: 'id', direction: 'asc', filterout: { field: 'status', val: '0' } }).map((i) => i.id)).toEqual(['B']);
  });
});
