import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { PLAIN_TILE_MAX_ZOOM, PLAIN_TILE_SIZE, plainTile } from './plainTiles';

describe('plainTile', () => {
  it('draws a 256 px checkerboard tile, neighbours in the two fills', () => {
    const tile = plainTile(3, 2, 5);
    expect(tile).not.toBeNull();
    const image = PNG.sync.read(tile as Buffer);
    expect([image.width, image.height]).toEqual([PLAIN_TILE_SIZE, PLAIN_TILE_SIZE]);
    const neighbour = PNG.sync.read(plainTile(3, 3, 5) as Buffer);
    expect(image.data[(100 * PLAIN_TILE_SIZE + 100) * 4]).not.toBe(neighbour.data[(100 * PLAIN_TILE_SIZE + 100) * 4]);
  });

  it('has no tile past the deepest zoom or outside the world', () => {
    expect(plainTile(PLAIN_TILE_MAX_ZOOM + 1, 0, 0)).toBeNull();
    expect(plainTile(2, 4, 0)).toBeNull();
    expect(plainTile(2, 0, -1)).toBeNull();
    expect(plainTile(0, 0, 0)).not.toBeNull();
  });
});
