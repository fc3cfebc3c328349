import { describe, expect, it } from 'vitest';
import { parseContainerSize } from './parseContainerSize';

describe('parseContainerSize', () => {
  it.each([
    ['200', '200px'],
    [200, '200px'],
    [0, '0px'],
    ['12.5', '12.5px'],
    [' 250 ', '250px'],
    ['250px', '250px'],
    ['250PX', '250PX'],
    ['50%', '50%'],
    ['100 %', '100 %'],
    ['auto', 'auto'],
    ['AUTO', 'AUTO'],
    ['10em', '10empx'],
    ['calc(100% - 10px)', 'calc(100% - 10px)px'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseContainerSize(value)).toBe(expected);
  });

  it('keeps a blank size blank', () => {
    expect(parseContainerSize('')).toBe('');
    expect(parseContainerSize('   ')).toBe('');
  });
});
