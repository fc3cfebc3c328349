import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { displayValue, fieldCellText } from './displayValue';

describe('displayValue', () => {
  it('shows what an admin recognises for each kind of value', () => {
    expect(displayValue([{ id: 'US-TX', title: 'Texas' }, { id: 'US-CA', title: 'California' }])).toBe('Texas, California');
    expect(displayValue({ geoPoint: { lat: 51.5, lng: -0.12 } })).toBe('51.5, -0.12');
    expect(displayValue({ address: { address_formatted: '10 Downing St' }, geoPoint: { lat: 1, lng: 2 } })).toBe('10 Downing St');
    expect(displayValue([{ label: 'Parking', value: 'parking' }])).toBe('Parking');
    expect(displayValue({ id: 3, url: '/p/3', post_title: 'Hello' })).toBe('Hello');
    expect(displayValue(null)).toBe('');
    expect(displayValue(42)).toBe('42');
  });
});

describe('fieldCellText', () => {
  const category = { ...defaultField('select'), name: 'category', options: [{ label: 'Cafe', value: 'cafe' }, { label: 'Shop', value: 'shop' }] };
  it('shows option labels and Yes or No instead of stored values', () => {
    expect(fieldCellText(category, { category: 'cafe' })).toBe('Cafe');
    expect(fieldCellText({ ...defaultField('status') }, { status: '1', status_text: 'Enabled' })).toBe('Enabled');
    expect(fieldCellText({ ...defaultField('checkbox'), name: 'open' }, { open: true })).toBe('Yes');
    expect(fieldCellText({ ...defaultField('checkbox'), name: 'open' }, { open: false })).toBe('No');
    expect(fieldCellText(category, { category: 'gone' })).toBe('gone');
  });
});
