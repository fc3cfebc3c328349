import { describe, expect, it } from 'vitest';
import { parseBoolean } from './parseBoolean';

describe('parseBoolean', () => {
  it.each(['on', 'true', '1', 'yes', 'y', 'ON', 'True', 'YES', 'Y', ' on ', '\ttrue\n'])(
    'reads %j as true',
    (value) => {
      expect(parseBoolean(value)).toBe(true);
    },
  );

  it.each(['off', 'false', '0', 'no', 'n', 'OFF', 'False', 'No', 'N', '  0  '])(
    'reads %j as false',
    (value) => {
      expect(parseBoolean(value)).toBe(false);
    },
  );

  it.each(['', ' ', 'maybe', 'yess', 'nope', '2', '-1', '1.0', 'tru', 'o n', 'null', 'undefined'])(
    'leaves %j undefined',
    (value) => {
      expect(parseBoolean(value)).toBeUndefined();
    },
  );

  it('passes real booleans through', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
  });

  it('reads the numbers 1 and 0 but no other number', () => {
    expect(parseBoolean(1)).toBe(true);
    expect(parseBoolean(0)).toBe(false);
    expect(parseBoolean(2)).toBeUndefined();
    expect(parseBoolean(Number.NaN)).toBeUndefined();
  });

  it.each([null, undefined, {}, [], ['true']])('leaves %j undefined', (value) => {
    expect(parseBoolean(value)).toBeUndefined();
  });
});
