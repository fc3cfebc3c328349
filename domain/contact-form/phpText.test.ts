import { describe, expect, it } from 'vitest';
import { asciiLower, normalizeNewlines, phpUrlScheme, stripWhitespaces } from './phpText';

describe('stripWhitespaces', () => {
  it('strips the Unicode whitespace Contact Form 7 strips, NEXT LINE included', () => {
    expect(stripWhitespaces('\u0085\u00a0 Maps\u3000\ufeff\r\n')).toBe('Maps');
    expect('\u0085x'.trim()).toBe('\u0085x');
  });

  it('keeps inner whitespace and other characters', () => {
    expect(stripWhitespaces(' a \u00a0 b ')).toBe('a \u00a0 b');
    expect(stripWhitespaces('\u200bx')).toBe('\u200bx');
  });
});

describe('asciiLower', () => {
  it('changes ASCII letters only, as PHP 8 strtolower', () => {
    expect(asciiLower('PDF.ÄÖ')).toBe('pdf.ÄÖ');
  });
});

describe('normalizeNewlines', () => {
  it('turns CRLF and CR into LF', () => {
    expect(normalizeNewlines('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

describe('phpUrlScheme', () => {
  it.each([
    ['http://example.com', 'http'],
    ['HTTP://example.com', 'HTTP'],
    ['mailto:someone@example.com', 'mailto'],
    ['tel:123456', 'tel'],
    ['urn:', 'urn'],
    ['http:/path', 'http'],
    ['file:///etc/passwd', 'file'],
  ])('finds the scheme of %j', (text, scheme) => {
    expect(phpUrlScheme(text)).toBe(scheme);
  });

  it.each([
    ['no colon', 'example.com'],
    ['a leading colon', ':x'],
    ['a host and port', 'localhost:8080'],
    ['a short number after the colon', 'tel:12345'],
    ['a path', '/a:b'],
    ['a bad scheme character', 'ht tp://x'],
    ['no host', 'http://'],
    ['a port that is not a number', 'http://example.com:ab/'],
  ])('finds none with %s', (_case, text) => {
    expect(phpUrlScheme(text)).toBeNull();
  });
});
