import { describe, expect, it } from 'vitest';
import { parseSvgMap, parseSvgMapInStages } from './parseSvgMap';
import { SvgParseError } from './SvgParseError';
import type { SvgRegion, SvgTextDecoration } from './types';

const svg = (body: string, root = 'width="100" height="50"'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`;

function region(text: string, id: string, options = {}): SvgRegion {
  const found = parseSvgMap(text, options).regions.find((r) => r.id === id);
  if (!found) throw new Error(`no region ${id}`);
  return found;
}

function points(r: SvgRegion, ring = 0): number[] {
  return Array.from(r.rings[ring] ?? [], (v) => +v.toFixed(6));
}

describe('parseSvgMap: size and view boxes', () => {
  it('uses width and height for the view box when the file has none', () => {
    const doc = parseSvgMap(svg(''));
    expect([doc.width, doc.height, doc.viewBox]).toEqual([100, 50, [0, 0, 100, 50]]);
  });

  it('takes the size from the viewBox when width and height are missing or percentages', () => {
    const doc = parseSvgMap(svg('', 'width="100%" viewBox="10 20 300 200"'));
    expect([doc.width, doc.height, doc.viewBox]).toEqual([300, 200, [10, 20, 300, 200]]);
  });

  it('uses a configured viewBox only when it has exactly 4 values', () => {
    expect(parseSvgMap(svg(''), { viewBox: [1, 2, 3, 4] }).viewBox).toEqual([1, 2, 3, 4]);
    expect(parseSvgMap(svg(''), { viewBox: [1, 2, 3] }).viewBox).toEqual([0, 0, 100, 50]);
    expect(parseSvgMap(svg(''), { viewBox: [1, 2, 0, 4] }).viewBox).toEqual([0, 0, 100, 50]);
    expect(parseSvgMap(svg(''), { viewBox: [1, 2, 3, -4] }).viewBox).toEqual([0, 0, 100, 50]);
  });

  it('reads mapsvg:geoViewBox only when it has 4 numbers', () => {
    const ok = parseSvgMap(svg('', 'width="1" height="1" mapsvg:geoViewBox="-10.5 60 1.7 49.1"'));
    expect(ok.geoViewBox).toEqual([-10.5, 60, 1.7, 49.1]);
    const bad = parseSvgMap(svg('', 'width="1" height="1" mapsvg:geoViewBox="-10.5 60 1.7"'));
    expect(bad.geoViewBox).toBeUndefined();
  });

  it.each([['0 60 0 49'], ['10 60 -10 49'], ['-10 90 10 49'], ['-10 49 10 60'], ['-1e308 60 1e308 49']])(
    'leaves the map uncalibrated for the unusable extent %j instead of placing markers at NaN', (extent) => {
      expect(parseSvgMap(svg('', `width="1" height="1" mapsvg:geoViewBox="${extent}"`)).geoViewBox).toBeUndefined();
    });

  it('refuses a file with neither width and height nor a viewBox, saying why', () => {
    const attempt = (): unknown => parseSvgMap(svg('', 'width="100"'));
    expect(attempt).toThrow(SvgParseError);
    expect(attempt).toThrow(/can't be parsed.*width and height.*viewBox/);
  });

  it('reports malformed XML with the XML error and its position', () => {
    try {
      parseSvgMap('<svg width="1" height="1"><path id="a"></svg>');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SvgParseError);
      expect((error as SvgParseError).code).toBe('malformed-xml');
      expect((error as Error).message).toMatch(/can't be parsed: .*1:\d+/);
    }
  });

  it('refuses a document whose root is not <svg> (an HTML error page, say)', () => {
    expect(() => parseSvgMap('<html><body>Not found</body></html>')).toThrow(/root element is <html>/);
  });
});

describe('parseSvgMap: regions and decorations', () => {
  it('makes regions of shapes with ids and decorations of the rest, in draw order', () => {
    const doc = parseSvgMap(svg(
      '<path id="A" d="M0 0h10v10z"/><path d="M0 0h5v5z"/><rect id="B" width="4" height="4"/>'
      + '<text x="5" y="6" font-size="12" fill="red">Hello <tspan>world</tspan></text>'
      + '<image href="pin.png" x="1" y="2" width="3" height="4"/>',
    ));
    expect(doc.regions.map((r) => [r.id, r.order])).toEqual([['A', 0], ['B', 2]]);
    expect(doc.decorations.map((d) => [d.kind, d.order])).toEqual([['shape', 1], ['text', 3], ['image', 4]]);
    const text = doc.decorations[1] as SvgTextDecoration;
    expect([text.text, text.x, text.y, text.fontSize, text.fill]).toEqual(['Hello world', 5, 6, 12, 'red']);
    expect(doc.decorations[2]).toMatchObject({ href: 'pin.png', x: 1, y: 2, width: 3, height: 4 });
  });

  it('filters regions by prefix and drops the prefix from the id', () => {
    const doc = parseSvgMap(svg('<path id="r-US" d="M0 0h1v1z"/><path id="US" d="M0 0h1v1z"/>'), { regionPrefix: 'r-' });
    expect(doc.regions.map((r) => [r.id, r.elementId])).toEqual([['US', 'r-US']]);
    expect(doc.decorations).toHaveLength(1);
  });

  it('takes the title from the attribute, else from a <title> child', () => {
    const text = svg('<path id="A" title="Alpha" d="M0 0h1v1z"><title>ignored</title></path>'
      + '<path id="B" d="M0 0h1v1z"><title> Beta </title></path><path id="C" d="M0 0h1v1z"/>');
    expect(parseSvgMap(text).regions.map((r) => r.title)).toEqual(['Alpha', 'Beta', null]);
  });

  it('keeps data-* attributes such as label positions', () => {
    expect(region(svg('<path id="A" data-label-x="3" d="M0 0h1v1z"/>'), 'A').dataset).toEqual({ 'label-x': '3' });
  });

  it('skips defs, metadata and editor elements', () => {
    const doc = parseSvgMap(svg('<defs><path id="hidden" d="M0 0h1v1z"/></defs>'
      + '<metadata><path id="meta" d="M0 0h1v1z"/></metadata><sodipodi:namedview id="base"/>'));
    expect(doc.regions).toEqual([]);
    expect(doc.decorations).toEqual([]);
  });
});

describe('parseSvgMap: style', () => {
  it('inherits presentation attributes and lets style declarations override them', () => {
    const text = svg('<g fill="blue" stroke="black" stroke-width="2"><path id="A" fill="green" '
      + 'style="fill:#ff0000;stroke-width:0.5px;fill-opacity:50%" d="M0 0h1v1z"/></g>');
    expect(region(text, 'A')).toMatchObject({ fill: '#ff0000', stroke: 'black', strokeWidth: 0.5, fillOpacity: 0.5 });
  });

  it('reports unauthored fill and stroke as null, so the map options decide', () => {
    expect(region(svg('<path id="A" d="M0 0h1v1z"/>'), 'A')).toMatchObject({ fill: null, stroke: null, strokeWidth: null });
  });

  it('applies <style> rules by element, class and id, in specificity order', () => {
    const text = svg('<defs><style>path{fill:gray} .land{fill:green;stroke:white} #FR{fill:blue}</style></defs>'
      + '<path id="FR" class="land" d="M0 0h1v1z"/><path id="DE" class="land" d="M0 0h1v1z"/><path id="X" d="M0 0h1v1z"/>');
    const doc = parseSvgMap(text);
    expect(doc.regions.map((r) => [r.id, r.fill, r.stroke])).toEqual([
      ['FR', 'blue', 'white'], ['DE', 'green', 'white'], ['X', 'gray', null],
    ]);
  });

  it('marks shapes under display:none or visibility:hidden as not visible', () => {
    const doc = parseSvgMap(svg('<g style="display:none"><path id="A" d="M0 0h1v1z"/></g>'
      + '<g visibility="hidden"><path id="B" d="M0 0h1v1z"/><path id="C" visibility="visible" d="M0 0h1v1z"/></g>'
      + '<path id="D" d="M0 0h1v1z"/>'));
    expect(doc.regions.map((r) => [r.id, r.visible])).toEqual([['A', false], ['B', false], ['C', true], ['D', true]]);
  });

  it('multiplies group opacity into the shape opacity and keeps the fill rule', () => {
    const r = region(svg('<g opacity="0.5"><path id="A" opacity="0.5" fill-rule="evenodd" d="M0 0h1v1z"/></g>'), 'A');
    expect([r.opacity, r.fillRule]).toEqual([0.25, 'evenodd']);
  });
});

describe('parseSvgMap: geometry', () => {
  it('composes nested transforms down the tree into map coordinates', () => {
    const text = svg('<g transform="translate(100,0)"><g transform="scale(10)">'
      + '<path id="A" transform="rotate(90)" d="M0 0 L1 0 L1 1 z"/></g></g>');
    expect(points(region(text, 'A'))).toEqual([100, 0, 100, 10, 90, 10]);
  });

  it('records the group ancestry of each region, outermost first', () => {
    const doc = parseSvgMap(svg('<g id="layer1" inkscape:label="States"><g><path id="A" d="M0 0h1v1z"/></g></g>'
      + '<path id="B" d="M0 0h1v1z"/>'));
    expect(doc.regions.map((r) => r.groupIds)).toEqual([['layer1', 'group-1'], []]);
    expect(doc.groups).toEqual([
      { key: 'layer1', elementId: 'layer1', label: 'States', parentKey: null, visible: true },
      { key: 'group-1', elementId: null, label: null, parentKey: 'layer1', visible: true },
    ]);
  });

  it('turns basic shapes into rings: rect, polygon, polyline and line', () => {
    const doc = parseSvgMap(svg('<rect id="R" x="1" y="2" width="3" height="4"/>'
      + '<polygon id="P" points="0,0 4,0 4,4"/><polyline id="L" points="0 0 5 5 9"/>'
      + '<line id="N" x1="1" y1="1" x2="2" y2="3"/>'));
    const rings = Object.fromEntries(doc.regions.map((r) => [r.id, [Array.from(r.rings[0] ?? []), r.closed[0]]]));
    expect(rings).toEqual({
      R: [[1, 2, 4, 2, 4, 6, 1, 6], true],
      P: [[0, 0, 4, 0, 4, 4], true],
      L: [[0, 0, 5, 5], false],
      N: [[1, 1, 2, 3], false],
    });
  });

  it('flattens circles and rounded rects within the tolerance, even when scaled up', () => {
    const text = svg('<g transform="scale(10)"><circle id="C" cx="10" cy="10" r="5"/>'
      + '<rect id="R" width="20" height="10" rx="3"/></g>');
    const circle = region(text, 'C', { flattenTolerance: 0.1 });
    const ring = circle.rings[0] ?? new Float64Array();
    for (let i = 0; i < ring.length; i += 2) {
      expect(Math.hypot((ring[i] ?? 0) - 100, (ring[i + 1] ?? 0) - 100)).toBeCloseTo(50, 6);
    }
    // Each chord's midpoint stays within the tolerance of the true circle.
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = ring;
    expect(50 - Math.hypot((x0 + x1) / 2 - 100, (y0 + y1) / 2 - 100)).toBeLessThanOrEqual(0.1);
    expect(circle.bbox.minX).toBeCloseTo(50, 1);
    const rect = region(text, 'R', { flattenTolerance: 0.1 });
    expect(rect.bbox).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 100 });
    expect(rect.rings[0]?.slice(0, 2)).toEqual(new Float64Array([30, 0]));
  });

  it('keeps open subpaths open for strokes but drops lone move-tos', () => {
    const r = region(svg('<path id="A" d="M0 0 L10 0 L10 10 M50 50 M0 20 L 5 20 L 5 25 L 0 20"/>'), 'A');
    expect(r.closed).toEqual([false, true]);
    expect(r.bbox).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 25 });
  });
});

describe('parseSvgMap: text', () => {
  it('places text at its first tspan when the text element has no position, scaled by transforms', () => {
    const doc = parseSvgMap(svg('<g transform="translate(10,20) scale(2)" font-size="6">'
      + '<text><tspan x="1" y="2">A</tspan><tspan x="50" y="50">B</tspan></text></g>'));
    expect(doc.decorations[0]).toMatchObject({ kind: 'text', text: 'AB', x: 12, y: 24, fontSize: 12 });
  });
});

describe('parseSvgMapInStages: elements first, paths\' data later', () => {
  const text = svg('<g transform="translate(5 0)"><path id="A" d="M0 0 H10 V10 Z"/><rect id="B" x="20" y="0" width="5" height="5"/></g>'
    + '<use href="#A" x="30"/>');

  it('leaves each path\'s data with its matrix, the shapes without rings until completed, and completes to what parseSvgMap reads', () => {
    const staged = parseSvgMapInStages(text);
    const a = staged.outline.regions.find((r) => r.id === 'A')!;
    expect(a.rings).toEqual([]);
    // The rectangle, not a path, is read at once.
    expect(staged.outline.regions.find((r) => r.id === 'B')!.bbox).toEqual({ minX: 25, minY: 0, maxX: 30, maxY: 5 });
    expect(staged.paths.map((p) => [p.d, p.matrix])).toEqual([
      ['M0 0 H10 V10 Z', [1, 0, 0, 1, 5, 0]],
      ['M0 0 H10 V10 Z', [1, 0, 0, 1, 30, 0]],
    ]);
    expect(staged.paths[0]!.shape).toBe(a);
    const completed = staged.complete();
    expect(completed).toBe(staged.outline);
    expect(completed).toEqual(parseSvgMap(text));
    expect(a.bbox).toEqual({ minX: 5, minY: 0, maxX: 15, maxY: 10 });
    // Completing again changes nothing.
    const rings = a.rings;
    expect(staged.complete().regions.find((r) => r.id === 'A')!.rings).toBe(rings);
  });

  it('throws a parse error from the first step', () => {
    expect(() => parseSvgMapInStages('<svg><path d="M0 0"')).toThrow(SvgParseError);
  });
});
