import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/maps/usa.svg', '/maps/usa.svg'],
    ['http://example.com:8080/a/b.svg?v=2#x', '/a/b.svg?v=2#x'],
    ['HTTPS://EXAMPLE.COM/Path', '/Path'],
    ['//cdn.example.com/a.svg', '/a.svg'],
    ['https://example.com', '/'],
    ['https://example.com/', '/'],
    ['https://example.com?x=1', '/?x=1'],
    ['https://user:pass@example.com/a', '/a'],
    ['  https://example.com/a  ', '/a'],
    // Extra slashes after the host would otherwise leave a protocol-relative link to b.example.
    ['https://a.example//b.example/x', '/b.example/x'],
    ['https://a.example/\\b.example/x', '/b.example/x'],
    ['\\\\cdn.example.com/a.svg', '/a.svg'],
  ])('strips the host from %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  it.each([
    ['/maps/usa.svg'],
    ['maps/usa.svg'],
    ['../usa.svg'],
    ['?page=2'],
    ['#/m/US-TX'],
    ['mailto:someone@example.com'],
    ['tel:+123'],
    [''],
  ])('leaves %j as it is', (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});
