import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Raster } from './imageResize';

/** Raster kinds an image field accepts. */
export type GalleryImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** Kinds the server can decode and re-encode to make smaller sizes (pure-JS codecs). */
export const RESIZABLE_TYPES: ReadonlySet<GalleryImageType> = new Set(['png', 'jpeg']);

/** JPEG quality of generated sizes: WordPress's default (82). */
const JPEG_QUALITY = 82;

/** Width and height of an image. */
interface Dimensions {
  width: number;
  height: number;
}

function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Stand-alone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers (baseline, progressive...), not DHT (c4), JPG (c8) or DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpDimensions(bytes: Buffer): Dimensions | undefined {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/**
 * The size an image declares in its header, read without decoding it, so an oversized image
 * (a "decompression bomb") is refused before any memory is spent on its pixels.
 */
export function imageDimensions(bytes: Buffer, type: GalleryImageType): Dimensions | undefined {
  let found: Dimensions | undefined;
  if (type === 'png' && bytes.length >= 24 && bytes.subarray(12, 16).toString('latin1') === 'IHDR') {
    found = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (type === 'gif' && bytes.length >= 10) {
    found = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  } else if (type === 'jpeg') {
    found = jpegDimensions(bytes);
  } else if (type === 'webp') {
    found = webpDimensions(bytes);
  }
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}

/** Decodes a PNG or JPEG into RGBA pixels; throws on a damaged file. */
export function decodeRaster(bytes: Buffer, type: GalleryImageType, maxMegapixels: number): Raster {
  if (type === 'png') {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length) };
  }
  if (type === 'jpeg') {
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: maxMegapixels, maxMemoryUsageInMB: maxMegapixels * 8 });
    return { width: image.width, height: image.height, data: image.data };
  }
  throw new Error(`Images of type ${type} are not resized.`);
}

/** Encodes pixels in the original's format, so a size has the same type as its original. */
export function encodeRaster(raster: Raster, type: GalleryImageType): Buffer {
  if (type === 'png') {
    const png = new PNG({ width: raster.width, height: raster.height });
    png.data = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.length);
    return PNG.sync.write(png);
  }
  if (type === 'jpeg') return jpeg.encode({ width: raster.width, height: raster.height, data: raster.data }, JPEG_QUALITY).data;
  throw new Error(`Images of type ${type} are not resized.`);
}
