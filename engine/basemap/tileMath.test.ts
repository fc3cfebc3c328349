import { describe, expect, it } from 'vitest';
import { GeoConverter } from '../geo/GeoConverter';
import { continuousTileZoom, tileUrl, tileZoom, tilesForView } from './tileMath';

const usa = new GeoConverter([-127.55272679845754, 50.65828705652597, -64.54920772895363, 24.373873369454948], [477, 421, 593.3779761904764, 318.2870370370371]);

describe('XYZ tile maths over a calibrated map', () => {
  it('shows tiles 1:1 at the zoom where the world is 256·2^z px wide', () => {
    const frame = usa.mercatorFrame();
    const scale = (256 * 8) / frame.worldSize;
    expect(continuousTileZoom(scale, frame, 256)).toBeCloseTo(3, 9);
    expect(tileZoom(scale * 1.3, frame, 256, 19)).toBe(3);
    expect(tileZoom(scale * 1.5, frame, 256, 19)).toBe(4);
    expect(tileZoom(scale * 2 ** 20, frame, 256, 19)).toBe(19);
  });

  it('covers the view with tiles whose corners are the converted tile-corner coordinates', () => {
    const frame = usa.mercatorFrame();
    const view = { x: 477, y: 421, width: 593.3779761904764, height: 318.2870370370371 };
    const tiles = tilesForView(view, frame, 3);
    // The USA at z=3 spans columns 1..2 and rows 2..3.
    expect(tiles.map((t) => `${t.x},${t.y}`).sort()).toEqual(['1,2', '1,3', '2,2', '2,3']);
    const tile = tiles.find((t) => t.x === 1 && t.y === 3);
    // Its top-left corner: lng -135, lat 40.9799°.
    const corner = usa.geoToSvg({ lat: 40.97989806962013, lng: -135 });
    expect(tile?.box.x).toBeCloseTo(corner.x, 6);
    expect(tile?.box.y).toBeCloseTo(corner.y, 6);
  });

  it('wraps columns past the antimeridian in the address', () => {
    const frame = { originX: 0, originY: 0, worldSize: 512 };
    const tiles = tilesForView({ x: 480, y: 0, width: 64, height: 10 }, frame, 1);
    expect(tiles.map((t) => [t.x, t.wrappedX])).toEqual([[1, 1], [2, 0]]);
  });

  it('fills {z}/{x}/{y} and {s} in an address template', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 4, wrappedX: 3, y: 5 })).toBe('https://c.tile.example/4/3/5.png');
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { z: 0, wrappedX: 0, y: 0 }, [])).toBe('/tiles/0/0/0.png');
  });
});
