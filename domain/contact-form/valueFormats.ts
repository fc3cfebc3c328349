import { pcreSpace, phpUrlScheme, stripWhitespaces } from './phpText';

/**
 * URL schemes a `url` field accepts: WordPress's `wp_allowed_protocols()`, which Contact
 * Form 7 checks on both its client and its server.
 */
const allowedUrlSchemes: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp',
  'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

/**
 * WordPress `is_email()` as Contact Form 7 ports it to the browser. The value is trimmed,
 * then must have at least 6 characters, exactly one `@` that is not first, a local part of
 * `A-Z a-z 0-9 ! # $ % & ' * + / = ? ^ _ \` { | } ~ . -` only, and a domain of at least two
 * dot-separated labels, none empty, none starting or ending with `-`, each made of ASCII
 * letters, digits and hyphens. Non-ASCII (internationalised) addresses are rejected on both
 * sides, exactly as WordPress does.
 */
export function isEmail(value: string): boolean {
  const text = stripWhitespaces(value);
  if (text.length < 6) return false;
  if (text.indexOf('@', 1) === -1) return false;
  if (text.indexOf('@') !== text.lastIndexOf('@')) return false;

  const at = text.indexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  // Empty labels (`a..b`, a leading or trailing dot) and whitespace fail the label pattern.
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(label));
}

/**
 * A URL as Contact Form 7's server judges it (`wpcf7_is_url`): the scheme PHP's `parse_url()`
 * finds ({@link phpUrlScheme}) must be in {@link allowedUrlSchemes}, compared case-sensitively,
 * so `HTTP://example.com` is refused; the rest of the URL is not checked (`https://exa mple.com`
 * passes). `example.com` has no scheme and `javascript:alert(1)` a scheme not allowed.
 */
export function isUrl(value: string): boolean {
  const scheme = phpUrlScheme(stripWhitespaces(value));
  return scheme !== null && allowedUrlSchemes.includes(scheme);
}

/** A telephone number's shortest and longest length, a leading `+` included. */
const telLength = { min: 6, max: 15 } as const;

/**
 * A telephone number as Contact Form 7's server judges it (`wpcf7_is_tel`):
 *
 * 1. an extension is cut off: everything from the first `#` or `*` to the end of the line;
 * 2. parentheses, `/`, `.`, `*`, `#`, `-` and ASCII whitespace (PCRE's `\s` without the `u`
 *    flag, so a no-break space is NOT removed and makes the number invalid) are removed;
 * 3. a number starting with `+` or `00` is international: its leading run of `+` and `0` is
 *    replaced by one `+` (`0049…` becomes `+49…`);
 * 4. what is left must be digits with an optional leading `+`, 6 to 15 characters long.
 */
export function isTel(value: string): boolean {
  // PCRE's `.` stops at LF and its `$` also matches before a final LF.
  let text = stripWhitespaces(value).replace(/[#*][^\n]*(?=\n?$)/g, '');
  text = text.replace(new RegExp(`[()/.*#${pcreSpace}-]+`, 'g'), '');
  if (text.startsWith('+') || text.startsWith('00')) text = `+${text.replace(/^[+0]+/, '')}`;
  return /^[+]?[0-9]+$/.test(text) && text.length >= telLength.min && text.length <= telLength.max;
}

/**
 * A valid floating-point number as HTML's number input defines it: optional leading `-`, digits
 * with an optional fraction (or a fraction alone, `.5`), optional exponent. The value is
 * trimmed first. A leading `+`, a trailing dot (`1.`), `Infinity`, hex and thousands separators
 * are rejected, on the server too, where PHP's looser `is_numeric()` would take some of them.
 */
export function isNumber(value: string): boolean {
  const text = stripWhitespaces(value);
  return /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(text) || /^-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(text);
}

/** A calendar date split into parts. `year` stays a digit string: years may exceed 4 digits. */
interface DateParts {
  readonly year: string;
  readonly month: number;
  readonly day: number;
}

/**
 * Parses `YYYY-MM-DD` (year of 4 or more digits, month and day of exactly 2) into parts, or
 * `null`. The date must exist in the proleptic Gregorian calendar: `2026-02-30` and
 * `2025-02-29` are rejected, `2024-02-29` accepted, year `0000` rejected (as PHP's
 * `checkdate()` does on Contact Form 7's server; its client only checks the shape, and the
 * strict answer wins on both sides). Surrounding whitespace is trimmed.
 */
export function parseDate(value: string): DateParts | null {
  const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(stripWhitespaces(value));
  if (match === null) return null;
  const year = (match[1] ?? '').replace(/^0+(?=[0-9])/, '');
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year === '0' || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether the value is a valid date; see {@link parseDate} for the exact rules. */
export function isDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** The year modulo 400, read digit by digit so that years of any length stay exact. */
function yearMod400(year: string): number {
  let remainder = 0;
  for (const digit of year) remainder = (remainder * 10 + Number(digit)) % 400;
  return remainder;
}

/** Gregorian leap year; the rule repeats every 400 years, so the remainder is enough. */
function isLeapYear(year: string): boolean {
  const y = yearMod400(year);
  return y % 4 === 0 && (y % 100 !== 0 || y === 0);
}

function daysInMonth(year: string, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Compares two dates in calendar order: negative if `a` is earlier, positive if later, 0 if
 * equal. Years compare numerically, so `10000-01-01` is later than `9999-12-31` (a plain string
 * comparison, as Contact Form 7's client does, gets 5-digit years wrong).
 */
export function compareDates(a: DateParts, b: DateParts): number {
  if (a.year.length !== b.year.length) return a.year.length - b.year.length;
  if (a.year !== b.year) return a.year < b.year ? -1 : 1;
  if (a.month !== b.month) return a.month - b.month;
  return a.day - b.day;
}

/** ISO day of week of a date: Monday is 1, Sunday is 7. */
export function isoDayOfWeek(date: DateParts): number {
  // Sakamoto's method; the weekday cycle repeats every 400 years, so long years stay exact.
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  let year = yearMod400(date.year);
  if (date.month < 3) year = (year + 399) % 400;
  const sundayBased =
    (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) +
      (offsets[date.month - 1] ?? 0) + date.day) % 7;
  return sundayBased === 0 ? 7 : sundayBased;
}

/**
 * A time of day `HH:MM` or `HH:MM:SS`, two digits each, hours 0-23, minutes and seconds 0-59.
 * Surrounding whitespace is trimmed; `24:00` and leap second `23:59:60` are rejected.
 */
export function isTime(value: string): boolean {
  const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(stripWhitespaces(value));
  if (match === null) return false;
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && seconds <= 59;
}

/**
 * Length of a text value as both sides count it: UTF-16 code units (what a browser's
 * `maxlength` counts, and what Contact Form 7's server counts with `wpcf7_count_code_units`),
 * after normalising each CRLF pair and each lone CR to one LF, as a browser's textarea value
 * does. So `"a\r\nb"` is 3 long and an emoji outside the BMP counts 2. The value is not
 * trimmed: surrounding spaces count, as they do for the browser's own length constraints.
 */
export function countCharacters(value: string): number {
  return value.replace(/\r\n?/g, '\n').length;
}

/**
 * Whether a string value counts as empty for `required` and is skipped by the other rules:
 * empty once its surrounding whitespace is stripped as Contact Form 7 strips it
 * ({@link stripWhitespaces}, which also takes U+0085 NEXT LINE, unlike `trim()`).
 */
export function isBlank(value: string): boolean {
  return stripWhitespaces(value) === '';
}
