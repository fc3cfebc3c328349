import { describe, expect, it } from 'vitest';
import { defaultField, distanceKm, type Query } from '../../domain/index';
import { fillText, locatedDistance, nearestOutsideQuery, nearestSummary, searchAreaOf } from './storeFinder';

const denver = { lat: 39.7392, lng: -104.9903 };
const distanceField = { ...defaultField('distance'), name: 'distance' };

function searchNear(units: string, length: number): Query {
  return { page: 2, perpage: 30, search: 'bakery', filters: { category: 'cafe', distance: { units, length, geoPoint: denver, address: 'Denver' } }, sort: [{ field: 'title', order: 'asc' }] };
}

describe('the nearest records outside the radius', () => {
  it('asks for the 3 nearest with the same search and filters, from page 1, with a radius reaching the antipode', () => {
    const query = nearestOutsideQuery(searchNear('km', 25));
    expect(query).toMatchObject({ page: 1, perpage: 3, search: 'bakery', filters: { category: 'cafe', distance: { units: 'km', geoPoint: denver, address: 'Denver' } }, sort: [{ field: 'distance', order: 'asc' }] });
    const antipode = { lat: -denver.lat, lng: denver.lng + 180 };
    expect(query?.filters?.distance?.length).toBeGreaterThanOrEqual(distanceKm(denver, antipode));
  });

  it('measures the whole-globe radius in miles for a search in miles', () => {
    const length = nearestOutsideQuery(searchNear('mi', 10))?.filters?.distance?.length ?? 0;
    expect(length).toBeGreaterThanOrEqual(Math.PI * 6371 * 0.62137);
    expect(length).toBeLessThan(Math.PI * 6371);
  });

  it('has nothing to ask without a distance search or its origin', () => {
    expect(nearestOutsideQuery({ page: 1, perpage: 30, filters: {} })).toBeNull();
    expect(nearestOutsideQuery({ page: 1, perpage: 30, filters: { distance: { units: 'km', length: 10, address: 'Denv' } } })).toBeNull();
  });

  it('says what it shows, in the filter\'s own words when it has them', () => {
    const distance = { units: 'km', length: 25, geoPoint: denver, address: 'Denver' };
    expect(nearestSummary(distanceField, distance, 3)).toBe('No results within 25 km of Denver. The 3 nearest:');
    expect(nearestSummary({ ...distanceField, nearestText: 'No stores within {distance} of {place}. The {count} nearest:' }, distance, 2))
      .toBe('No stores within 25 km of Denver. The 2 nearest:');
  });
});

describe('the search area on the map', () => {
  it('draws the radius in kilometres and names the origin pin', () => {
    expect(searchAreaOf(distanceField, { units: 'mi', length: 62.137, geoPoint: denver, address: 'Denver' }))
      .toEqual({ geoPoint: denver, radiusKm: expect.closeTo(100, 6), label: 'Search origin: Denver' });
    expect(searchAreaOf({ ...distanceField, originLabel: 'Départ : {place}' }, { units: 'km', length: 10, geoPoint: denver, address: 'Denver' })?.label).toBe('Départ : Denver');
  });

  it('draws nothing before a place is chosen', () => {
    expect(searchAreaOf(distanceField, { units: 'km', length: 10, address: 'Den' })).toBeNull();
  });
});

describe('the visitor\'s position as the origin', () => {
  it('fills the origin and keeps the chosen radius', () => {
    expect(locatedDistance(distanceField, { units: 'km', length: 50, address: '' }, denver)).toEqual({ units: 'km', length: 50, address: 'Your location', geoPoint: denver });
    expect(locatedDistance({ ...distanceField, userLocationText: 'Ma position' }, { units: 'km', length: 50, address: '' }, denver).address).toBe('Ma position');
  });
});

describe('placeholders', () => {
  it('leaves unknown ones as written', () => {
    expect(fillText('{count} near {nowhere}', { count: 2 })).toBe('2 near {nowhere}');
  });
});
