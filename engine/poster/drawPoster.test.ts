import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSvgMap, parseSvgMapInStages } from '../svg/parseSvgMap';
import { drawPoster, posterFits, type PosterContext } from './drawPoster';

/**
 * A path that records its points (device pixels), or the path data it was made of and the
 * paths added to it with their matrices, standing in for the browser's `Path2D`.
 */
class RecordedPath {
  static made = 0;
  readonly points: Array<[number, number]> = [];
  readonly added: Array<{ d: string | undefined; matrix: DOMMatrix2DInit }> = [];
  closed = 0;
  constructor(readonly d?: string) { RecordedPath.made += 1; }
  moveTo(x: number, y: number): void { this.points.push([x, y]); }
  lineTo(x: number, y: number): void { this.points.push([x, y]); }
  closePath(): void { this.closed += 1; }
  addPath(path: RecordedPath, matrix: DOMMatrix2DInit): void { this.added.push({ d: path.d, matrix }); }
}

/** The map as the poster worker has it: its paths' data not read yet. */
const outline = (text: string) => parseSvgMapInStages(text);
/** The map fully read (the poster draws the rings). */
const parsed = (text: string) => ({ outline: parseSvgMap(text), paths: [] });

interface Operation {
  op: 'fill' | 'stroke';
  color: string;
  width?: number;
  rule?: string;
  path: RecordedPath;
}

function recordingContext(): { context: PosterContext; operations: Operation[] } {
  const operations: Operation[] = [];
  const state = { fillStyle: '', strokeStyle: '', lineWidth: 1 };
  const context = {
    ...state,
    lineJoin: 'miter',
    miterLimit: 10,
    clearRect: () => undefined,
    fill(path: RecordedPath, rule?: string) { operations.push({ op: 'fill', color: String(this.fillStyle), rule, path }); },
    stroke(path: RecordedPath) { operations.push({ op: 'stroke', color: String(this.strokeStyle), width: this.lineWidth, path }); },
  };
  return { context: context as unknown as PosterContext, operations };
}

const MAP = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <rect x="0" y="0" width="100" height="50" fill="#eeeeee"/>
  <g id="west"><path id="US-CA" d="M0 0 H50 V50 H0 Z"/></g>
  <path id="US-NV" d="M50 0 H100 V50 H50 Z" stroke-width="3"/>
  <path d="M0 25 H100" stroke="#ff0000" fill="none"/>
</svg>`;

describe('the poster: the map\'s first view drawn in 2D before the engine arrives', () => {
  beforeEach(() => vi.stubGlobal('Path2D', RecordedPath));
  afterEach(() => vi.unstubAllGlobals());

  it('draws in the engine\'s order and colours: decoration fills, region fills, region borders, decoration strokes', () => {
    const { context, operations } = recordingContext();
    const look = { colors: { base: '#c9d4e0', stroke: '#ffffff', selected: '#2f6fde', disabled: '#999999' }, regions: { 'US-NV': { disabled: true } } };
    drawPoster(context, outline(MAP), look as never, { width: 220, height: 120, pixelRatio: 1 });
    expect(operations.map((o) => `${o.op} ${o.color}`)).toEqual([
      'fill rgba(238,238,238,1)',
      'fill rgba(201,212,224,1)',
      'fill rgba(153,153,153,1)',
      'stroke rgba(255,255,255,1)',
      'stroke rgba(255,255,255,1)',
      'stroke rgba(255,0,0,1)',
    ]);
  });

  it('fits the view box as the camera does, in device pixels, with borders in screen pixels', () => {
    const { context, operations } = recordingContext();
    drawPoster(context, parsed(MAP), {}, { width: 220, height: 120, pixelRatio: 2 });
    // 220 × 120 less 10 px of padding each side holds 100 × 50 at 2 px per unit, centred; at a
    // pixel ratio of 2 that is 4 device pixels per unit from (20, 20).
    const california = operations[1]!;
    expect(california.path.points.slice(0, 3)).toEqual([[20, 20], [220, 20], [220, 220]]);
    expect(california.path.closed).toBe(1);
    const borders = operations.filter((o) => o.op === 'stroke');
    // An authored width of 3 stays 3 screen pixels (6 device pixels); an unset one takes the default.
    expect(borders.map((o) => o.width)).toContain(6);
    expect(new Set(borders.map((o) => o.width)).size).toBeGreaterThan(1);
  });

  it('places a path whose data is not read yet by its element\'s transform and the camera\'s fit, read once for its fill and its border', () => {
    const { context, operations } = recordingContext();
    const map = MAP.replace('<g id="west">', '<g id="west" transform="translate(10 5) scale(0.5)">');
    RecordedPath.made = 0;
    drawPoster(context, outline(map), {}, { width: 220, height: 120, pixelRatio: 2 });
    const california = operations.filter((o) => o.path.added[0]?.d === 'M0 0 H50 V50 H0 Z');
    expect(california.map((o) => o.op)).toEqual(['fill', 'stroke']);
    expect(california[0]!.path).toBe(california[1]!.path);
    // The element's (0.5, 0, 0, 0.5, 10, 5), then 4 device pixels per unit from (20, 20).
    expect(california[0]!.path.added).toEqual([{ d: 'M0 0 H50 V50 H0 Z', matrix: { a: 2, b: 0, c: 0, d: 2, e: 60, f: 40 } }]);
    // Three paths of data (the line has a border only), each read into one placed path; the
    // rectangle's rings drawn once (it has no border).
    expect(operations.filter((o) => o.path.added.length > 0)).toHaveLength(5);
    expect(RecordedPath.made).toBe(3 * 2 + 1);
  });

  it('leaves out a hidden layer\'s regions, as the engine does', () => {
    const { context, operations } = recordingContext();
    const look = { colors: { base: '#c9d4e0' }, groups: [{ id: 'west', title: 'West', groupKeys: ['west'], visible: false }] };
    drawPoster(context, outline(MAP), look as never, { width: 220, height: 120, pixelRatio: 1 });
    expect(operations.filter((o) => o.op === 'fill' && o.color === 'rgba(201,212,224,1)')).toHaveLength(1);
  });

  it('is left out for a file with text or images, which would pop in with the engine', () => {
    expect(posterFits(parseSvgMap(MAP))).toBe(true);
    expect(posterFits(parseSvgMap(MAP.replace('</svg>', '<text x="1" y="1">Label</text></svg>')))).toBe(false);
    expect(posterFits(parseSvgMap(MAP.replace('</svg>', '<image href="a.png" x="0" y="0" width="1" height="1"/></svg>')))).toBe(false);
  });
});
