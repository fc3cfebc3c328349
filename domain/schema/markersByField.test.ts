import { describe, expect, it } from 'vitest';
import { defaultField } from './defaultField';
import type { SchemaField } from './schemaField';
import { markerCategories, markerChoosingFields, markerImageByField, markersByFieldChanged } from './markersByField';

const category: SchemaField = { ...defaultField('select'), name: 'category', label: 'Category', options: [{ label: 'Cafe', value: 'cafe' }, { label: 'Bakery', value: 'bakery' }] };
const location = (changes: Partial<SchemaField> = {}): SchemaField => ({
  ...defaultField('location'), name: 'location', label: 'Location', markersByFieldEnabled: true, markerField: 'category', markersByField: { cafe: 'uploads/cup.png' }, ...changes,
});

describe('markerImageByField', () => {
  it('gives the image of the record value, and nothing for a value without one or when the setting is off', () => {
    expect(markerImageByField([category, location()], { category: 'cafe' })).toBe('uploads/cup.png');
    expect(markerImageByField([category, location()], { category: 'bakery' })).toBeUndefined();
    expect(markerImageByField([category, location({ markersByFieldEnabled: false })], { category: 'cafe' })).toBeUndefined();
  });
});

describe('markerCategories', () => {
  it('lists the chosen field options in order with their images', () => {
    expect(markerCategories([category, location()])).toEqual([
      { value: 'cafe', label: 'Cafe', img: 'uploads/cup.png' },
      { value: 'bakery', label: 'Bakery', img: '' },
    ]);
  });
});

describe('markerChoosingFields', () => {
  it('offers single-value fields only', () => {
    const multi: SchemaField = { ...category, name: 'tags', multiselect: true };
    expect(markerChoosingFields([category, multi, location()]).map((field) => field.name)).toEqual(['category']);
  });
});

describe('markersByFieldChanged', () => {
  it('sees a changed image and ignores the order of the images', () => {
    expect(markersByFieldChanged(location(), location({ markersByField: { cafe: 'uploads/mug.png' } }))).toBe(true);
    const two = { cafe: 'a.png', bakery: 'b.png' };
    expect(markersByFieldChanged(location({ markersByField: two }), location({ markersByField: { bakery: 'b.png', cafe: 'a.png' } }))).toBe(false);
  });
});
