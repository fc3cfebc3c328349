import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { exportCell, exportFieldCell, guessMapping, rowsToRecords } from './csvImport';

const fields = [
  { ...defaultField('id'), name: 'id', label: 'ID' },
  { ...defaultField('text'), name: 'store_name', label: 'Store name' },
  defaultField('location'),
  defaultField('region'),
  { ...defaultField('distance'), name: 'distance', label: 'Distance' },
];

describe('CSV import mapping', () => {
  it('matches columns to fields by name or label and leaves unknown columns out', () => {
    expect(guessMapping(['ID', 'Store Name', 'location', 'Regions', 'Distance', 'notes'], fields)).toEqual({
      ID: 'id', 'Store Name': 'store_name', location: 'location', Regions: 'regions', Distance: '', notes: '',
    });
  });

  it('sends only the mapped cells, as text, under the field names', () => {
    const records = rowsToRecords([{ a: 'Shop', b: '51.5, -0.12', c: 'ignored' }], { a: 'store_name', b: 'location', c: '' });
    expect(records).toEqual([{ store_name: 'Shop', location: '51.5, -0.12' }]);
  });

  it('exports locations as coordinates and linked regions as their ids', () => {
    expect(exportCell({ img: 'pin1_red.png', geoPoint: { lat: 40.7, lng: -74 } })).toBe('40.7, -74');
    expect(exportCell([{ id: 'US-TX', title: 'Texas' }, { id: 'US-CA', title: 'California' }])).toBe('US-TX, US-CA');
    expect(exportCell([{ label: 'Parking', value: 'parking' }])).toBe('Parking');
  });
});

describe('CSV export of a record', () => {
  it('writes images by address and options by label', () => {
    const images = [{ full: '/uploads/a.jpg', thumbnail: '/uploads/a-t.jpg', medium: '/uploads/a-m.jpg' }, { full: '/uploads/b.jpg', thumbnail: '', medium: '' }];
    expect(exportFieldCell({ ...defaultField('image') }, { images })).toBe('/uploads/a.jpg, /uploads/b.jpg');
    const category = { ...defaultField('select'), name: 'category', options: [{ label: 'Cafe', value: 'cafe' }] };
    expect(exportFieldCell(category, { category: 'cafe' })).toBe('Cafe');
    expect(exportFieldCell({ ...defaultField('checkboxes'), name: 'tags', options: [{ label: 'Late', value: 'late' }] }, { tags: ['late'] })).toBe('Late');
  });
});
