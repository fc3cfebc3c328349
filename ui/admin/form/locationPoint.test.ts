import { describe, expect, it } from 'vitest';
import { coordinateText, locationAt } from './locationPoint';

describe('locationAt', () => {
  const placed = { img: 'pin1_red.png', address: { address_formatted: 'Reno' }, svgPoint: { x: 1, y: 2 }, geoPoint: { lat: 39.5, lng: -119.8 } };

  it('waits for both coordinates', () => {
    expect(locationAt(null, 'pin1_red.png', '39.5', '')).toBeNull();
    expect(locationAt(null, 'pin1_red.png', '39.5', 'west')).toBeNull();
    expect(locationAt(null, 'pin1_red.png', '39.5', '-119.8')).toEqual({ img: 'pin1_red.png', geoPoint: { lat: 39.5, lng: -119.8 } });
  });

  it('moves a placed location: keeps the address and image, drops the old image point', () => {
    expect(locationAt(placed, 'pin1_red.png', '40.76', '-111.89')).toEqual({ img: 'pin1_red.png', address: { address_formatted: 'Reno' }, geoPoint: { lat: 40.76, lng: -111.89 } });
  });

  it('changes nothing when the coordinates are the stored ones', () => {
    expect(locationAt(placed, 'pin1_red.png', '39.5', '-119.8')).toBeNull();
  });

  it('shows unknown coordinates as empty inputs', () => {
    expect(coordinateText(undefined)).toBe('');
    expect(coordinateText(-119.8)).toBe('-119.8');
  });
});
