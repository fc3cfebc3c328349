import { describe, expect, it } from 'vitest';
import { validateGeoPoint, validateSvgPoint } from './points';

describe('validateSvgPoint', () => {
  it.each([
    [{ x: 10, y: 20 }, { x: 10, y: 20 }],
    [{ x: -1.5, y: 0 }, { x: -1.5, y: 0 }],
    [{ x: '10', y: ' 20.5 ' }, { x: 10, y: 20.5 }],
  ])('accepts %j', (input, point) => {
    expect(validateSvgPoint(input)).toEqual({ point });
  });

  it.each([
    [{ x: 10 }],
    [{ y: 10 }],
    [{ x: 'a', y: 1 }],
    [{ x: '', y: 1 }],
    [{ x: Number.NaN, y: 1 }],
    [{ x: Infinity, y: 1 }],
    [{ x: null, y: 1 }],
    [{ lat: 1, lng: 2 }],
    [null],
    [undefined],
    ['10,20'],
    [[10, 20]],
  ])('falls back to 0,0 with an incorrect-format error for %j', (input) => {
    const result = validateSvgPoint(input);
    expect(result.point).toEqual({ x: 0, y: 0 });
    expect(result.error).toMatch(/incorrect format/);
  });
});

describe('validateGeoPoint', () => {
  it.each([
    [{ lat: 48.85, lng: 2.35 }, { lat: 48.85, lng: 2.35 }],
    [{ lat: '-33.9', lng: '151.2' }, { lat: -33.9, lng: 151.2 }],
  ])('accepts %j', (input, point) => {
    expect(validateGeoPoint(input)).toEqual({ point });
  });

  it.each([[{ lat: 1 }], [{ lat: 1, lon: 2 }], [{ x: 1, y: 2 }], [{ lat: 'north', lng: 2 }], [null], ['1,2']])(
    'falls back to 0,0 with an incorrect-format error for %j',
    (input) => {
      const result = validateGeoPoint(input);
      expect(result.point).toEqual({ lat: 0, lng: 0 });
      expect(result.error).toMatch(/incorrect format/);
    },
  );
});
