import type { Raster } from './imageResize';

/**
 * The EXIF orientation of a JPEG (1 to 8; 1 when absent). Phones store photos as the sensor
 * saw them and record the rotation here; browsers apply it when they show the full image, so
 * the generated sizes (which carry no EXIF) must be turned the same way or they come out sideways.
 */
export function exifOrientation(bytes: Buffer): number {
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xda) return 1;
    if (marker === 0xe1 && bytes.subarray(at + 4, at + 10).toString('latin1') === 'Exif\0\0') {
      return orientationInTiff(bytes.subarray(at + 10, at + 2 + length));
    }
    at += 2 + length;
  }
  return 1;
}

function orientationInTiff(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(directory);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Whether an orientation turns the picture a quarter, swapping its width and height. */
export function swapsSides(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/**
 * The raster as it should be seen: each output pixel (x, y) is read from the stored pixel the
 * EXIF orientation puts there (mirror for 2 and 4, half turn for 3, quarter turns for 5 to 8).
 */
export function orientRaster(raster: Raster, orientation: number): Raster {
  if (orientation <= 1 || orientation > 8) return raster;
  const { width: w, height: h } = raster;
  const swap = swapsSides(orientation);
  const width = swap ? h : w;
  const height = swap ? w : h;
  const source: (x: number, y: number) => [number, number] = {
    2: (x: number, y: number): [number, number] => [w - 1 - x, y],
    3: (x: number, y: number): [number, number] => [w - 1 - x, h - 1 - y],
    4: (x: number, y: number): [number, number] => [x, h - 1 - y],
    5: (x: number, y: number): [number, number] => [y, x],
    6: (x: number, y: number): [number, number] => [y, h - 1 - x],
    7: (x: number, y: number): [number, number] => [w - 1 - y, h - 1 - x],
    8: (x: number, y: number): [number, number] => [w - 1 - y, x],
  }[orientation] ?? ((x: number, y: number): [number, number] => [x, y]);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = source(x, y);
      const from = (sy * w + sx) * 4;
      data.set(raster.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
