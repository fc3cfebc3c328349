/**
 * Text helpers that reproduce how Contact Form 7's server (PHP) reads posted text, so the
 * rules give its verdicts on the awkward inputs too: which whitespace is stripped, which
 * characters PCRE's `\s` covers, ASCII-only case folding, newline normalisation and the URL
 * scheme PHP's `parse_url()` finds.
 */

/**
 * Whitespace stripped from both ends of every posted value (CF7's `wpcf7_strip_whitespaces`):
 * the Unicode `White_Space` characters plus U+FEFF. It is JavaScript's `trim()` set plus
 * U+0085 (NEXT LINE), which `trim()` keeps.
 */
const surroundingWhitespace = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const leadingWhitespace = new RegExp(`^[${surroundingWhitespace}]+`);
const trailingWhitespace = new RegExp(`[${surroundingWhitespace}]+$`);

/** Strips surrounding whitespace as Contact Form 7 does before every rule: see {@link surroundingWhitespace}. */
export function stripWhitespaces(value: string): string {
  return value.replace(leadingWhitespace, '').replace(trailingWhitespace, '');
}

/**
 * The characters PHP's PCRE counts as `\s` in a pattern without the `u` flag: the ASCII
 * space, tab, line feed, vertical tab, form feed and carriage return only. No-break space and
 * other Unicode spaces are not whitespace there (JavaScript's `\s` would match them).
 */
export const pcreSpace = '\\t\\n\\v\\f\\r ';

/** PHP's `strtolower()` (PHP 8.2+): only ASCII letters change. */
export function asciiLower(value: string): string {
  return value.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** CF7's `wpcf7_normalize_newline`: each CRLF pair and each lone CR becomes LF. */
export function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

const schemeCharacters = /^[A-Za-z0-9+.-]+$/;

/**
 * The authority after `scheme://` as `parse_url()` judges it: false when PHP gives up on the
 * whole URL (no host, a port that is not a number or above 65535).
 */
function authorityParses(rest: string): boolean {
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const portAt = hostAndPort.startsWith('[') ? hostAndPort.indexOf(':', hostAndPort.indexOf(']')) : hostAndPort.lastIndexOf(':');
  const host = portAt === -1 ? hostAndPort : hostAndPort.slice(0, portAt);
  if (host === '') return false;
  if (portAt === -1) return true;
  const port = hostAndPort.slice(portAt + 1);
  if (port === '') return true;
  return /^[0-9]+$/.test(port) && Number(port) <= 65535;
}

/**
 * The scheme PHP's `parse_url()` (through WordPress's `wp_parse_url()`) finds in a text, with
 * its letter case kept, or `null` when it finds none or fails. Its quirks are kept on purpose:
 *
 * - text starting with `/` has no scheme;
 * - the part before the first `:` must be letters, digits, `+`, `-` and `.` only;
 * - `name:1234` with fewer than 6 digits up to the end or a `/` is read as a host and port, so
 *   `tel:12345` has no scheme while `tel:123456` has;
 * - `scheme://` with no host, or with a port that is not a number up to 65535, fails.
 */
export function phpUrlScheme(text: string): string | null {
  if (text.startsWith('/')) return null;
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const scheme = text.slice(0, colon);
  if (!schemeCharacters.test(scheme)) return null;
  const rest = text.slice(colon + 1);
  if (rest === '') return scheme;
  if (!rest.startsWith('/')) {
    const digits = /^[0-9]*/.exec(rest)?.[0] ?? '';
    const afterDigits = rest.slice(digits.length);
    const looksLikePort = (afterDigits === '' || afterDigits.startsWith('/')) && digits.length + 1 < 7;
    return looksLikePort ? null : scheme;
  }
  if (rest.startsWith('//') && asciiLower(scheme) !== 'file' && !authorityParses(rest.slice(2))) return null;
  return scheme;
}

const leadingNumber = /^[ \t\n\r\v\f]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/;

/**
 * PHP's `floatval()`: the number at the start of the text (after ASCII whitespace), or 0 when
 * there is none (`"12abc"` is 12, `"abc"` is 0).
 */
export function phpFloatval(value: string | number | undefined): number {
  if (typeof value === 'number') return value;
  const match = leadingNumber.exec(value ?? '');
  return match === null ? 0 : Number(match[0].trim());
}

/** PHP's `round($value, 6)`: half away from zero at the sixth decimal. */
export function phpRound6(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 1e6)) / 1e6;
}
