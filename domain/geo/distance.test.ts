import { describe, expect, it } from 'vitest';
import { distanceBetween, distanceKm, formatDistance, kmToMiles } from './distance';

const paris = { lat: 48.8566, lng: 2.3522 };
const london = { lat: 51.5074, lng: -0.1278 };

describe('distances on the 6371 km sphere', () => {
  it('measures Paris to London as about 343.5 km', () => {
    expect(distanceKm(paris, london)).toBeCloseTo(343.56, 1);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(paris, paris)).toBe(0);
    expect(distanceKm(london, paris)).toBeCloseTo(distanceKm(paris, london), 9);
  });

  it('gives half the circumference between antipodes', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('converts to miles with the 0.62137 factor', () => {
    expect(kmToMiles(100)).toBeCloseTo(62.137, 9);
    expect(distanceBetween(paris, london, 'mi')).toBeCloseTo(distanceKm(paris, london) * 0.62137, 9);
  });

  it('shows two decimals and the unit', () => {
    expect(formatDistance(343.5567, 'km')).toBe('343.56 km');
    expect(formatDistance(2, 'mi')).toBe('2.00 mi');
  });
});
