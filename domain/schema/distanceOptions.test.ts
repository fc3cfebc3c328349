import { describe, expect, it } from 'vitest';
import { cleanDistanceOptions, setDefaultDistanceOption, withBlankDistanceRow } from './distanceOptions';

const row = (value: string, isDefault = false) => ({ value, default: isDefault });

describe('setDefaultDistanceOption', () => {
  it('ticks the chosen distance and clears every other default', () => {
    expect(setDefaultDistanceOption([row('10', true), row('30'), row('50', true)], 1)).toEqual([
      row('10'),
      row('30', true),
      row('50'),
    ]);
  });
});

describe('cleanDistanceOptions', () => {
  it('drops rows with an empty value', () => {
    expect(cleanDistanceOptions([row('10', true), row(''), row(' '), row('50')])).toEqual([row('10', true), row('50')]);
  });

  it('keeps only the first ticked default', () => {
    expect(cleanDistanceOptions([row('10'), row('30', true), row('50', true)])).toEqual([
      row('10'),
      row('30', true),
      row('50'),
    ]);
  });

  it('makes the first distance the default when none is ticked, even if the ticked row was blank', () => {
    expect(cleanDistanceOptions([row('', true), row('25'), row('75')])).toEqual([row('25', true), row('75')]);
  });

  it('gives an empty list for no distances', () => {
    expect(cleanDistanceOptions([row('')])).toEqual([]);
  });
});

describe('withBlankDistanceRow', () => {
  it('adds one blank row at the end for typing another distance', () => {
    expect(withBlankDistanceRow([row('10', true)])).toEqual([row('10', true), row('')]);
    expect(withBlankDistanceRow([])).toEqual([row('')]);
  });

  it('does not add a second blank row', () => {
    expect(withBlankDistanceRow([row('10', true), row('')])).toEqual([row('10', true), row('')]);
  });
});
