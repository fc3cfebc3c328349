import { describe, expect, it } from 'vitest';
import counties from '../../fixtures/maps/not-calibrated-usa-counties.svg?raw';
import europe from '../../fixtures/maps/not-calibrated-europe.svg?raw';
import france from '../../fixtures/maps/geo-calibrated-france.svg?raw';
import germany from '../../fixtures/maps/geo-calibrated-germany.svg?raw';
import japan from '../../fixtures/maps/geo-calibrated-japan.svg?raw';
import unitedKingdom from '../../fixtures/maps/geo-calibrated-united-kingdom.svg?raw';
import usa from '../../fixtures/maps/geo-calibrated-usa.svg?raw';
import world from '../../fixtures/maps/geo-calibrated-world.svg?raw';
import { parseSvgMap } from './parseSvgMap';
import type { SvgMapDocument } from './types';

interface Expectation {
  text: string;
  regions: number;
  viewBox: number[];
  geoViewBox: number[] | undefined;
  known: Record<string, string>;
}

const MAPS: Record<string, Expectation> = {
  counties: {
    text: counties, regions: 3141, viewBox: [0, 0, 555.22198, 351.66797], geoViewBox: undefined,
    known: { '06037': 'Los Angeles, CA', 17031: 'Cook, IL' },
  },
  world: {
    text: world, regions: 256, viewBox: [0, 0, 1009.1149, 665.242],
    geoViewBox: [-169.110266, 83.639399, 190.486279, -57.940973], known: { AD: 'Andorra' },
  },
  usa: {
    text: usa, regions: 51, viewBox: [477, 421, 593.3779761904764, 318.2870370370371],
    geoViewBox: [-127.55272679845754, 50.65828705652597, -64.54920772895363, 24.373873369454948],
    known: { 'US-AL': 'Alabama', 'US-HI': 'Hawaii' },
  },
  unitedKingdom: {
    text: unitedKingdom, regions: 16, viewBox: [0, 0, 3609.7087, 6059.7876],
    geoViewBox: [-10.476361, 60.846159, 1.765083, 49.164795], known: {},
  },
  germany: {
    text: germany, regions: 16, viewBox: [0, 0, 584.95001, 794.3089],
    geoViewBox: [5.86501, 55.057722, 15.04338, 47.266348], known: { 'DE-BW': 'Baden-Wurttemberg' },
  },
  france: {
    text: france, regions: 22, viewBox: [0, 0, 596.41547, 584.5448],
    geoViewBox: [-4.79612, 51.089515, 9.560553, 41.363289], known: {},
  },
  japan: {
    text: japan, regions: 47, viewBox: [0, 0, 437.33432, 516.01587],
    geoViewBox: [123.658963, 45.523885, 145.820743, 24.217586], known: { 'JP-23': 'Aichi' },
  },
  europe: {
    text: europe, regions: 64, viewBox: [0, 0, 646.36719, 654.76562], geoViewBox: undefined, known: {},
  },
};

/** Regions whose outline strays outside the view box by more than a stroke's width. */
function outsideViewBox(doc: SvgMapDocument): string[] {
  const [x, y, w, h] = doc.viewBox;
  const slack = 1;
  return doc.regions
    .filter((r) => r.bbox.minX < x - slack || r.bbox.minY < y - slack
      || r.bbox.maxX > x + w + slack || r.bbox.maxY > y + h + slack)
    .map((r) => r.id);
}

describe('parseSvgMap on the shipped maps', () => {
  for (const [name, expected] of Object.entries(MAPS)) {
    it(`${name}: reads the size, view boxes, every region and their titles`, () => {
      const doc = parseSvgMap(expected.text);
      expect(doc.viewBox).toEqual(expected.viewBox);
      expect(doc.geoViewBox).toEqual(expected.geoViewBox);
      expect(doc.regions).toHaveLength(expected.regions);
      expect(new Set(doc.regions.map((r) => r.id)).size).toBe(expected.regions);
      for (const [id, title] of Object.entries(expected.known)) {
        expect(doc.regions.find((r) => r.id === id)?.title).toBe(title);
      }
      expect(doc.regions.every((r) => r.rings.length > 0 && r.rings.every((ring) => ring.length >= 4))).toBe(true);
      expect(doc.regions.every((r) => r.rings.every((ring) => ring.every(Number.isFinite)))).toBe(true);
    });
  }

  it('keeps every region inside the view box, except what the usa file itself draws off-canvas', () => {
    for (const [name, expected] of Object.entries(MAPS)) {
      const outside = outsideViewBox(parseSvgMap(expected.text));
      // The usa file keeps unfilled Alaska and Hawaii outlines far outside its view box; the
      // world file's South Georgia dips a few units under the bottom edge.
      const allowed = name === 'usa' ? ['US-AK', 'US-HI'] : name === 'world' ? ['GS'] : [];
      expect(outside, name).toEqual(allowed);
    }
  });

  it('counties: the unnamed state borders and separator lines are decorations with their stroke', () => {
    const doc = parseSvgMap(counties);
    const shapes = doc.decorations.filter((d) => d.kind === 'shape');
    expect(shapes.map((d) => [d.title, d.fill, d.stroke, d.strokeWidth])).toEqual([
      ['State_borders', 'none', '#FFF', 1.5],
      ['separator', 'none', '#a9a9a9', 1.5],
    ]);
    expect(doc.regions.find((r) => r.id === '09003')).toMatchObject({ fill: '#d0d0d0', stroke: '#000000', strokeWidth: 0.1 });
    expect(doc.regions.find((r) => r.id === '06037')).toMatchObject({ fill: null, stroke: null, strokeWidth: null });
  });

  it('europe: regions inside the Inkscape layer record it, and evenodd fills are kept', () => {
    const doc = parseSvgMap(europe);
    expect(doc.groups.map((g) => g.key)).toEqual(['layer2']);
    expect(doc.regions.every((r) => r.groupIds.join() === 'layer2')).toBe(true);
    expect(doc.regions.filter((r) => r.fillRule === 'evenodd')).toHaveLength(4);
  });

  it('a region prefix keeps only the matching ids', () => {
    const doc = parseSvgMap(usa, { regionPrefix: 'US-' });
    expect(doc.regions).toHaveLength(51);
    expect(doc.regions.find((r) => r.id === 'AL')?.title).toBe('Alabama');
    expect(parseSvgMap(usa, { regionPrefix: 'DE-' }).regions).toHaveLength(0);
  });

  it('logs parse times of the largest maps (measurement, not an assertion)', () => {
    for (const [name, text] of [['counties', counties], ['world', world]] as const) {
      parseSvgMap(text);
      const runs = 5;
      const start = performance.now();
      for (let i = 0; i < runs; i++) parseSvgMap(text);
      const ms = (performance.now() - start) / runs;
      console.log(`parseSvgMap ${name}: ${ms.toFixed(1)} ms per parse (${(text.length / 1e6).toFixed(2)} MB)`);
    }
    expect(parseSvgMap(counties).regions).toHaveLength(3141);
  });
});
