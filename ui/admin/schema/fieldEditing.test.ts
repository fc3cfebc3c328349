import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { builderField, fieldsToSave, moveItem, withLabel, withName } from './fieldEditing';

describe('form builder field editing', () => {
  it('derives the name from the label until the name is edited by hand', () => {
    let item = builderField(defaultField('text'), false);
    item = withLabel(item, 'Opening hours!');
    expect(item.field.name).toBe('opening_hours');
    item = withName(item, 'hours');
    item = withLabel(item, 'Opening times');
    expect(item.field).toMatchObject({ name: 'hours', label: 'Opening times' });
  });

  it('keeps the name when the label reaches 64 characters', () => {
    const item = withLabel(withLabel(builderField(defaultField('text'), false), 'Short label'), 'x'.repeat(64));
    expect(item.field.name).toBe('short_label');
  });

  it('drops options with empty values and blank distance rows on save', () => {
    const select = builderField({ ...defaultField('select'), options: [{ label: 'A', value: 'a' }, { label: 'B', value: '' }] }, true);
    const distance = builderField({ ...defaultField('distance'), options: [{ value: '10', default: true }, { value: '', default: false }] }, true);
    const [savedSelect, savedDistance] = fieldsToSave([select, distance]);
    expect(savedSelect?.options).toEqual([{ label: 'A', value: 'a' }]);
    expect(savedDistance?.options).toEqual([{ value: '10', default: true }]);
  });

  it('moves a field and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
