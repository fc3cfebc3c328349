import { parseColor, type RgbaColor } from '../../domain/index';

/**
 * pixi's colour class reads colour text and objects through the `@pixi/colord` package. The
 * build points that package here (see `vite.config.ts`), so a page carries one colour parser
 * and one table of colour names, the product's own, instead of two.
 */

/** What pixi reads of a parsed colour. */
export interface PixiParsedColor {
  isValid(): boolean;
  /** Channels 0..255, alpha 0..1. */
  readonly rgba: RgbaColor;
}

function isChannel(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An `{ r, g, b, a? }` object (channels 0..255), as pixi's colour class accepts one. */
function objectColor(value: unknown): RgbaColor | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { r, g, b, a = 1 } = value as Record<string, unknown>;
  if (!isChannel(r) || !isChannel(g) || !isChannel(b) || !isChannel(a)) return undefined;
  return { r, g, b, a };
}

/** Parses a colour as `@pixi/colord`'s `colord()` does, for pixi's colour class. */
export function colord(value: unknown): PixiParsedColor {
  const rgba = typeof value === 'string' ? parseColor(value) : objectColor(value);
  return { isValid: () => rgba !== undefined, rgba: rgba ?? { r: 0, g: 0, b: 0, a: 1 } };
}

/** Plugins add nothing: the product's parser knows the colour names already. */
export function extend(): void {}

/** The names plugin pixi registers, as `@pixi/colord/plugins/names` exports it. */
export default function namesPlugin(): void {}
