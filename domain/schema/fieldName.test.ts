import { describe, expect, it } from 'vitest';
import { deriveFieldName, isReservedFieldName, isValidFieldName } from './fieldName';

describe('deriveFieldName', () => {
  it.each([
    ['Title', 'title'],
    ['Opening hours', 'opening_hours'],
    ['Price ($)!', 'price_'],
    ['  Phone number ', 'phone_number'],
    ['E-mail', 'email'],
    ['Año', 'ao'],
    ['a  b', 'a__b'],
    ['1st place', '1st_place'],
  ])('derives the name of %j as %j', (label, name) => {
    expect(deriveFieldName(label)).toBe(name);
  });

  it('derives names from labels up to 63 characters only', () => {
    expect(deriveFieldName('a'.repeat(63))).toBe('a'.repeat(63));
    expect(deriveFieldName('a'.repeat(64))).toBeUndefined();
  });
});

describe('isValidFieldName', () => {
  it.each(['title', '_hidden', 'field_2', 'A', 'camelCase'])('accepts %j', (name) => {
    expect(isValidFieldName(name)).toBe(true);
  });

  it.each(['', '2nd', 'with space', 'dash-name', 'ünï', 'a.b', 'name!'])('rejects %j', (name) => {
    expect(isValidFieldName(name)).toBe(false);
  });
});

describe('isReservedFieldName', () => {
  it.each([
    ['regions', 'region'],
    ['status', 'status'],
    ['post', 'post'],
    ['marker', 'marker'],
    ['location', 'location'],
  ] as const)('lets a %s field of type %s use its own name', (name, type) => {
    expect(isReservedFieldName(name, type)).toBe(false);
  });

  it.each([
    ['regions', 'text'],
    ['status', 'select'],
    ['location', 'region'],
    ['lat', 'text'],
    ['lng', 'location'],
    ['keywords', 'text'],
    ['post_title', 'post'],
    ['marker_id', 'marker'],
  ] as const)('reserves %s for a %s field', (name, type) => {
    expect(isReservedFieldName(name, type)).toBe(true);
  });

  it('does not reserve other names', () => {
    expect(isReservedFieldName('description', 'textarea')).toBe(false);
  });
});
