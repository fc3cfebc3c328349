import { PNG } from 'pngjs';

/** The side of a tile in pixels (the XYZ convention). */
export const PLAIN_TILE_SIZE = 256;

/** The deepest zoom the plain tiles are served for (as OpenStreetMap's standard layer). */
export const PLAIN_TILE_MAX_ZOOM = 19;

type Rgb = readonly [number, number, number];

/** The two fills of the checkerboard, and the line along each tile's top and left edges. */
const FILLS: readonly [Rgb, Rgb] = [[0xee, 0xf0, 0xe8], [0xe3, 0xe8, 0xdb]];
const EDGE: Rgb = [0xc4, 0xcc, 0xb8];

/** The two tiles, encoded once each: a tile's picture depends only on the parity of x + y. */
const encoded = new Map<number, Buffer>();

function drawTile(fill: Rgb): Buffer {
  const png = new PNG({ width: PLAIN_TILE_SIZE, height: PLAIN_TILE_SIZE, colorType: 2, inputHasAlpha: false });
  for (let y = 0; y < PLAIN_TILE_SIZE; y += 1) {
    for (let x = 0; x < PLAIN_TILE_SIZE; x += 1) {
      const colour = x === 0 || y === 0 ? EDGE : fill;
      const at = (y * PLAIN_TILE_SIZE + x) * 4;
      png.data[at] = colour[0];
      png.data[at + 1] = colour[1];
      png.data[at + 2] = colour[2];
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/**
 * The PNG of one plain tile: a light checkerboard with a line along each tile's edges, which
 * shows the street-map layer at work (alignment, zoom, panning) without any map data or any
 * third-party service. Null when the tile does not exist (zoom past {@link PLAIN_TILE_MAX_ZOOM},
 * x or y outside 0..2^z - 1).
 */
export function plainTile(z: number, x: number, y: number): Buffer | null {
  if (!Number.isSafeInteger(z) || z < 0 || z > PLAIN_TILE_MAX_ZOOM) return null;
  const side = 2 ** z;
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y) || x < 0 || y < 0 || x >= side || y >= side) return null;
  const parity = (x + y) % 2;
  let tile = encoded.get(parity);
  if (!tile) {
    tile = drawTile(FILLS[parity === 0 ? 0 : 1]);
    encoded.set(parity, tile);
  }
  return tile;
}
