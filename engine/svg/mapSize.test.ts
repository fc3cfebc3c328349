import { describe, expect, it } from 'vitest';
import usa from '../../fixtures/maps/geo-calibrated-usa.svg?raw';
import { parseSvgMap } from './parseSvgMap';
import { readMapSizeOfText } from './mapSize';

describe('a map file\'s size read from its root element alone', () => {
  it('gives the parsed document\'s size and view box, for a real map file', () => {
    const parsed = parseSvgMap(usa);
    const read = readMapSizeOfText(usa, undefined);
    expect(read).toEqual({ width: parsed.width, height: parsed.height, viewBox: parsed.viewBox, geoViewBox: parsed.geoViewBox });
  });

  it('reads past a prolog, comments and a document type, and a configured view box wins', () => {
    const text = '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]>\n<svg xmlns="&ns;" width="200" height="100"><path id="a" d="M0 0 L1 1"/></svg>';
    expect(readMapSizeOfText(text, undefined)?.viewBox).toEqual([0, 0, 200, 100]);
    expect(readMapSizeOfText(text, [10, 10, 50, 25])?.viewBox).toEqual([10, 10, 50, 25]);
  });

  it('gives nothing for what is not a map file, so the parse that follows says why', () => {
    expect(readMapSizeOfText('<html><body/></html>', undefined)).toBeNull();
    expect(readMapSizeOfText('<svg></svg>', undefined)).toBeNull();
    expect(readMapSizeOfText('not xml at all', undefined)).toBeNull();
    expect(readMapSizeOfText('', undefined)).toBeNull();
  });
});
