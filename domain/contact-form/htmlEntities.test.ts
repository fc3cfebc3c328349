import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './htmlEntities';

describe('decodeHtmlEntities decodes as PHP html_entity_decode(ENT_QUOTES | ENT_HTML5) does', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;x&quot; &apos;y&#39;', `"x" 'y'`],
    ['&#x41;&#X42;&#67;', 'ABC'],
    ['&#128512;', '😀'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['Caf&eacute; &copy; 2024&hellip;', 'Café © 2024…'],
    ['&mdash;Please choose&mdash;', '—Please choose—'],
    ['&NotEqualTilde;', '\u2242\u0338'],
    ['&#0065;&#x00041;&#x00000000000041;', 'AAA'],
    ['&#9;&#10;&#12;', '\t\n\f'],
  ])('%j decodes to %j', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });

  it.each([
    ['unknown names', '&constructor; &notanentity;'],
    ['a missing semicolon', 'AT&T &amp &eacute'],
    ['NUL and carriage return', '&#0; &#13; &#x0D;'],
    ['other C0 and C1 controls', '&#1; &#11; &#127; &#x80; &#x9F;'],
    ['surrogates and non-characters', '&#xD800; &#xFFFE; &#xFDD0; &#x1FFFF;'],
    ['code points out of range', '&#99999999; &#x110000;'],
  ])('leaves %s as written', (_what, input) => {
    expect(decodeHtmlEntities(input)).toBe(input);
  });

  it('decodes one level only', () => {
    expect(decodeHtmlEntities('&amp;amp;')).toBe('&amp;');
  });
});
