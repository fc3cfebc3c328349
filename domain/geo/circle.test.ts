import { describe, expect, it } from 'vitest';
import { destinationPoint, geodesicCircle, radiusKm } from './circle';
import { distanceKm } from './distance';

const denver = { lat: 39.7392, lng: -104.9903 };

describe('the search circle', () => {
  it('puts every point of the ring at the radius from the centre', () => {
    const ring = geodesicCircle(denver, 25);
    expect(ring).toHaveLength(96);
    for (const point of ring) expect(distanceKm(denver, point)).toBeCloseTo(25, 6);
  });

  it('is wider in longitude than in latitude away from the equator (a true radius, not a circle of degrees)', () => {
    const ring = geodesicCircle(denver, 100, 4);
    const [north, east, south, west] = ring;
    expect(north?.lng).toBeCloseTo(denver.lng, 9);
    expect((north?.lat ?? 0) - denver.lat).toBeCloseTo(100 / 111.195, 3);
    expect(south?.lat).toBeCloseTo(denver.lat - ((north?.lat ?? 0) - denver.lat), 3);
    const lngSpan = (east?.lng ?? 0) - (west?.lng ?? 0);
    expect(lngSpan / 2).toBeCloseTo(100 / (111.195 * Math.cos((denver.lat * Math.PI) / 180)), 2);
  });

  it('keeps longitudes continuous across the antimeridian', () => {
    const ring = geodesicCircle({ lat: -17.7, lng: 179.9 }, 200);
    const lngs = ring.map((point) => point.lng);
    expect(Math.max(...lngs)).toBeGreaterThan(180);
    for (let index = 1; index < lngs.length; index += 1) expect(Math.abs((lngs[index] ?? 0) - (lngs[index - 1] ?? 0))).toBeLessThan(1);
  });

  it('has no ring for no radius', () => {
    expect(geodesicCircle(denver, 0)).toEqual([]);
    expect(geodesicCircle(denver, Number.NaN)).toEqual([]);
  });

  it('walks due east along the equator by the arc length', () => {
    expect(destinationPoint({ lat: 0, lng: 0 }, 90, 111.195)).toMatchObject({ lat: expect.closeTo(0, 9), lng: expect.closeTo(1, 3) });
  });

  it('reads miles in the search units', () => {
    expect(radiusKm(62.137, 'mi')).toBeCloseTo(100, 9);
    expect(radiusKm(62.137, 'miles')).toBeCloseTo(100, 9);
    expect(radiusKm(25, 'km')).toBe(25);
  });
});
