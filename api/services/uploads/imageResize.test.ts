import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_RULES, planSize, resizeRaster, type Raster } from './imageResize';

function raster(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

const pixelAt = (image: Raster, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];

describe('planning image sizes', () => {
  it('crops a landscape photo to a centred 150 × 150 thumbnail and fits the medium size in 300 × 300', () => {
    expect(planSize(1200, 800, IMAGE_SIZE_RULES.thumbnail)).toEqual({ source: { x: 200, y: 0, width: 800, height: 800 }, width: 150, height: 150 });
    expect(planSize(1200, 800, IMAGE_SIZE_RULES.medium)).toEqual({ source: { x: 0, y: 0, width: 1200, height: 800 }, width: 300, height: 200 });
    expect(planSize(800, 1200, IMAGE_SIZE_RULES.medium)).toMatchObject({ width: 200, height: 300 });
  });

  it('never enlarges: small images get no size, narrow ones keep their narrow side', () => {
    expect(planSize(120, 90, IMAGE_SIZE_RULES.thumbnail)).toBeNull();
    expect(planSize(280, 300, IMAGE_SIZE_RULES.medium)).toBeNull();
    expect(planSize(100, 400, IMAGE_SIZE_RULES.thumbnail)).toEqual({ source: { x: 0, y: 125, width: 100, height: 150 }, width: 100, height: 150 });
  });
});

describe('resizing pixels', () => {
  it('keeps the picture: a left-red, right-blue image shrinks to a left-red, right-blue image', () => {
    const image = raster(40, 20, (x) => (x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    const small = resizeRaster(image, { source: { x: 0, y: 0, width: 40, height: 20 }, width: 4, height: 2 });
    expect(pixelAt(small, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(small, 3, 1)).toEqual([0, 0, 255, 255]);
  });

  it('averages what falls under each pixel, so fine stripes turn to their mean colour rather than aliasing', () => {
    const stripes = raster(8, 8, (x) => (x % 2 === 0 ? [0, 0, 0, 255] : [200, 200, 200, 255]));
    const small = resizeRaster(stripes, { source: { x: 0, y: 0, width: 8, height: 8 }, width: 3, height: 3 });
    for (const [x, y] of [[0, 0], [1, 1], [2, 2]] as const) expect(pixelAt(small, x, y)[0]).toBeGreaterThan(60);
    for (const [x, y] of [[0, 0], [1, 1], [2, 2]] as const) expect(pixelAt(small, x, y)[0]).toBeLessThan(140);
  });

  it('does not darken edges next to transparent pixels', () => {
    const edge = raster(2, 1, (x) => (x === 0 ? [0, 0, 0, 0] : [255, 255, 255, 255]));
    const small = resizeRaster(edge, { source: { x: 0, y: 0, width: 2, height: 1 }, width: 1, height: 1 });
    expect(pixelAt(small, 0, 0)).toEqual([255, 255, 255, 128]);
  });

  it('takes the thumbnail from the crop only', () => {
    const image = raster(30, 10, (x) => (x >= 10 && x < 20 ? [0, 255, 0, 255] : [255, 0, 0, 255]));
    const plan = planSize(30, 10, { width: 5, height: 5, crop: true });
    expect(plan?.source).toEqual({ x: 10, y: 0, width: 10, height: 10 });
    const thumbnail = resizeRaster(image, plan ?? { source: { x: 0, y: 0, width: 30, height: 10 }, width: 5, height: 5 });
    expect(pixelAt(thumbnail, 0, 2)).toEqual([0, 255, 0, 255]);
    expect(pixelAt(thumbnail, 4, 2)).toEqual([0, 255, 0, 255]);
  });
});
