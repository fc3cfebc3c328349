import { describe, expect, it } from 'vitest';
import { coordinateText, locationAt, locationFromPlace, pinStep, pointToPlace } from './locationPoint';

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

describe('placing a location on the map', () => {
  const calibrated = { document: () => ({ geoViewBox: [-125, 50, -66, 24] }), convertSvgToGeo: ({ x, y }: { x: number; y: number }) => ({ lat: 50 - y / 10.1234567, lng: -125 + x / 10.7654321 }) };
  const plain = { document: () => ({}), convertSvgToGeo: () => { throw new Error('not calibrated'); } };

  it('gives coordinates rounded as stored on a calibrated map, and image coordinates on another', () => {
    const onCalibrated = pointToPlace(calibrated, { x: 100, y: 200 });
    expect(onCalibrated.geoPoint).toEqual({ lat: Number((50 - 200 / 10.1234567).toFixed(6)), lng: Number((-125 + 100 / 10.7654321).toFixed(6)) });
    expect(pointToPlace(plain, { x: 100, y: 200 })).toEqual({ svgPoint: { x: 100, y: 200 } });
  });

  it('keeps the address and image, and drops the point the other kind of coordinates made', () => {
    const stored = { img: 'uploads/shop.png', address: { address_formatted: 'Denver, CO' }, geoPoint: { lat: 39.7, lng: -105 }, svgPoint: { x: 1, y: 2 } };
    expect(locationFromPlace(stored, stored.img, { svgPoint: { x: 5, y: 6 }, geoPoint: { lat: 40, lng: -104 } }))
      .toEqual({ img: 'uploads/shop.png', address: { address_formatted: 'Denver, CO' }, geoPoint: { lat: 40, lng: -104 } });
    expect(locationFromPlace(stored, stored.img, { svgPoint: { x: 5, y: 6 } }))
      .toEqual({ img: 'uploads/shop.png', address: { address_formatted: 'Denver, CO' }, svgPoint: { x: 5, y: 6 } });
    expect(locationFromPlace(null, 'pin1_red.png', { svgPoint: { x: 5, y: 6 } })).toEqual({ img: 'pin1_red.png', svgPoint: { x: 5, y: 6 } });
  });

  it('moves the pin by a share of the view per arrow key, five times as far with Shift', () => {
    const view = { width: 1000, height: 500 };
    expect(pinStep('ArrowRight', view, false)).toEqual({ x: 10, y: 0 });
    expect(pinStep('ArrowUp', view, true)).toEqual({ x: 0, y: -25 });
    expect(pinStep('a', view, false)).toBeNull();
  });
});
