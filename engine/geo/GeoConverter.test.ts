import proj4 from 'proj4';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_POINT_FORMAT_ERROR, SVG_POINT_FORMAT_ERROR } from '../../domain/index';
import { GeoConverter, NO_GEO_VIEW_BOX_MESSAGE, requireConverter, WORLD_MAP_VIEW_WIDTH } from './GeoConverter';

/** The calibrated USA fixture's attributes. */
const usaGeo = [-127.55272679845754, 50.65828705652597, -64.54920772895363, 24.373873369454948] as const;
const usaView = [477, 421, 593.3779761904764, 318.2870370370371] as const;

/** Image coordinates through proj4's EPSG:3857, scaled so the geo view box spans the view width. */
function viaProj4(lat: number, lng: number, geo: readonly number[], view: readonly number[]): { x: number; y: number } {
  const [west = 0, north = 0, east = 0] = geo;
  const [vx = 0, vy = 0, width = 1] = view;
  const [wx = 0] = proj4('EPSG:4326', 'EPSG:3857', [west, 0]);
  const [ex = 0] = proj4('EPSG:4326', 'EPSG:3857', [east, 0]);
  const [, ny = 0] = proj4('EPSG:4326', 'EPSG:3857', [0, north]);
  const [px = 0, py = 0] = proj4('EPSG:4326', 'EPSG:3857', [lng, lat]);
  const k = width / (ex - wx);
  return { x: vx + (px - wx) * k, y: vy + (ny - py) * k };
}

describe('GeoConverter (Web Mercator over mapsvg:geoViewBox)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the geo view box corners on the image edges: west/east on the sides, north on the top', () => {
    const converter = new GeoConverter(usaGeo, usaView);
    const ne = converter.geoToSvg({ lat: usaGeo[1], lng: usaGeo[2] });
    expect(ne.x).toBeCloseTo(477 + 593.3779761904764, 9);
    expect(ne.y).toBeCloseTo(421, 9);
    expect(converter.geoToSvg({ lat: usaGeo[1], lng: usaGeo[0] }).x).toBeCloseTo(477, 9);
  });

  it('agrees with proj4 (EPSG:3857) for US cities to a millionth of a unit', () => {
    const converter = new GeoConverter(usaGeo, usaView);
    for (const [lat, lng] of [[40.7128, -74.006], [34.0522, -118.2437], [41.8781, -87.6298], [29.7604, -95.3698], [47.6062, -122.3321]] as const) {
      const point = converter.geoToSvg({ lat, lng });
      const expected = viaProj4(lat, lng, usaGeo, usaView);
      expect(point.x).toBeCloseTo(expected.x, 6);
      expect(point.y).toBeCloseTo(expected.y, 6);
    }
  });

  it('converts back to the same place, rounded to 6 decimals', () => {
    const converter = new GeoConverter(usaGeo, usaView);
    const back = converter.svgToGeo(converter.geoToSvg({ lat: 40.712812345, lng: -74.006012345 }));
    expect(back).toEqual({ lat: 40.712812, lng: -74.006012 });
    const somewhere = converter.svgToGeo({ x: 700.123, y: 555.5 });
    expect(String(somewhere.lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
  });

  it('gives the world map of view width 20426 no vertical shift: its south edge sits on the bottom', () => {
    const geo = [-180, 85, 180, -85] as const;
    const world = new GeoConverter(geo, [0, 0, WORLD_MAP_VIEW_WIDTH, 15000]);
    expect(world.geoToSvg({ lat: -85, lng: 0 }).y).toBeCloseTo(15000, 6);
    const other = new GeoConverter(geo, [0, 0, WORLD_MAP_VIEW_WIDTH + 1, 15000]);
    expect(other.geoToSvg({ lat: 85, lng: 0 }).y).toBeCloseTo(0, 6);
    expect(other.geoToSvg({ lat: -85, lng: 0 }).y).not.toBeCloseTo(15000, 0);
  });

  it('logs the incorrect-format error and falls back to 0,0 for malformed points', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const converter = new GeoConverter(usaGeo, usaView);
    expect(converter.geoToSvg({ lat: 'north', lng: 3 })).toEqual(converter.geoToSvg({ lat: 0, lng: 0 }));
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining(GEO_POINT_FORMAT_ERROR));
    expect(converter.svgToGeo({ x: null, y: 1 })).toEqual(converter.svgToGeo({ x: 0, y: 0 }));
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining(SVG_POINT_FORMAT_ERROR));
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('throws when the map has no geographic view box', () => {
    expect(GeoConverter.forDocument({ geoViewBox: undefined, viewBox: [0, 0, 10, 10] })).toBeNull();
    expect(() => requireConverter(null)).toThrow(NO_GEO_VIEW_BOX_MESSAGE);
  });

  it('lays the Mercator world square so tile corners land on converted points', () => {
    const converter = new GeoConverter(usaGeo, usaView);
    const { originX, originY, worldSize } = converter.mercatorFrame();
    // Tile z=2 (1,1) has its top-left corner at lng -90, lat 66.51326°.
    const corner = converter.geoToSvg({ lat: 66.51326044311186, lng: -90 });
    expect(originX + worldSize * 0.25).toBeCloseTo(corner.x, 6);
    expect(originY + worldSize * 0.25).toBeCloseTo(corner.y, 6);
  });
});
