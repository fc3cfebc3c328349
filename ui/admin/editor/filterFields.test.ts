import { describe, expect, it } from 'vitest';
import { defaultField, type SchemaField } from '../../../domain/index';
import { filterChoices, newFilterField } from './filterFields';

const field = (type: SchemaField['type'], name: string, extra: Partial<SchemaField> = {}): SchemaField => ({ ...defaultField(type), name, label: name, ...extra });
const storeFields = [
  field('id', 'id'), field('text', 'title'), defaultField('location'), defaultField('region'),
  field('select', 'category', { label: 'Category', options: [{ label: 'Cafe', value: 'cafe' }, { label: 'Shop', value: 'shop' }] }),
];

describe('filter form elements', () => {
  it('offers the filter-only elements and the filterable fields of the table', () => {
    expect(filterChoices(storeFields).map((choice) => choice.id)).toEqual([
      'element:search', 'element:distance', 'element:modal', 'field:title', 'field:regions', 'field:category',
    ]);
  });

  it('names a field filter like its field and copies the options to choose from', () => {
    expect(newFilterField('field:category', storeFields)).toMatchObject({
      type: 'select', name: 'category', label: 'Category', multiselect: false,
      options: [{ label: 'Cafe', value: 'cafe' }, { label: 'Shop', value: 'shop' }],
    });
    expect(newFilterField('field:regions', storeFields)).toMatchObject({ type: 'region', name: 'regions', label: 'Regions' });
    expect(newFilterField('element:distance', storeFields)).toMatchObject({ type: 'distance', name: 'distance', label: 'Distance' });
    expect(newFilterField('field:location', storeFields)).toBeUndefined();
  });

  it('offers an opening-hours field as an "Open now" box named like the field', () => {
    const fields = [...storeFields, defaultField('hours')];
    expect(filterChoices(fields).at(-1)).toEqual({ id: 'field:hours', label: 'Open now (Opening hours)' });
    expect(newFilterField('field:hours', fields)).toMatchObject({ type: 'hours', name: 'hours', label: 'Open now' });
  });
});
