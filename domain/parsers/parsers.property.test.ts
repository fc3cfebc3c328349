import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixHexColor, parseColor } from './color';
import { formatNumber } from './formatNumber';
import { parseBoolean } from './parseBoolean';
import { parseContainerSize } from './parseContainerSize';
import { parseFilterLocation } from './parseFilterLocation';
import { parsePerPage } from './parsePerPage';
import { safeUrl } from './safeUrl';
import { toFiniteNumber } from './toFiniteNumber';
import { FILTER_LOCATIONS } from '../map/optionTypes/dataOptions';
import { DEFAULT_PER_PAGE } from '../query/query';

/** Text an option value may hold after an import or a hand edit: any Unicode, lone surrogates too. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', '\u0000', 'NaN', 'Infinity', '-0', '1e309', '0x10', '__proto__'));

/** Any value an option may hold once it has gone through JSON and old option formats. */
const anyValue = fc.oneof(anyText, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.anything());

describe('colour parsing properties', () => {
  it('never throws and gives channels in 0..255 and alpha in 0..1, or undefined', () => {
    const colourish = fc.oneof(
      anyText,
      fc.tuple(fc.constantFrom('rgb', 'rgba', 'hsl', 'hsla', 'hsv', 'RGBA'), fc.array(fc.oneof(fc.double().map(String), fc.integer().map((n) => `${n}%`)), { maxLength: 5 }))
        .map(([name, parts]) => `${name}(${parts.join(', ')})`),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxyz#'.split('')), maxLength: 10 }),
    );
    fc.assert(fc.property(colourish, (text) => {
      const colour = parseColor(text);
      if (colour === undefined) return;
      for (const channel of [colour.r, colour.g, colour.b]) {
        expect(channel).toBeGreaterThanOrEqual(0);
        expect(channel).toBeLessThanOrEqual(255);
      }
      expect(colour.a).toBeGreaterThanOrEqual(0);
      expect(colour.a).toBeLessThanOrEqual(1);
    }), { numRuns: 300 });
  });

  it('reads back every 6-digit hex colour, with or without its hash (round trip)', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(byte, byte, byte, fc.boolean(), (r, g, b, hash) => {
      const hex = [r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('');
      const text = hash ? `#${hex}` : hex;
      expect(parseColor(text)).toEqual({ r, g, b, a: 1 });
      expect(parseColor(fixHexColor(text))).toEqual({ r, g, b, a: 1 });
    }), { numRuns: 200 });
  });

  it('reads back rgba() with any alpha in 0..1 (round trip)', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(byte, byte, byte, fc.double({ min: 0, max: 1, noNaN: true }), (r, g, b, a) => {
      expect(parseColor(`rgba(${r}, ${g}, ${b}, ${a})`)).toEqual({ r, g, b, a });
    }), { numRuns: 200 });
  });

  it('fixHexColor never throws and only ever adds a hash to bare hex', () => {
    fc.assert(fc.property(anyText, (text) => {
      const fixed = fixHexColor(text);
      expect(fixed === text.trim() || fixed === `#${text.trim()}`).toBe(true);
    }), { numRuns: 200 });
  });
});

describe('value parsing properties', () => {
  it('parseBoolean gives a boolean or undefined for anything, and keeps booleans', () => {
    fc.assert(fc.property(anyValue, (value) => {
      const parsed = parseBoolean(value);
      expect(parsed === undefined || typeof parsed === 'boolean').toBe(true);
      if (typeof value === 'boolean') expect(parsed).toBe(value);
    }), { numRuns: 300 });
  });

  it('parseBoolean reads its words in any case and with surrounding spaces', () => {
    const word = fc.constantFrom(['on', true], ['true', true], ['1', true], ['yes', true], ['y', true], ['off', false], ['false', false], ['0', false], ['no', false], ['n', false]);
    fc.assert(fc.property(word, fc.boolean(), fc.constantFrom('', ' ', '\t', '\n '), ([text, expected], upper, space) => {
      const written = upper ? String(text).toUpperCase() : String(text);
      expect(parseBoolean(`${space}${written}${space}`)).toBe(expected);
    }), { numRuns: 100 });
  });

  it('toFiniteNumber gives a finite number or undefined, and reads back any finite number written as text', () => {
    fc.assert(fc.property(anyValue, (value) => {
      const parsed = toFiniteNumber(value);
      expect(parsed === undefined || Number.isFinite(parsed)).toBe(true);
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
      expect(toFiniteNumber(String(number))).toBe(number === 0 ? 0 : number);
    }), { numRuns: 200 });
  });

  it('parseContainerSize never throws and always ends in px, % or is auto or blank', () => {
    fc.assert(fc.property(fc.oneof(anyText, fc.double()), (value) => {
      const size = parseContainerSize(value);
      const lower = size.toLowerCase();
      expect(size === '' || lower === 'auto' || lower.endsWith('px') || lower.endsWith('%')).toBe(true);
      // Already valid sizes come back unchanged, so parsing twice changes nothing.
      expect(parseContainerSize(size)).toBe(size);
    }), { numRuns: 300 });
  });

  it('parsePerPage gives a whole number of 0 or more, whatever it reads', () => {
    fc.assert(fc.property(anyValue, anyValue, (perpage, pagination) => {
      const size = parsePerPage(perpage, pagination);
      expect(Number.isInteger(size)).toBe(true);
      expect(size).toBeGreaterThanOrEqual(0);
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
      expect(parsePerPage(String(count))).toBe(count);
      expect(parsePerPage(-count - 1)).toBe(DEFAULT_PER_PAGE);
    }), { numRuns: 100 });
  });

  it('parseFilterLocation always gives one of the allowed locations', () => {
    fc.assert(fc.property(anyValue, (value) => {
      expect(FILTER_LOCATIONS).toContain(parseFilterLocation(value));
    }), { numRuns: 200 });
  });

  it('formatNumber never throws and writes digits, separators and a sign only', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), anyText), fc.integer({ min: -5, max: 30 }), (value, decimals) => {
      const text = formatNumber(value, { decimals });
      expect(text).toMatch(/^(-?[0-9]{1,3}( [0-9]{3})*(\.[0-9]+)?)?$/);
    }), { numRuns: 300 });
  });

  it('formatNumber without separators reads back within half a unit of the last decimal (round trip)', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
      const text = formatNumber(value, { decimals, thousandsSeparator: '' });
      expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(value) * 1e-15);
    }), { numRuns: 300 });
  });

  it('safeUrl never throws and never returns a link to another host', () => {
    const url = fc.oneof(
      anyText,
      fc.webUrl(),
      fc.webUrl().map((link) => link.replace(/^https?:/, '')),
      fc.tuple(fc.webUrl(), fc.constantFrom('//', '/\\', '\\\\', '///'), fc.domain()).map(([link, slashes, host]) => `${new URL(link).origin}${slashes}${host}/x`),
    );
    fc.assert(fc.property(url, (link) => {
      const safe = safeUrl(link);
      expect(typeof safe).toBe('string');
      if (/^(?:[a-z][a-z\d+.-]*:)?[/\\]{2}/i.test(link.trim())) expect(safe).toMatch(/^\/(?![/\\])/);
    }), { numRuns: 300 });
  });
});
