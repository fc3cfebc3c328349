import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './htmlEntities';

describe('decodeHtmlEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;x&quot; &apos;y&#39;', `"x" 'y'`],
    ['&#x41;&#X42;&#67;', 'ABC'],
    ['&#128512;', '😀'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&copy; &constructor; &#0; &#xD800; &#99999999;', '&copy; &constructor; &#0; &#xD800; &#99999999;'],
    ['AT&T', 'AT&T'],
    ['&amp;amp;', '&amp;'],
  ])('%j decodes to %j', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });
});
