import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUsableGeoExtent, parseGeoViewBox, parseViewBox } from './viewBox';

/** What an attribute or a stored option may hold: text of numbers, any text, arrays of anything. */
const viewBoxInput = fc.oneof(
  fc.array(fc.oneof(fc.double().map(String), fc.constantFrom('1e309', '-0', '', 'x', '0x1A')), { maxLength: 6 }).map((parts) => parts.join(' ')),
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(null)), { maxLength: 6 }),
  fc.anything(),
);

/** -0 is written "0" in text, so round trips use +0 only. */
const plusZero = (value: number) => (value === 0 ? 0 : value);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map(plusZero);
const separator = fc.constantFrom(' ', ',', ', ', ' ,\t', '\n');

describe('view box parsing properties', () => {
  it('never throws and gives 4 finite numbers with a positive size, or undefined', () => {
    fc.assert(fc.property(viewBoxInput, (input) => {
      const box = parseViewBox(input);
      if (box === undefined) return;
      for (const value of [box.x, box.y, box.width, box.height]) expect(Number.isFinite(value)).toBe(true);
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });

  it('reads back any view box written with any separators (round trip)', () => {
    const size = fc.double({ min: Number.MIN_VALUE, max: 1e12, noNaN: true });
    fc.assert(fc.property(finite, finite, size, size, separator, (x, y, width, height, sep) => {
      const text = [x, y, width, height].map(String).join(sep);
      expect(parseViewBox(text)).toEqual({ x, y, width, height });
      expect(parseViewBox([x, y, width, height])).toEqual({ x, y, width, height });
    }), { numRuns: 200 });
  });

  it('refuses a view box without area', () => {
    fc.assert(fc.property(finite, finite, fc.double({ max: 0, noNaN: true }), finite, fc.boolean(), (x, y, empty, other, widthEmpty) => {
      const numbers = widthEmpty ? [x, y, empty, other] : [x, y, other, empty];
      expect(parseViewBox(numbers.join(' '))).toBeUndefined();
    }), { numRuns: 100 });
  });
});

describe('geo view box parsing properties', () => {
  it('never throws and gives an extent the Mercator conversion can use, or undefined', () => {
    fc.assert(fc.property(viewBoxInput, (input) => {
      const box = parseGeoViewBox(input);
      if (box === undefined) return;
      expect(box.sw.lng).toBeLessThan(box.ne.lng);
      expect(box.sw.lat).toBeLessThan(box.ne.lat);
      expect(box.sw.lat).toBeGreaterThan(-90);
      expect(box.ne.lat).toBeLessThan(90);
      expect(Number.isFinite(box.ne.lng - box.sw.lng)).toBe(true);
    }), { numRuns: 300 });
  });

  it('reads back any usable extent, west north east south (round trip)', () => {
    const latitude = fc.double({ min: -89.999, max: 89.999, noNaN: true }).map(plusZero);
    const longitude = fc.double({ min: -540, max: 540, noNaN: true }).map(plusZero);
    fc.assert(fc.property(longitude, longitude, latitude, latitude, separator, (lngA, lngB, latA, latB, sep) => {
      fc.pre(lngA !== lngB && latA !== latB);
      const [west, east] = lngA < lngB ? [lngA, lngB] : [lngB, lngA];
      const [south, north] = latA < latB ? [latA, latB] : [latB, latA];
      expect(isUsableGeoExtent(west, north, east, south)).toBe(true);
      expect(parseGeoViewBox([west, north, east, south].map(String).join(sep))).toEqual({ sw: { lat: south, lng: west }, ne: { lat: north, lng: east } });
    }), { numRuns: 200 });
  });
});
