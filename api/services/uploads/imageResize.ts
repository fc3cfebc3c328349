/** Pixels in RGBA order, 4 bytes a pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A size to generate: the box it must fit, and whether it is cropped to fill that box exactly. */
export interface SizeRule {
  width: number;
  height: number;
  crop: boolean;
}

/** The generated sizes of an uploaded image (WordPress's defaults; the spec names no numbers). */
export const IMAGE_SIZE_RULES = {
  /** 150 × 150, cropped from the centre. */
  thumbnail: { width: 150, height: 150, crop: true },
  /** At most 300 × 300, proportions kept. */
  medium: { width: 300, height: 300, crop: false },
} as const satisfies Record<string, SizeRule>;

/** Where a size comes from in the original (the crop) and how big it comes out. */
interface SizePlan {
  source: { x: number; y: number; width: number; height: number };
  width: number;
  height: number;
}

/**
 * How to make one size of a `width` × `height` image, or null when the original is already
 * small enough (then the size falls back to the full image, as spec 3 says). Images are never
 * enlarged: a cropped size smaller than its box on one side keeps that side (a 100 × 400 image
 * gets a 100 × 150 thumbnail), as WordPress does.
 */
export function planSize(width: number, height: number, rule: SizeRule): SizePlan | null {
  if (width <= rule.width && height <= rule.height) return null;
  if (!rule.crop) {
    const scale = Math.min(rule.width / width, rule.height / height);
    return {
      source: { x: 0, y: 0, width, height },
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
  }
  const outWidth = Math.min(width, rule.width);
  const outHeight = Math.min(height, rule.height);
  // The largest centred part of the original with the output's proportions.
  const scale = Math.min(width / outWidth, height / outHeight);
  const cropWidth = Math.round(outWidth * scale);
  const cropHeight = Math.round(outHeight * scale);
  return {
    source: { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight },
    width: outWidth,
    height: outHeight,
  };
}

/**
 * The weights each output column (or row) takes from the input ones: box filtering, so every
 * input pixel counts by how much of it falls under the output pixel. Plain nearest-neighbour
 * sampling would alias (moiré, jagged edges) when a photo shrinks tenfold.
 */
function boxWeights(start: number, length: number, outLength: number): Array<Array<[index: number, weight: number]>> {
  const step = length / outLength;
  const weights: Array<Array<[number, number]>> = [];
  for (let out = 0; out < outLength; out += 1) {
    const from = out * step;
    const to = from + step;
    const taps: Array<[number, number]> = [];
    for (let index = Math.floor(from); index < Math.ceil(to); index += 1) {
      const cover = Math.min(to, index + 1) - Math.max(from, index);
      if (cover > 0) taps.push([start + index, cover / step]);
    }
    weights.push(taps);
  }
  return weights;
}

/**
 * Makes one size from a raster: the plan's crop, shrunk with a box filter. Colours are weighted
 * by alpha so transparent pixels do not darken the edges of a PNG with transparency.
 */
export function resizeRaster(raster: Raster, plan: SizePlan): Raster {
  const { source, width, height } = plan;
  const columns = boxWeights(source.x, source.width, width);
  const rows = boxWeights(source.y, source.height, height);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const rowTaps = rows[y] ?? [];
    for (let x = 0; x < width; x += 1) {
      const columnTaps = columns[x] ?? [];
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (const [sy, wy] of rowTaps) {
        for (const [sx, wx] of columnTaps) {
          const at = (sy * raster.width + sx) * 4;
          const weight = wx * wy;
          const a = (raster.data[at + 3] ?? 0) * weight;
          red += (raster.data[at] ?? 0) * a;
          green += (raster.data[at + 1] ?? 0) * a;
          blue += (raster.data[at + 2] ?? 0) * a;
          alpha += a;
        }
      }
      const to = (y * width + x) * 4;
      if (alpha > 0) {
        out[to] = Math.round(red / alpha);
        out[to + 1] = Math.round(green / alpha);
        out[to + 2] = Math.round(blue / alpha);
      }
      out[to + 3] = Math.round(alpha);
    }
  }
  return { width, height, data: out };
}
