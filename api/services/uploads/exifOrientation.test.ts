import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { exifOrientation, orientRaster } from './exifOrientation';
import type { Raster } from './imageResize';

/** A JPEG with an EXIF block recording `orientation`, as a phone writes it (big-endian TIFF). */
function jpegWithOrientation(orientation: number, littleEndian = false): Buffer {
  const plain = jpeg.encode({ width: 4, height: 2, data: Buffer.alloc(32, 128) }, 90).data;
  const tiff = Buffer.alloc(26);
  if (littleEndian) {
    tiff.write('II', 0, 'latin1'); tiff.writeUInt16LE(42, 2); tiff.writeUInt32LE(8, 4); tiff.writeUInt16LE(1, 8);
    tiff.writeUInt16LE(0x0112, 10); tiff.writeUInt16LE(3, 12); tiff.writeUInt32LE(1, 14); tiff.writeUInt16LE(orientation, 18);
  } else {
    tiff.write('MM', 0, 'latin1'); tiff.writeUInt16BE(42, 2); tiff.writeUInt32BE(8, 4); tiff.writeUInt16BE(1, 8);
    tiff.writeUInt16BE(0x0112, 10); tiff.writeUInt16BE(3, 12); tiff.writeUInt32BE(1, 14); tiff.writeUInt16BE(orientation, 18);
  }
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([plain.subarray(0, 2), header, Buffer.from('Exif\0\0', 'latin1'), tiff, plain.subarray(2)]);
}

/** A 3 × 2 raster whose red channel numbers the pixels 1 to 6 in reading order. */
const numbered: Raster = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6].flatMap((n) => [n, 0, 0, 255])) };
const reds = (raster: Raster) => [...raster.data].filter((_value, index) => index % 4 === 0);

describe('EXIF orientation', () => {
  it('reads the orientation a phone recorded, in either byte order, and 1 without EXIF', () => {
    expect(exifOrientation(jpegWithOrientation(6))).toBe(6);
    expect(exifOrientation(jpegWithOrientation(8, true))).toBe(8);
    expect(exifOrientation(jpeg.encode({ width: 2, height: 2, data: Buffer.alloc(16, 9) }, 90).data)).toBe(1);
  });

  it('turns a picture as browsers show it', () => {
    // 1 2 3        6: a quarter turn clockwise   4 1     8: anticlockwise   3 6     3: half turn   6 5 4
    // 4 5 6                                      5 2                        2 5                    3 2 1
    //                                            6 3                        1 4
    expect(orientRaster(numbered, 6)).toMatchObject({ width: 2, height: 3 });
    expect(reds(orientRaster(numbered, 6))).toEqual([4, 1, 5, 2, 6, 3]);
    expect(reds(orientRaster(numbered, 8))).toEqual([3, 6, 2, 5, 1, 4]);
    expect(reds(orientRaster(numbered, 3))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(reds(orientRaster(numbered, 2))).toEqual([3, 2, 1, 6, 5, 4]);
    expect(orientRaster(numbered, 1)).toBe(numbered);
  });
});
