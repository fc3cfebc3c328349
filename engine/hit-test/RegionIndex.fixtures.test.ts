import polylabel from 'polylabel';
import { describe, expect, it } from 'vitest';
import counties from '../../fixtures/maps/not-calibrated-usa-counties.svg?raw';
import unitedKingdom from '../../fixtures/maps/geo-calibrated-united-kingdom.svg?raw';
import world from '../../fixtures/maps/geo-calibrated-world.svg?raw';
import { parseSvgMap } from '../svg/parseSvgMap';
import type { SvgRegion } from '../svg/types';
import { RegionIndex } from './RegionIndex';

/**
 * A point well inside the region: the pole of inaccessibility of its largest ring, with the other
 * rings passed as holes (islands lie outside the largest ring, so only real holes matter).
 */
function innerPoint(region: SvgRegion): [number, number] {
  const asPairs = (ring: Float64Array): Array<[number, number]> =>
    Array.from({ length: ring.length / 2 }, (_, i) => [ring[2 * i] ?? 0, ring[2 * i + 1] ?? 0]);
  const rings = [...region.rings].sort((a, b) => b.length - a.length).map(asPairs);
  const [x, y] = polylabel(rings, 0.01);
  return [x, y];
}

/** Deterministic pseudo-random numbers, so the measured points are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

describe('RegionIndex on the shipped maps', () => {
  for (const [name, text] of [['counties', counties], ['world', world], ['united kingdom', unitedKingdom]] as const) {
    it(`${name}: a point inside each region picks that region or one drawn over it`, () => {
      const doc = parseSvgMap(text);
      const index = new RegionIndex(doc.regions);
      const byId = new Map(doc.regions.map((r) => [r.id, r]));
      let exact = 0;
      for (const region of doc.regions) {
        const [x, y] = innerPoint(region);
        const hit = index.hitTest(x, y);
        if (hit === region.id) {
          exact++;
          continue;
        }
        // Enclaves (a city drawn over its county) legitimately take the point.
        const over = hit === null ? undefined : byId.get(hit);
        expect(over, `${region.id} at ${x},${y} gave ${hit}`).toBeDefined();
        expect(over?.order ?? -1).toBeGreaterThan(region.order);
      }
      expect(exact / doc.regions.length).toBeGreaterThan(0.98);
    });
  }

  it('counties: answers nothing outside the map', () => {
    const index = new RegionIndex(parseSvgMap(counties).regions);
    expect(index.hitTest(-10, -10)).toBeNull();
    expect(index.hitTest(10, 340)).toBeNull();
  });

  it('counties: logs hit-test p50/p99 over 20,000 pointer positions (measurement, not an assertion)', () => {
    const doc = parseSvgMap(counties);
    const buildStart = performance.now();
    const index = new RegionIndex(doc.regions);
    const buildMs = performance.now() - buildStart;
    const [vx, vy, vw, vh] = doc.viewBox;
    const next = random(42);
    const points = Array.from({ length: 20_000 }, () => [vx + next() * vw, vy + next() * vh] as const);
    for (const [x, y] of points.slice(0, 2000)) index.hitTest(x, y);
    const samples: number[] = [];
    let hits = 0;
    for (const [x, y] of points) {
      const start = process.hrtime.bigint();
      const id = index.hitTest(x, y);
      samples.push(Number(process.hrtime.bigint() - start) / 1000);
      if (id !== null) hits++;
    }
    samples.sort((a, b) => a - b);
    console.log(`RegionIndex counties: build ${buildMs.toFixed(1)} ms; hitTest p50 ${percentile(samples, 0.5).toFixed(2)} µs, `
      + `p99 ${percentile(samples, 0.99).toFixed(2)} µs, max ${(samples.at(-1) ?? 0).toFixed(1)} µs `
      + `(${hits} of ${points.length} points on a county)`);
    expect(hits).toBeGreaterThan(points.length / 3);
  });
});
