import { describe, expect, it } from 'vitest';
import { parseGeoViewBox, parseViewBox } from './viewBox';

describe('parseViewBox', () => {
  it.each([
    ['0 0 100 50', { x: 0, y: 0, width: 100, height: 50 }],
    ['477 421 593.37 318.28', { x: 477, y: 421, width: 593.37, height: 318.28 }],
    ['  -10,-20, 30 ,40 ', { x: -10, y: -20, width: 30, height: 40 }],
    [[1, 2, 3, 4], { x: 1, y: 2, width: 3, height: 4 }],
    [['1', '2', '3', '4'], { x: 1, y: 2, width: 3, height: 4 }],
  ])('reads %j', (input, expected) => {
    expect(parseViewBox(input)).toEqual(expected);
  });

  it.each([
    [[]],
    [[0, 0, 100]],
    [[0, 0, 100, 100, 5]],
    ['0 0 100'],
    ['0 0 100 abc'],
    [''],
    [[0, 0, '', 10]],
    [[0, 0, Number.NaN, 10]],
    [null],
    [undefined],
    [{ x: 0, y: 0, width: 1, height: 1 }],
    ['0 0 0 10'],
    ['0 0 10 -5'],
  ])('ignores %j (only exactly 4 numbers count)', (input) => {
    expect(parseViewBox(input)).toBeUndefined();
  });
});

describe('parseGeoViewBox', () => {
  it('reads west, north, east and south into the south-west and north-east corners', () => {
    expect(parseGeoViewBox('-127.55 50.65 -64.54 24.37')).toEqual({
      sw: { lat: 24.37, lng: -127.55 },
      ne: { lat: 50.65, lng: -64.54 },
    });
  });

  it.each([['1 2 3'], ['1 2 3 4 5'], ['a b c d'], [''], [undefined], ['0 60 0 49'], ['10 60 -10 49'], ['-10 90 10 49'], ['-10 49 10 60']])('rejects %j', (input) => {
    expect(parseGeoViewBox(input)).toBeUndefined();
  });
});
