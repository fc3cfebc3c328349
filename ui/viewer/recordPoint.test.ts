import { describe, expect, it } from 'vitest';
import { recordMapPoint } from './recordPoint';

const calibrated = { convertGeoToSvg: ({ lat, lng }: { lat: number; lng: number }) => ({ x: lng * 10, y: -lat * 10 }) };
const notCalibrated = { convertGeoToSvg: (): never => { throw new Error('not geo-calibrated'); } };

describe('recordMapPoint', () => {
  it('takes the image point of the location first', () => {
    expect(recordMapPoint(calibrated, { location: { svgPoint: { x: 5, y: 6 }, geoPoint: { lat: 1, lng: 2 } } })).toEqual({ x: 5, y: 6 });
  });

  it('converts the geographic point otherwise (numbers given as text too)', () => {
    expect(recordMapPoint(calibrated, { location: { geoPoint: { lat: '40.5', lng: -74 } } })).toEqual({ x: -740, y: -405 });
  });

  it('is null without a usable location or on a map that is not geo-calibrated', () => {
    expect(recordMapPoint(calibrated, { title: 'No place' })).toBeNull();
    expect(recordMapPoint(calibrated, { location: { geoPoint: { lat: 'x', lng: 1 } } })).toBeNull();
    expect(recordMapPoint(notCalibrated, { location: { geoPoint: { lat: 1, lng: 1 } } })).toBeNull();
  });
});
