import { describe, expect, it } from 'vitest';
import {
  compareDates,
  countCharacters,
  isBlank,
  isDate,
  isEmail,
  isNumber,
  isoDayOfWeek,
  isTel,
  isTime,
  isUrl,
  parseDate,
} from './valueFormats';

describe('isEmail', () => {
  it.each([
    'a@b.co',
    'john.doe@example.com',
    "o'hara+tag@mail.example.org",
    "!#$%&'*+/=?^_`{|}~-@x.io",
    'UPPER@EXAMPLE.COM',
    '  padded@example.com  ',
    'x@sub-domain.example.co.uk',
    '1@2.34',
  ])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['shorter than 6 characters', 'a@b.c'],
    ['no @', 'example.com'],
    ['@ first', '@example.com'],
    ['two @', 'a@b@example.com'],
    ['space in local part', 'john doe@example.com'],
    ['comma in local part', 'a,b@example.com'],
    ['non-ASCII local part', 'jöhn@example.com'],
    ['single-label domain', 'john@localhost'],
    ['empty label', 'john@example..com'],
    ['leading dot in domain', 'john@.example.com'],
    ['trailing dot in domain', 'john@example.com.'],
    ['label starting with a dash', 'john@-example.com'],
    ['label ending with a dash', 'john@example-.com'],
    ['underscore in domain', 'john@ex_ample.com'],
    ['non-ASCII domain', 'john@exämple.com'],
    ['empty local part padding', ' @example.com'],
    ['empty', ''],
  ])('rejects %s', (_case, value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#top',
    'http://EXAMPLE.COM',
    'ftp://files.example.com/a.txt',
    'mailto:someone@example.com',
    'tel:+15551234',
    'urn:isbn:0451450523',
    'xmpp:user@example.com',
    'webcal://example.com/cal.ics',
    '  https://example.com  ',
    'https://exa mple.com',
    'tel:123456',
  ])('accepts %j', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no scheme', 'example.com'],
    ['scheme-relative', '//example.com'],
    ['scheme not allowed', 'javascript:alert(1)'],
    ['data scheme', 'data:text/plain,hi'],
    ['file scheme', 'file:///etc/passwd'],
    ['http without host', 'http://'],
    ['an upper-case scheme', 'HTTP://EXAMPLE.COM'],
    ['a mixed-case scheme', 'HtTpS://example.com'],
    ['a short number read as a port', 'tel:12345'],
    ['a port above 65535', 'http://example.com:70000/'],
    ['scheme-like prefix only', 'https'],
  ])('rejects %s', (_case, value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('isTel', () => {
  it.each(['+1 (555) 123-4567', '555.123.4567', '0123/456789', '+44 20 7946 0958', '0049 30 1234567', '555 1234 #12', '++123456', '123456', '+12345678901234'])(
    'accepts %j',
    (value) => {
      expect(isTel(value)).toBe(true);
    },
  );

  it.each([
    ['letters', '1-800-FLOWERS'],
    ['plus in the middle', '12+34'],
    ['too short once the extension is cut', '*31#123'],
    ['a no-break space, not PCRE whitespace', '+44\u00a020 7946 0958'],
    ['fewer than 6 characters', '12345'],
    ['more than 15 characters', '+123456789012345'],
    ['extension text', '555 1234 ext. 5'],
    ['only separators', '()-./'],
    ['plus alone', '+'],
    ['empty', ''],
  ])('rejects %s', (_case, value) => {
    expect(isTel(value)).toBe(false);
  });
});

describe('isNumber', () => {
  it.each(['0', '42', '-7', '3.14', '-0.5', '.5', '-.5', '1e10', '1E-3', '2.5e+4', ' 12 '])('accepts %j', (value) => {
    expect(isNumber(value)).toBe(true);
  });

  it.each(['', 'abc', '+1', '1.', '1,000', '0x1F', 'Infinity', 'NaN', '1e', '--1', '1 2', '.'])(
    'rejects %j',
    (value) => {
      expect(isNumber(value)).toBe(false);
    },
  );
});

describe('parseDate and isDate', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '12026-12-31', ' 2026-06-15 '])(
    'accepts %j',
    (value) => {
      expect(isDate(value)).toBe(true);
    },
  );

  it.each([
    ['impossible day in February', '2026-02-30'],
    ['29 February in a common year', '2025-02-29'],
    ['29 February in a century year', '1900-02-29'],
    ['31 April', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-01-00'],
    ['year 0000', '0000-01-01'],
    ['3-digit year', '999-01-01'],
    ['single-digit month', '2026-1-01'],
    ['slashes', '2026/01/01'],
    ['time attached', '2026-01-01T00:00'],
    ['empty', ''],
  ])('rejects %s', (_case, value) => {
    expect(isDate(value)).toBe(false);
  });

  it('splits a date into year, month and day without leading zeros on the year', () => {
    expect(parseDate('0999-03-04')).toEqual({ year: '999', month: 3, day: 4 });
  });
});

describe('compareDates', () => {
  const d = (text: string) => {
    const parsed = parseDate(text);
    if (parsed === null) throw new Error(`bad fixture ${text}`);
    return parsed;
  };

  it('orders by year, month and day', () => {
    expect(compareDates(d('2026-01-01'), d('2026-01-02'))).toBeLessThan(0);
    expect(compareDates(d('2026-02-01'), d('2026-01-31'))).toBeGreaterThan(0);
    expect(compareDates(d('2025-12-31'), d('2026-01-01'))).toBeLessThan(0);
    expect(compareDates(d('2026-05-05'), d('2026-05-05'))).toBe(0);
  });

  it('orders 5-digit years after 4-digit years', () => {
    expect(compareDates(d('10000-01-01'), d('9999-12-31'))).toBeGreaterThan(0);
  });
});

describe('isoDayOfWeek', () => {
  it.each([
    ['2024-01-01', 1],
    ['2026-02-28', 6],
    ['2026-03-01', 7],
    ['2000-02-29', 2],
    ['1970-01-01', 4],
    ['2400-03-01', 3],
    ['12000-01-01', 6],
  ])('%s is ISO day %i', (text, expected) => {
    const date = parseDate(text);
    expect(date).not.toBeNull();
    if (date !== null) expect(isoDayOfWeek(date)).toBe(expected);
  });
});

describe('isTime', () => {
  it.each(['00:00', '23:59', '09:05', '12:30:45', '23:59:59', ' 07:00 '])('accepts %j', (value) => {
    expect(isTime(value)).toBe(true);
  });

  it.each(['24:00', '12:60', '12:30:60', '9:05', '12:5', '12', '12:30:', '12-30', 'noon', ''])(
    'rejects %j',
    (value) => {
      expect(isTime(value)).toBe(false);
    },
  );
});

describe('countCharacters', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a\r\nb', 3],
    ['a\rb', 3],
    ['a\nb', 3],
    ['\r\n\r\n', 2],
    ['  a  ', 5],
    ['😀', 2],
    ['é', 1],
  ])('%j counts %i', (value, expected) => {
    expect(countCharacters(value)).toBe(expected);
  });
});

describe('isBlank', () => {
  it('treats empty and whitespace-only values as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\r\n')).toBe(true);
    expect(isBlank(' x ')).toBe(false);
    expect(isBlank('0')).toBe(false);
  });
});
