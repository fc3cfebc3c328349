import type { Direction } from '../hit-test/nearestInDirection';

/** How far PageUp and PageDown move in the mirror's order. */
const PAGE_STEP = 10;

/** Arrow keys and the direction each one moves the focus on the map. */
export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right',
};

/**
 * Where Home, End, PageUp and PageDown move in the full order of `total` items (regions, then
 * markers), from `position` (null: nothing focused yet). Returns null for any other key or an
 * empty list. Page keys stop at the ends.
 */
export function orderKeyTarget(key: string, position: number | null, total: number): number | null {
  if (total <= 0) return null;
  const last = total - 1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return position === null ? 0 : Math.min(last, position + PAGE_STEP);
    case 'PageUp':
      return position === null ? 0 : Math.max(0, position - PAGE_STEP);
    default:
      return null;
  }
}
