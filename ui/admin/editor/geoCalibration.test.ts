import { describe, expect, it } from 'vitest';
import { fitGeoViewBox, formatGeoViewBox, screenToImage, withGeoViewBox, type ControlPoint, type GeoFit } from './geoCalibration';

type Box = readonly [number, number, number, number];

/**
 * engine/geo/GeoConverter's geoToSvg, restated (ui/ may import only the engine's public entry):
 * x linear in longitude over the box, y the Mercator ordinate on the same scale, the north edge
 * on the top of the image, or for the world map (view width 20426) the south edge on the bottom.
 */
class GeoConverter {
  constructor(private readonly geo: Box, private readonly view: Box) {}

  geoToSvg({ lat, lng }: { lat: number; lng: number }): { x: number; y: number } {
    const [west, north, east, south] = this.geo;
    const [vx, vy, width, height] = this.view;
    const radius = ((width / (east - west)) * 360) / (2 * Math.PI);
    const mercator = (degrees: number) => Math.log(Math.tan(Math.PI / 4 + (degrees * Math.PI) / 360));
    const equatorY = width === 20426 ? vy + height + radius * mercator(south) : vy + radius * mercator(north);
    return { x: vx + (lng - west) * ((radius * 2 * Math.PI) / 360), y: equatorY - radius * mercator(lat) };
  }
}

// The real USA fixture's calibration and view box.
const USA_GEO: Box = [-127.552726798458, 50.658287056526, -64.549207728954, 24.373873369455];
const USA_VIEW: Box = [477, 421, 593.3779761904764, 318.2870370370371];
const PLACES = [
  { lat: 30.27, lng: -97.74 }, // Austin
  { lat: 47.61, lng: -122.33 }, // Seattle
  { lat: 25.76, lng: -80.19 }, // Miami
  { lat: 44.98, lng: -93.27 }, // Minneapolis
];

function controlPoints(converter: GeoConverter, shift = (_index: number) => ({ dx: 0, dy: 0 })): ControlPoint[] {
  return PLACES.map((geo, index) => {
    const image = converter.geoToSvg(geo);
    const { dx, dy } = shift(index);
    return { image: { x: image.x + dx, y: image.y + dy }, geo };
  });
}

function fitted(result: GeoFit | string): GeoFit {
  if (typeof result === 'string') throw new Error(`no fit: ${result}`);
  return result;
}

describe('fitGeoViewBox', () => {
  it('recovers the geo view box the engine converts with, from two exact points, with no residual', () => {
    const converter = new GeoConverter(USA_GEO, USA_VIEW);
    const fit = fitted(fitGeoViewBox(controlPoints(converter).slice(0, 2), USA_VIEW));
    // West, north and east are what the engine reads for this map; south is the bottom edge's latitude.
    [0, 1, 2].forEach((index) => expect(fit.geoViewBox[index]).toBeCloseTo(USA_GEO[index]!, 6));
    const bottom = converter.geoToSvg({ lat: fit.geoViewBox[3], lng: -100 });
    expect(bottom.y).toBeCloseTo(USA_VIEW[1] + USA_VIEW[3], 6);
    expect(fit.max).toBeLessThan(1e-6);
  });

  it('puts places where the engine will draw them once the fitted box is saved', () => {
    const points = controlPoints(new GeoConverter(USA_GEO, USA_VIEW), (index) => ({ dx: index % 2 ? 3 : -3, dy: index < 2 ? 2 : -2 }));
    const fit = fitted(fitGeoViewBox(points, USA_VIEW));
    const engine = new GeoConverter(fit.geoViewBox, USA_VIEW);
    points.forEach(({ image, geo }, index) => {
      const drawn = engine.geoToSvg(geo);
      expect(Math.hypot(drawn.x - image.x, drawn.y - image.y)).toBeCloseTo(fit.residuals[index]!, 6);
    });
    // Points moved by ±3, ±2 px: the least-squares error stays of that size, not zero.
    expect(fit.rms).toBeGreaterThan(1);
    expect(fit.max).toBeLessThan(6);
  });

  it('works for the world map, whose south edge the engine anchors on the bottom', () => {
    const worldGeo: Box = [-169.110266, 83.639399, 190.486279, -57.940973];
    const worldView: Box = [0, 0, 20426, 13465.2];
    const fit = fitted(fitGeoViewBox(controlPoints(new GeoConverter(worldGeo, worldView)), worldView));
    const engine = new GeoConverter(fit.geoViewBox, worldView);
    const original = new GeoConverter(worldGeo, worldView);
    const paris = { lat: 48.86, lng: 2.35 };
    expect(engine.geoToSvg(paris).x).toBeCloseTo(original.geoToSvg(paris).x, 3);
    expect(engine.geoToSvg(paris).y).toBeCloseTo(original.geoToSvg(paris).y, 3);
  });

  it('refuses too few, coincident, mirrored and polar points', () => {
    const one: ControlPoint = { image: { x: 10, y: 10 }, geo: { lat: 10, lng: 10 } };
    expect(fitGeoViewBox([one], USA_VIEW)).toBe('too-few-points');
    expect(fitGeoViewBox([one, { ...one, image: { x: 50, y: 50 } }], USA_VIEW)).toBe('same-place');
    const mirrored: ControlPoint[] = [one, { image: { x: 0, y: 0 }, geo: { lat: 0, lng: 20 } }];
    expect(fitGeoViewBox(mirrored, USA_VIEW)).toBe('mirrored');
    expect(fitGeoViewBox([one, { image: { x: 90, y: 0 }, geo: { lat: 89.9, lng: 50 } }], USA_VIEW)).toBe('out-of-range');
  });
});

describe('withGeoViewBox', () => {
  it('sets the attribute on the root, declares the namespace once and replaces an old value', () => {
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><svg id="inner"/></svg>';
    const once = withGeoViewBox(svg, [-10.1234567, 50, 10, 40]) ?? '';
    expect(once).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" xmlns:mapsvg="http://mapsvg.com" mapsvg:geoViewBox="-10.123457 50 10 40">');
    expect(once).toContain('<svg id="inner"/>');
    const twice = withGeoViewBox(once, [1, 2, 3, 4]) ?? '';
    expect(twice.match(/xmlns:mapsvg/g)).toHaveLength(1);
    expect(twice.match(/mapsvg:geoViewBox/g)).toHaveLength(1);
    expect(twice).toContain('mapsvg:geoViewBox="1 2 3 4"');
    expect(withGeoViewBox('not an svg', [1, 2, 3, 4])).toBeUndefined();
  });

  it('formats numbers with at most 6 decimals', () => {
    expect(formatGeoViewBox([1.0000001, -2.5, 3, 4.1234567])).toBe('1 -2.5 3 4.123457');
  });
});

describe('screenToImage', () => {
  it('inverts a camera that scales by 2 and shifts by (30, -40)', () => {
    const toScreen = ({ x, y }: { x: number; y: number }) => ({ x: 2 * x + 30, y: 2 * y - 40 });
    expect(screenToImage(toScreen, toScreen({ x: 123, y: 45 }))).toEqual({ x: 123, y: 45 });
    expect(screenToImage(() => null, { x: 1, y: 1 })).toBeNull();
  });
});
