import { describe, expect, it } from 'vitest';
import { escapeFormText, formatAttributes } from './htmlAttributes';

describe('escapeFormText escapes as WordPress esc_attr does, without encoding twice', () => {
  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['Caf&eacute;', 'Caf&eacute;'],
    ['&#39;quoted&#x27;', '&#39;quoted&#x27;'],
    ['<b>"x"</b>', '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'],
    ["it's", 'it&#39;s'],
    ['&notanentity; &#0;', '&amp;notanentity; &amp;#0;'],
    ['AT&T &amp', 'AT&amp;T &amp;amp'],
  ])('%j becomes %j', (input, expected) => {
    expect(escapeFormText(input)).toBe(expected);
  });

  it('is what attribute values are written with', () => {
    expect(formatAttributes([['value', 'Caf&eacute; & "bar"']])).toBe('value="Caf&eacute; &amp; &quot;bar&quot;"');
  });
});
