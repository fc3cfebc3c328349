/** Rows drawn beyond the visible ones on each side, so fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 6;

/** Which rows to draw and where the first one starts. */
interface VirtualRange {
  start: number;
  /** One past the last row to draw. */
  end: number;
  /** Top of row `start` in px. */
  offset: number;
  /** Height of every row together in px. */
  total: number;
}

/** Cumulative tops of rows: `tops[i]` is row i's top; `tops[count]` is the total height. */
export function rowTops(count: number, heightOf: (index: number) => number): Float64Array {
  const tops = new Float64Array(count + 1);
  for (let index = 0; index < count; index += 1) tops[index + 1] = (tops[index] ?? 0) + heightOf(index);
  return tops;
}

/** The last row whose top is at or above `y` (binary search over the tops). */
function rowAt(tops: Float64Array, count: number, y: number): number {
  let low = 0;
  let high = Math.max(0, count - 1);
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((tops[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The rows of a list that a viewport of `height` px scrolled to `scrollTop` shows, plus
 * `overscan` rows either side. Only these are in the DOM, so 10,000 items scroll like 30.
 */
export function virtualRange(tops: Float64Array, scrollTop: number, height: number, overscan = OVERSCAN_ROWS): VirtualRange {
  const count = tops.length - 1;
  const total = tops[count] ?? 0;
  if (count <= 0) return { start: 0, end: 0, offset: 0, total };
  const first = rowAt(tops, count, Math.max(0, scrollTop));
  const last = rowAt(tops, count, Math.max(0, scrollTop + height));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + 1 + overscan);
  return { start, end, offset: tops[start] ?? 0, total };
}
