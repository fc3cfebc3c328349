import { describe, expect, it } from 'vitest';
import { geocodeKey, normaliseAddress, reverseKey, secondsToNextUtcDay, utcDay } from './paidGeocodingKeys';

describe('paid geocoding cache keys', () => {
  it('gives one key to the spellings of one address, and another to another country or language', () => {
    const key = geocodeKey('google', { address: '10 Downing St, London' });
    expect(geocodeKey('google', { address: '  10  downing st ,LONDON ' })).toBe(key);
    expect(geocodeKey('google', { address: '10 Downing St, London', near: { lat: 1, lng: 2 } })).toBe(key);
    expect(geocodeKey('google', { address: '10 Downing St, London', country: 'gb' })).not.toBe(key);
    expect(geocodeKey('google', { address: '10 Downing St, London', language: 'fr' })).not.toBe(key);
    expect(normaliseAddress('Ｍünster')).toBe('münster');
  });

  it('keys a reverse lookup by its point to six decimals', () => {
    expect(reverseKey('google', { lat: 39.7392358, lng: -104.990251 }, 'EN')).toBe('reverse|google|en|39.739236,-104.990251');
  });

  it('counts days in UTC and waits until the next UTC midnight', () => {
    const evening = new Date('2031-03-04T23:59:30Z');
    expect(utcDay(evening)).toBe('2031-03-04');
    expect(secondsToNextUtcDay(evening)).toBe(30);
  });
});
