/** A size in CSS px. */
export interface Size { width: number; height: number }
/** A point in CSS px. */
export interface Point { x: number; y: number }

/** Gap between the mouse and the tooltip. */
const TOOLTIP_OFFSET = 12;
/** Vertical offset when centring on a popover: 12 plus the shift (spec 9). */
const POPOVER_CENTER_OFFSET = 12;

/** Where a tooltip sits: its top-left and whether it was mirrored on each axis. */
export interface TooltipPlacement extends Point { flippedX: boolean; flippedY: boolean }

/**
 * Places a tooltip below-right of the mouse; when it would leave the map on the right or at the
 * bottom, it is mirrored to the other side of the mouse (and comes back when the mouse moves
 * away from the edge, since every move is placed afresh).
 */
export function placeTooltip(mouse: Point, tooltip: Size, bounds: Size): TooltipPlacement {
  const flippedX = mouse.x + TOOLTIP_OFFSET + tooltip.width > bounds.width && mouse.x - TOOLTIP_OFFSET - tooltip.width >= 0;
  const flippedY = mouse.y + TOOLTIP_OFFSET + tooltip.height > bounds.height && mouse.y - TOOLTIP_OFFSET - tooltip.height >= 0;
  return {
    x: flippedX ? mouse.x - TOOLTIP_OFFSET - tooltip.width : mouse.x + TOOLTIP_OFFSET,
    y: flippedY ? mouse.y - TOOLTIP_OFFSET - tooltip.height : mouse.y + TOOLTIP_OFFSET,
    flippedX,
    flippedY,
  };
}

/** The popover's size limits in px from its options and the map's size. */
export function popoverLimits(options: { width: number; maxWidth: number; maxHeight: number }, map: Size): { width: number; maxWidth: number; maxHeight: number } {
  const maxWidth = Math.max(120, (map.width * (options.maxWidth || 100)) / 100);
  return {
    width: Math.min(options.width || 300, maxWidth),
    maxWidth,
    maxHeight: Math.max(80, (map.height * (options.maxHeight || 100)) / 100),
  };
}

/**
 * Places a popover above its anchor, centred horizontally and kept inside the map horizontally.
 * Returns its top-left.
 */
export function placePopover(anchor: Point, popover: Size, map: Size): Point {
  const x = Math.min(Math.max(0, anchor.x - popover.width / 2), Math.max(0, map.width - popover.width));
  return { x, y: anchor.y - popover.height - POPOVER_CENTER_OFFSET };
}

/**
 * How far (screen px) the map must pan so that a popover above the anchor sits in the middle of
 * the map: the anchor moves to half the popover's height (plus the 12 px offset) below the centre.
 */
export function popoverCenterShift(anchor: Point, popoverHeight: number, map: Size): Point {
  return {
    x: anchor.x - map.width / 2,
    y: anchor.y - (map.height / 2 + popoverHeight / 2 + POPOVER_CENTER_OFFSET),
  };
}

/** The drawn map's size in CSS px (the canvas; the host may be wider than a fixed-size map). */
export function drawnMapSize(wrap: HTMLElement | null): Size {
  const canvas = wrap?.querySelector<HTMLElement>('.mapsvg-map canvas') ?? wrap?.querySelector<HTMLElement>('.mapsvg-map');
  return { width: canvas?.clientWidth ?? 0, height: canvas?.clientHeight ?? 0 };
}
