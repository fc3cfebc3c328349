import { describe, expect, it } from 'vitest';
import {
  defaultFileSizeLimit,
  getDateOption,
  getDefaultIndexValues,
  getLimitOption,
  getMaxLengthOption,
  getMinLengthOption,
  getNumberOption,
} from './tagOptions';

const tag = (...options: string[]) => ({ options });

describe('getLimitOption', () => {
  it.each([
    [['limit:100'], 100],
    [['limit:2kb'], 2048],
    [['limit:2KB'], 2048],
    [['limit:3mb'], 3 * 1048576],
    [['limit:5b'], 5],
    [['limit:0'], defaultFileSizeLimit],
    [['limit:01mb'], defaultFileSizeLimit],
    [['limit:1gb'], defaultFileSizeLimit],
    [['limit:x', 'limit:7'], 7],
    [[], 1048576],
  ])('%j gives %i bytes', (options, expected) => {
    expect(getLimitOption(tag(...options))).toBe(expected);
  });
});

describe('getMinLengthOption and getMaxLengthOption', () => {
  it('read the options', () => {
    expect(getMinLengthOption(tag('minlength:5'))).toBe(5);
    expect(getMaxLengthOption(tag('maxlength:9'), 400)).toBe(9);
  });
  it('treat zero and malformed values as unset', () => {
    expect(getMinLengthOption(tag('minlength:0'))).toBeNull();
    expect(getMinLengthOption(tag('minlength:-3'))).toBeNull();
    expect(getMaxLengthOption(tag('maxlength:0'), 400)).toBe(400);
    expect(getMaxLengthOption(tag('maxlength:abc'))).toBeNull();
  });
  it('fall back to the size/maxlength shorthand', () => {
    expect(getMaxLengthOption(tag('40/100'), 400)).toBe(100);
    expect(getMaxLengthOption(tag('40x10/250'), 400)).toBe(250);
    expect(getMaxLengthOption(tag('/0'), 400)).toBe(0);
    expect(getMaxLengthOption(tag('40/'), 400)).toBe(400);
  });
});

describe('getDateOption', () => {
  it('returns literal dates', () => {
    expect(getDateOption(tag('min:2026-05-01'), 'min')).toBe('2026-05-01');
    expect(getDateOption(tag('min:2026-05-01'), 'max')).toBeNull();
  });
  it.each([
    ['today', '2026-03-10'],
    ['today+3days', '2026-03-13'],
    ['today-1day', '2026-03-09'],
    ['today+2weeks', '2026-03-24'],
    ['today-1month', '2026-02-10'],
    ['today+1year', '2027-03-10'],
    ['today+5fortnights', '2026-03-15'],
    ['today-10', '2026-02-28'],
  ])('resolves %s against 2026-03-10 as %s', (option, expected) => {
    expect(getDateOption(tag(`min:${option}`), 'min', '2026-03-10')).toBe(expected);
  });
  it('overflows month steps like strtotime', () => {
    expect(getDateOption(tag('max:today+1month'), 'max', '2026-01-31')).toBe('2026-03-03');
    expect(getDateOption(tag('max:today+1year'), 'max', '2024-02-29')).toBe('2025-03-01');
  });
  it('drops relative dates without today and ignores malformed bounds', () => {
    expect(getDateOption(tag('min:today'), 'min')).toBeNull();
    expect(getDateOption(tag('min:tomorrow'), 'min', '2026-01-01')).toBeNull();
    expect(getDateOption(tag('min:2026-5-1'), 'min', '2026-01-01')).toBeNull();
  });
});

describe('getNumberOption', () => {
  it('reads signed decimal bounds', () => {
    expect(getNumberOption(tag('min:-2.5', 'max:.5'), 'min')).toBe('-2.5');
    expect(getNumberOption(tag('min:-2.5', 'max:.5'), 'max')).toBe('.5');
  });
  it('ignores malformed bounds', () => {
    expect(getNumberOption(tag('min:1e3'), 'min')).toBeNull();
    expect(getNumberOption(tag('min:+1'), 'min')).toBeNull();
    expect(getNumberOption(tag('minlength:3'), 'min')).toBeNull();
  });
});

describe('getDefaultIndexValues', () => {
  const values = ['Red', 'Green', 'Blue'];
  it.each([
    [['default:1'], ['Red']],
    [['default:1_3'], ['Red', 'Blue']],
    [['default:3', 'default:1_3'], ['Blue', 'Red']],
    [['default:0_4'], []],
    [['default:get'], []],
    [['default:2__2'], ['Green']],
    [[], []],
  ])('%j selects %j', (options, expected) => {
    expect(getDefaultIndexValues({ options, values })).toEqual(expected);
  });
});
