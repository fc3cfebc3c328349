import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [12.3, '12.30'],
    [999.999, '1 000.00'],
    [1000, '1 000.00'],
    [1234567.891, '1 234 567.89'],
    [-1234.5, '-1 234.50'],
    [1.005, '1.01'],
    [-0.001, '0.00'],
    [0.000001, '0.00'],
    ['2500', '2 500.00'],
    [' 42.1 ', '42.10'],
  ])('writes %j as %j by default', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('writes the chosen number of decimals, none without a decimal separator', () => {
    expect(formatNumber(1234.5678, { decimals: 0 })).toBe('1 235');
    expect(formatNumber(1234.5678, { decimals: 3 })).toBe('1 234.568');
    expect(formatNumber(2, { decimals: 1 })).toBe('2.0');
  });

  it('uses the chosen separators', () => {
    expect(formatNumber(1234567.891, { thousandsSeparator: '.', decimalSeparator: ',' })).toBe('1.234.567,89');
    expect(formatNumber(1234567, { thousandsSeparator: '', decimals: 0 })).toBe('1234567');
    expect(formatNumber(1234567, { thousandsSeparator: ',', decimals: 1 })).toBe('1,234,567.0');
  });

  it('writes plain digits for huge numbers and many decimals, never exponent form or NaN', () => {
    expect(formatNumber(-10, { decimals: 20 })).toBe('-10.00000000000000000000');
    expect(formatNumber(1e21, { decimals: 0 })).toBe('1 000 000 000 000 000 000 000');
    expect(formatNumber(3e22, { decimals: 1, thousandsSeparator: '' })).toBe('30000000000000000000000.0');
  });

  it.each([[Number.NaN], [Infinity], ['abc'], [''], ['12abc']])('writes nothing for %j', (value) => {
    expect(formatNumber(value)).toBe('');
  });
});
