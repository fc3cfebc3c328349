import { describe, expect, it } from 'vitest';
import { lacksLinkField, linkField, regionChoices, regionRowValues, regionRowWrites, searchRegions, setRegionOption } from './regionEdits';

describe('regionRowWrites', () => {
  it('sends only the fields that differ from the stored row', () => {
    const rows = new Map([['US-TX', { id: 'US-TX', title: 'Texas', status: '1' }]]);
    const writes = regionRowWrites(rows, { 'US-TX': { title: 'Texas', status: '0' } });
    expect(writes).toEqual([{ kind: 'update', record: { id: 'US-TX', status: '0' } }]);
  });

  it('creates a row for a region the table does not have yet, leaving empty values out', () => {
    const writes = regionRowWrites(new Map(), { 'US-CA': { title: '', status: '0', link: 'https://example.com/ca' } });
    expect(writes).toEqual([{ kind: 'create', record: { id: 'US-CA', status: '0', link: 'https://example.com/ca' } }]);
  });

  it('writes nothing when an edit puts back the stored values', () => {
    const rows = new Map([['US-TX', { id: 'US-TX', title: 'Texas', status: 1 }]]);
    expect(regionRowWrites(rows, { 'US-TX': { title: 'Texas', status: '1' } })).toEqual([]);
  });
});

describe('regionRowValues', () => {
  it('shows the pending edit over the stored row', () => {
    expect(regionRowValues({ id: 'US-TX', title: 'Texas', status: '1', link: 'a' }, { status: '0' })).toEqual({ title: 'Texas', status: '0', link: 'a' });
  });
});

describe('link field', () => {
  it('is needed only when the table has no link field', () => {
    expect(lacksLinkField([{ ...linkField() }])).toBe(false);
    expect(lacksLinkField([])).toBe(true);
    expect(linkField()).toMatchObject({ name: 'link', type: 'text', label: 'Link' });
  });
});

describe('setRegionOption', () => {
  it('sets one option of one region without touching the others', () => {
    const options = { regions: { 'US-CA': { fill: '#ff0000' } }, title: 'x' };
    expect(setRegionOption(options, 'US-TX', 'disabled', true)).toEqual({ regions: { 'US-CA': { fill: '#ff0000' }, 'US-TX': { disabled: true } }, title: 'x' });
  });

  it('removes a region whose last option is cleared', () => {
    expect(setRegionOption({ regions: { 'a.b': { disabled: false } } }, 'a.b', 'disabled', undefined)).toEqual({ regions: {} });
  });
});

describe('searchRegions', () => {
  it('finds regions by title or id in any case, sorted by title', () => {
    const regions = [{ id: 'US-TX', title: 'Texas' }, { id: 'US-NM', title: 'New Mexico' }, { id: 'US-NY', title: 'New York' }];
    expect(searchRegions(regions, 'new').map((region) => region.id)).toEqual(['US-NM', 'US-NY']);
    expect(searchRegions(regions, 'us-tx').map((region) => region.id)).toEqual(['US-TX']);
  });
});

describe('regionChoices', () => {
  it('names a region by its row title when it has one, else by the map file', () => {
    const rows = new Map([['US-TX', { id: 'US-TX', title: 'Lone Star' }], ['US-NV', { id: 'US-NV', title: '' }]]);
    expect(regionChoices([{ id: 'US-TX', title: 'Texas' }, { id: 'US-NV', title: 'Nevada' }], rows)).toEqual([{ id: 'US-TX', title: 'Lone Star' }, { id: 'US-NV', title: 'Nevada' }]);
  });
});
