import { describe, expect, it } from 'vitest';
import { defaultField } from './defaultField';
import type { FieldType, SchemaField } from './schemaField';
import { singleUseFieldError, validateSchemaFields } from './validateSchema';

function field(type: FieldType, name: string, extra: Partial<SchemaField> = {}): SchemaField {
  return { ...defaultField(type), name, ...extra };
}

describe('validateSchemaFields', () => {
  it('accepts a sound schema', () => {
    const fields = [
      field('id', 'id'),
      field('title', 'title'),
      field('textarea', 'description'),
      field('region', 'regions'),
      field('location', 'location'),
      field('status', 'status'),
      field('post', 'post'),
      field('marker', 'marker'),
      field('select', 'category'),
    ];
    expect(validateSchemaFields(fields)).toEqual([]);
  });

  it('flags every field sharing a name, ignoring case', () => {
    const errors = validateSchemaFields([field('text', 'title'), field('text', 'city'), field('textarea', 'Title')]);
    expect(errors).toEqual([
      { fieldIndex: 0, fieldName: 'title', message: 'Field names should be unique' },
      { fieldIndex: 2, fieldName: 'Title', message: 'Field names should be unique' },
    ]);
  });

  it('flags a field without a name', () => {
    expect(validateSchemaFields([field('text', '  ')])).toEqual([
      { fieldIndex: 0, fieldName: '  ', message: "Field name can't be empty" },
    ]);
  });

  it('flags names with characters a column cannot have', () => {
    const errors = validateSchemaFields([field('text', 'my field'), field('text', '2nd'), field('text', 'ok_1')]);
    expect(errors.map((error) => error.fieldIndex)).toEqual([0, 1]);
    expect(errors[0]?.message).toContain('"my field"');
  });

  it('flags a reserved name on a field of another type', () => {
    expect(validateSchemaFields([field('text', 'regions'), field('textarea', 'lat')])).toEqual([
      { fieldIndex: 0, fieldName: 'regions', message: 'Field name "regions" is reserved, please set another name' },
      { fieldIndex: 1, fieldName: 'lat', message: 'Field name "lat" is reserved, please set another name' },
    ]);
  });

  it('flags repeated option values, but not in region or marker fields', () => {
    const repeated = [
      { label: 'A', value: '1' },
      { label: 'B', value: '1' },
    ];
    const errors = validateSchemaFields([
      field('select', 'kind', { options: repeated }),
      field('radio', 'size', { options: [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }] }),
      field('region', 'regions', { options: repeated }),
      field('checkboxes', 'tags', { options: repeated }),
    ]);
    expect(errors).toEqual([
      { fieldIndex: 0, fieldName: 'kind', message: 'Check "Options" list - values should not repeat' },
      { fieldIndex: 3, fieldName: 'tags', message: 'Check "Options" list - values should not repeat' },
    ]);
  });

  it('ignores empty option values, which are dropped on save', () => {
    const options = [
      { label: 'A', value: '' },
      { label: 'B', value: '' },
      { label: 'C', value: '1' },
    ];
    expect(validateSchemaFields([field('select', 'kind', { options })])).toEqual([]);
  });

  it('flags repeated status values', () => {
    const options = [
      { label: 'Open', value: '1', color: '', disabled: false },
      { label: 'Also open', value: '1', color: '', disabled: false },
    ];
    expect(validateSchemaFields([field('status', 'status', { options })])[0]?.message).toBe(
      'Check "Options" list - values should not repeat',
    );
  });

  it('flags the second field of a single-use type', () => {
    const errors = validateSchemaFields([field('distance', 'near'), field('distance', 'far'), field('text', 'city')]);
    expect(errors).toEqual([{ fieldIndex: 1, fieldName: 'far', message: 'You can add only 1 "Distance" field' }]);
  });

  it('reports several problems of one field together', () => {
    const errors = validateSchemaFields([field('text', 'status'), field('select', 'status')]);
    expect(errors.filter((error) => error.fieldIndex === 1).map((error) => error.message)).toEqual([
      'Field names should be unique',
      'Field name "status" is reserved, please set another name',
    ]);
  });
});

describe('singleUseFieldError', () => {
  it.each([
    ['region', 'Region'],
    ['marker', 'Marker'],
    ['post', 'Post'],
    ['status', 'Status'],
    ['distance', 'Distance'],
    ['location', 'Location'],
    ['search', 'Search'],
  ] as const)('refuses a second %s field', (type, label) => {
    expect(singleUseFieldError([defaultField(type)], type)).toBe(`You can add only 1 "${label}" field`);
    expect(singleUseFieldError([], type)).toBeUndefined();
  });

  it('allows any number of other fields', () => {
    expect(singleUseFieldError([defaultField('text'), defaultField('text')], 'text')).toBeUndefined();
  });
});
