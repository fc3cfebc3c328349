import type { PaddingOptions } from '../../domain/map/optionTypes/viewOptions';
import type { ViewportSize } from './cameraMath';

/** The map options and facts that decide the container's size. */
export interface ContainerSizeInput {
  /** Width the container may take (its parent's content width), in px; used when responsive. */
  availableWidth: number;
  /** The vector image's own size (its width/height attributes or view box). */
  imageWidth: number;
  imageHeight: number;
  /** The map's configured `width` / `height` options, if any. */
  width?: number;
  height?: number;
  responsive: boolean;
  lockAspectRatio: boolean;
  /** Space in px between the container's edge and the map viewport. */
  padding?: PaddingOptions;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  /**
   * The most height a map may take when its height follows the aspect ratio (the room in the
   * page's window or a bounded container), so a tall map fits instead of overflowing; the camera
   * letterboxes it. A configured fixed height is not capped.
   */
  maxAutoHeight?: number;
  /**
   * The least height a map takes when its height follows the aspect ratio (on a phone, a share
   * of the window, so a wide map is not a strip); the camera letterboxes it. A configured fixed
   * height is not raised.
   */
  minAutoHeight?: number;
}

/** The container's outer size and the map viewport inside its padding, in px. */
interface ContainerSize {
  width: number;
  height: number;
  /** The camera's viewport: the container minus its padding. */
  viewport: ViewportSize;
}

const NO_PADDING: PaddingOptions = { top: 0, left: 0, right: 0, bottom: 0 };

/**
 * The map container's size.
 *
 * - Width: the available width when responsive, otherwise the configured width (else the
 *   image's); then clamped to minWidth..maxWidth.
 * - Height: derived from the width by the map's aspect ratio (configured width:height when both
 *   are set, else the image's), applied to the width inside the padding. With lockAspectRatio off
 *   a configured height is used as is instead; without one the ratio still decides. Then clamped
 *   to minHeight..maxHeight. A height that follows the ratio never exceeds `maxAutoHeight` and
 *   is at least `minAutoHeight`.
 * - When a clamp breaks the ratio the width is not adjusted: the camera's fit letterboxes the map.
 */
export function containerSize(input: ContainerSizeInput): ContainerSize {
  const padding = input.padding ?? NO_PADDING;
  const padX = padding.left + padding.right;
  const padY = padding.top + padding.bottom;
  const baseWidth = input.responsive ? input.availableWidth : (input.width ?? input.imageWidth);
  const width = clampOptional(baseWidth, input.minWidth, input.maxWidth);
  const fixedHeight = !input.lockAspectRatio && input.height !== undefined && input.height > 0;
  const baseHeight = fixedHeight && input.height !== undefined
    ? input.height
    : Math.max(capped(Math.max(width - padX, 0) * aspectRatio(input) + padY, input.maxAutoHeight), input.minAutoHeight ?? 0);
  const height = clampOptional(baseHeight, input.minHeight, input.maxHeight);
  return {
    width,
    height,
    viewport: { width: Math.max(width - padX, 0), height: Math.max(height - padY, 0) },
  };
}

function capped(height: number, cap: number | undefined): number {
  return cap !== undefined && cap > 0 ? Math.min(height, cap) : height;
}

/** Height per unit of width; the configured size wins over the image's. */
function aspectRatio(input: ContainerSizeInput): number {
  if (input.width !== undefined && input.height !== undefined && input.width > 0 && input.height > 0) {
    return input.height / input.width;
  }
  if (input.imageWidth > 0 && input.imageHeight > 0) return input.imageHeight / input.imageWidth;
  return 1;
}

/** Clamps to the bounds that are set; a non-positive bound counts as unset. */
function clampOptional(value: number, min?: number, max?: number): number {
  let result = value;
  if (max !== undefined && max > 0) result = Math.min(result, max);
  if (min !== undefined && min > 0) result = Math.max(result, min);
  return result;
}
