import { describe, expect, it } from 'vitest';
import { chooseDirectionsApp, directionsPoint, directionsUrl } from './directions';

const denver = { lat: 39.73915, lng: -104.9847 };
const boulder = { lat: 40.015, lng: -105.2705 };

describe('directions links', () => {
  it('reads the point of a location, a geoPoint or a pair, and nothing else', () => {
    expect(directionsPoint({ geoPoint: denver, address: {} })).toEqual(denver);
    expect(directionsPoint({ lat: '39.5', lng: '-105' })).toEqual({ lat: 39.5, lng: -105 });
    expect(directionsPoint({ svgPoint: { x: 1, y: 2 } })).toBeNull();
    expect(directionsPoint({ lat: 123, lng: 0 })).toBeNull();
    expect(directionsPoint('Denver')).toBeNull();
  });

  it('opens Google, Apple or OpenStreetMap, from the search origin when there is one', () => {
    expect(directionsUrl(denver, null, 'google')).toBe('https://www.google.com/maps/dir/?api=1&destination=39.73915,-104.9847');
    expect(directionsUrl(denver, boulder, 'google')).toBe('https://www.google.com/maps/dir/?api=1&destination=39.73915,-104.9847&origin=40.015,-105.2705');
    expect(directionsUrl(denver, boulder, 'apple')).toBe('https://maps.apple.com/?daddr=39.73915,-104.9847&saddr=40.015,-105.2705');
    expect(directionsUrl(denver, boulder, 'osm')).toBe('https://www.openstreetmap.org/directions?from=40.015,-105.2705&to=39.73915,-104.9847');
  });

  it('picks the visitor\'s own app unless the template names one', () => {
    expect(chooseDirectionsApp(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('apple');
    expect(chooseDirectionsApp(undefined, 'Mozilla/5.0 (Linux; Android 14)')).toBe('google');
    expect(chooseDirectionsApp('osm', 'Mozilla/5.0 (iPhone)')).toBe('osm');
  });
});
