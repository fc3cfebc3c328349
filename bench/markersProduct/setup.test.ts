import { describe, expect, it } from 'vitest';
import type { City } from '../../fixtures/scripts/cities';
import { samplePlaces } from './setup';

const place = (name: string, lat: number, lng: number): City => ({ name, lat, lng, country: 'XX', admin1: '' });

describe('places of the product marker bench', () => {
  it('takes places spread over the whole list, never off the world map', () => {
    const cities = Array.from({ length: 1000 }, (_, i) => place(`p${i}`, (i % 120) - 55, (i % 340) - 165));
    cities.splice(10, 0, place('south pole', -89, 0), place('samoa', -14, -171));
    const sample = samplePlaces(cities, 100);
    expect(sample).toHaveLength(100);
    expect(new Set(sample.map((city) => city.name)).size).toBe(100);
    expect(sample.map((city) => city.name)).not.toContain('south pole');
    expect(sample.map((city) => city.name)).not.toContain('samoa');
    expect(sample[0]?.name).toBe('p0');
    expect(sample[99]?.name).toBe('p990');
  });

  it('refuses to ask for more places than the map holds', () => {
    expect(() => samplePlaces([place('a', 0, 0)], 2)).toThrow(/Only 1 places/);
  });
});
