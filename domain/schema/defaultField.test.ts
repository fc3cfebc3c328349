import { describe, expect, it } from 'vitest';
import { defaultField } from './defaultField';
import { fieldDbType } from './fieldStorage';
import { FIELD_TYPES } from './schemaField';

describe('defaultField', () => {
  it.each([
    ['image', 'Images'],
    ['location', 'Location'],
    ['status', 'Status'],
    ['region', 'Regions'],
  ] as const)('labels a new %s field "%s"', (type, label) => {
    expect(defaultField(type).label).toBe(label);
  });

  it.each([
    ['location', 'location'],
    ['post', 'post'],
    ['region', 'regions'],
    ['status', 'status'],
  ] as const)('gives a %s field its fixed name "%s"', (type, name) => {
    expect(defaultField(type).name).toBe(name);
  });

  it('offers Option one (1) and Option two (2) in a new select', () => {
    expect(defaultField('select').options).toEqual([
      { label: 'Option one', value: '1' },
      { label: 'Option two', value: '2' },
    ]);
    expect(defaultField('select').multiselect).toBe(false);
  });

  it('sets up a distance filter with 10, 30, 50, 100 km, 10 preselected', () => {
    const field = defaultField('distance');
    expect(field.options).toEqual([
      { value: '10', default: true },
      { value: '30', default: false },
      { value: '50', default: false },
      { value: '100', default: false },
    ]);
    expect(field).toMatchObject({
      distanceUnits: 'km',
      fromLabel: 'from',
      addressFieldPlaceholder: 'Address',
      zipLength: 5,
    });
  });

  it('shows a checkbox as a switch', () => {
    expect(defaultField('checkbox').showAsSwitch).toBe(true);
  });

  it.each(['text', 'title', 'colorpicker', 'search'] as const)(
    'searches a %s field in full text at full width',
    (type) => {
      expect(defaultField(type)).toMatchObject({ searchType: 'fulltext', width: '100%' });
    },
  );

  it('labels the image browse button "Browse..."', () => {
    expect(defaultField('image').button_text).toBe('Browse...');
  });

  it('offers the Enabled and Disabled statuses in a new status field', () => {
    expect(defaultField('status').options).toEqual([
      { label: 'Enabled', value: '1', color: '', disabled: false },
      { label: 'Disabled', value: '0', color: '', disabled: true },
    ]);
  });

  it('makes every type visible and not read-only, except the id', () => {
    for (const type of FIELD_TYPES) {
      const field = defaultField(type);
      expect(field.type).toBe(type);
      expect(field.visible).toBe(true);
      expect(field.readonly).toBe(type === 'id');
    }
  });

  it('returns fresh option lists, so editing one field leaves the next alone', () => {
    const first = defaultField('select');
    first.options?.pop();
    expect(defaultField('select').options).toHaveLength(2);
  });
});

describe('fieldDbType', () => {
  it.each([
    ['text', false, 'varchar(255)'],
    ['select', false, 'varchar(255)'],
    ['select', true, 'text'],
    ['textarea', false, 'text'],
    ['image', false, 'text'],
    ['location', false, 'text'],
    ['region', false, 'text'],
    ['post', false, 'int(11)'],
    ['radio', false, 'varchar(255)'],
  ] as const)('stores %s (multiselect %s) as %s', (type, multiselect, dbType) => {
    expect(fieldDbType(type, multiselect)).toBe(dbType);
  });

  it('matches the column type of new fields', () => {
    expect(defaultField('textarea').db_type).toBe('text');
    expect(defaultField('post').db_type).toBe('int(11)');
    expect(defaultField('text').db_type).toBe('varchar(255)');
  });
});

describe('fields that start ready to save', () => {
  it('gives image, distance and search fields a name and a label', () => {
    expect(defaultField('image')).toMatchObject({ name: 'images', label: 'Images' });
    expect(defaultField('distance')).toMatchObject({ name: 'distance', label: 'Distance' });
    expect(defaultField('search')).toMatchObject({ name: 'search', label: 'Search' });
  });
});
