import { describe, expect, it } from 'vitest';
import { parseSvgMap } from './parseSvgMap';

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">${body}</svg>`;

const SQUARE = '<path id="square" d="M0 0H10V10H0Z"/>';

describe('parseSvgMap: <use> references', () => {
  it('draws a copy of a shape from <defs> at the use element\'s x and y and transform', () => {
    const doc = parseSvgMap(svg(`<defs>${SQUARE}</defs><use href="#square" x="20" y="5" transform="scale(2)" fill="#f00"/>`));
    expect(doc.regions).toHaveLength(0);
    const copies = doc.decorations.filter((d) => d.kind === 'shape');
    expect(copies).toHaveLength(1);
    const copy = copies[0];
    if (copy?.kind !== 'shape') throw new Error('no copy');
    expect(copy.bbox).toEqual({ minX: 40, minY: 10, maxX: 60, maxY: 30 });
    expect(copy.fill).toBe('#f00');
  });

  it('makes the copy a region when the use element carries a region id', () => {
    const doc = parseSvgMap(svg(`<defs>${SQUARE}</defs><use id="US-TX" xlink:href="#square" x="50"/>`), { regionPrefix: 'US-' });
    expect(doc.regions.map((r) => [r.id, r.bbox.minX])).toEqual([['TX', 50]]);
  });

  it('never copies ids: the original and its copies stay one region', () => {
    const doc = parseSvgMap(svg(`${SQUARE}<use href="#square" x="30"/><use href="#square" x="60"/>`));
    expect(doc.regions.map((r) => r.id)).toEqual(['square']);
    expect(doc.decorations.filter((d) => d.kind === 'shape')).toHaveLength(2);
  });

  it('draws the content of a referenced symbol or group, even when it is defined later', () => {
    const doc = parseSvgMap(svg(
      '<use href="#pin" x="10" y="10"/><use href="#pair" y="50"/>'
      + '<symbol id="pin"><circle r="2"/></symbol><g id="pair"><rect width="1" height="1"/><rect x="5" width="1" height="1"/></g>',
    ));
    const boxes = doc.decorations.flatMap((d) => (d.kind === 'shape' ? [[Math.round(d.bbox.minX), Math.round(d.bbox.minY)]] : []));
    expect(boxes).toEqual([[8, 8], [0, 50], [5, 50], [0, 0], [5, 0]]);
    expect(doc.groups.map((g) => g.key)).toEqual(['pair']);
  });

  it('draws nothing for references that loop or point nowhere, and does not hang', () => {
    const doc = parseSvgMap(svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/>' + SQUARE + '</g><use href="#missing"/>'));
    expect(doc.regions.map((r) => r.id)).toEqual(['square']);
    expect(doc.decorations.filter((d) => d.kind === 'shape').length).toBeLessThanOrEqual(4);
  });

  it('keeps copies inside <defs> undrawn', () => {
    const doc = parseSvgMap(svg(`${SQUARE}<defs><use href="#square"/></defs>`));
    expect(doc.decorations).toHaveLength(0);
  });
});
