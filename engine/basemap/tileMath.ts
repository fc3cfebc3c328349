import type { ViewBox } from '../camera/types';
import type { MercatorFrame } from '../geo/GeoConverter';

/** One raster tile to draw: its address parts and where it lies in image coordinates. */
export interface TileSpec {
  z: number;
  /** Column as laid out (may run past the world edge when the view does); `wrappedX` goes in the address. */
  x: number;
  wrappedX: number;
  y: number;
  /** The tile's square in image coordinates. */
  box: ViewBox;
}

/** The most tiles one view asks for; beyond it the view is far too large for the zoom. */
const MAX_TILES = 96;

/** The continuous tile zoom at which tiles show 1:1 at a camera scale (screen px per image unit). */
export function continuousTileZoom(scale: number, frame: MercatorFrame, tileSize: number): number {
  return Math.log2((scale * frame.worldSize) / tileSize);
}

/** The whole tile zoom used for a view: the nearest one, within 0..maxZoom. */
export function tileZoom(scale: number, frame: MercatorFrame, tileSize: number, maxZoom: number): number {
  const z = Math.round(continuousTileZoom(scale, frame, tileSize));
  return Math.min(Math.max(z, 0), maxZoom);
}

/** The tiles of zoom `z` covering a view, in image coordinates. */
export function tilesForView(view: ViewBox, frame: MercatorFrame, z: number): TileSpec[] {
  const count = 2 ** z;
  const size = frame.worldSize / count;
  const x0 = Math.floor((view.x - frame.originX) / size);
  const x1 = Math.floor((view.x + view.width - frame.originX) / size);
  const y0 = Math.max(0, Math.floor((view.y - frame.originY) / size));
  const y1 = Math.min(count - 1, Math.floor((view.y + view.height - frame.originY) / size));
  const tiles: TileSpec[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (tiles.length >= MAX_TILES) return tiles;
      tiles.push({ z, x, wrappedX: ((x % count) + count) % count, y, box: { x: frame.originX + x * size, y: frame.originY + y * size, width: size, height: size } });
    }
  }
  return tiles;
}

/** Fills an XYZ address template: `{z}`, `{x}`, `{y}` and `{s}` (a subdomain picked by position). */
export function tileUrl(template: string, tile: { z: number; wrappedX: number; y: number }, subdomains: readonly string[] = ['a', 'b', 'c']): string {
  const sub = subdomains.length > 0 ? subdomains[(tile.wrappedX + tile.y) % subdomains.length] ?? '' : '';
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.wrappedX)).replace('{y}', String(tile.y)).replace('{s}', sub);
}
