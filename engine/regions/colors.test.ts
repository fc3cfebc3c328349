import { describe, expect, it } from 'vitest';
import { TRANSPARENT, toRgba8 } from './colors';

describe('toRgba8', () => {
  it('turns CSS colours into bytes with the opacity applied', () => {
    expect(toRgba8('#ff8000')).toEqual({ r: 255, g: 128, b: 0, a: 255 });
    expect(toRgba8('rgba(0, 0, 255, 0.5)', 0.5)).toEqual({ r: 0, g: 0, b: 255, a: 64 });
    expect(toRgba8('red', 0)).toEqual({ r: 255, g: 0, b: 0, a: 0 });
  });

  it('makes none and transparent invisible', () => {
    expect(toRgba8('none')).toEqual(TRANSPARENT);
    expect(toRgba8(' transparent ')).toEqual(TRANSPARENT);
  });

  it('falls back for paint servers, unreadable and empty values, also when cached', () => {
    const grey = { r: 128, g: 128, b: 128, a: 255 };
    expect(toRgba8('url(#gradient)', 1, grey)).toEqual(grey);
    expect(toRgba8('url(#gradient)', 1, grey)).toEqual(grey);
    expect(toRgba8('', 1, grey)).toEqual(grey);
    expect(toRgba8(null, 1, grey)).toEqual(grey);
  });

  it('gives the same answer from the cache as on first parse', () => {
    const first = toRgba8('#123456', 0.25);
    expect(toRgba8('#123456', 0.25)).toEqual(first);
    expect(first.a).toBe(64);
  });
});
