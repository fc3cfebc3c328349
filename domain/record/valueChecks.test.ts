import { describe, expect, it } from 'vitest';
import { coordinateProblem, dateProblem } from './valueChecks';

describe('coordinateProblem', () => {
  it('accepts points strictly inside the ranges, numbers or numeric text', () => {
    expect(coordinateProblem(52.5, 13.4)).toBeUndefined();
    expect(coordinateProblem('-89.99', '179.99')).toBeUndefined();
  });

  it('names the coordinate that is out of range or not a number', () => {
    expect(coordinateProblem(123, 10)).toBe('Latitude 123 is out of range: it must be between -90 and 90.');
    expect(coordinateProblem(90, 10)).toMatch(/^Latitude 90 is out of range/);
    expect(coordinateProblem(10, 500)).toBe('Longitude 500 is out of range: it must be between -180 and 180.');
    expect(coordinateProblem(10, -180)).toMatch(/^Longitude -180/);
    expect(coordinateProblem('north', 1)).toBe('Latitude must be a number.');
    expect(coordinateProblem(1, '')).toBe('Longitude must be a number.');
  });
});

describe('dateProblem', () => {
  it('accepts real days in ISO, year-first and day- or month-first forms, and empty cells', () => {
    for (const text of ['2020-02-29', '2020-02-28T10:00:00Z', '2020/2/28', '28/02/2020', '02/28/2020', '28.02.2020', '']) {
      expect(dateProblem(text)).toBeUndefined();
    }
  });

  it('refuses days that do not exist and text that is no date', () => {
    expect(dateProblem('31/02/2020')).toBe('"31/02/2020" is not a valid date.');
    expect(dateProblem('2021-02-29')).toBe('"2021-02-29" is not a valid date.');
    expect(dateProblem('tomorrow')).toBe('"tomorrow" is not a date (use YYYY-MM-DD).');
  });
});
