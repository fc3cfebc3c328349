/** What {@link collectDrawnRows} reads from the store. */
interface DrawnRowSource {
  rows: { count: number };
  /** Whether a row may be shown on this floor slot (-1: every floor) by its own flags. */
  shownOnFloor(row: number, floorSlot: number): boolean;
}

/**
 * One pass over the rows: which are visible (not hidden, not filtered out, on the floor) and
 * which of those are drawn (all of them, or with `shown` only those listed: clustering's single
 * markers, ascending). Writes 1 into `mask` for every drawn row and into `visibleMask`, when
 * given, for every visible one (each must hold `rows.count` entries and be zeroed). Returns the counts.
 */
export function collectDrawnRows(source: DrawnRowSource, floorSlot: number, shown: ArrayLike<number> | null, mask: Uint8Array, visibleMask?: Uint8Array): { visible: number; drawn: number } {
  const count = source.rows.count;
  let visible = 0;
  let drawn = 0;
  let s = 0;
  for (let row = 0; row < count; row++) {
    if (!source.shownOnFloor(row, floorSlot)) continue;
    visible += 1;
    if (visibleMask) visibleMask[row] = 1;
    if (shown) {
      while (s < shown.length && (shown[s] ?? 0) < row) s++;
      if (shown[s] !== row) continue;
    }
    mask[row] = 1;
    drawn += 1;
  }
  return { visible, drawn };
}

/** The rows a mask marks (its first `count` entries), ascending; `drawn` is how many it marks. */
export function maskedRows(mask: Uint8Array, count: number, drawn: number): Uint32Array {
  const rows = new Uint32Array(drawn);
  let n = 0;
  for (let row = 0; row < count && n < drawn; row++) if (mask[row] === 1) rows[n++] = row;
  return rows;
}

/** Markers in columns (for the accessibility mirror and keyboard navigation). */
export interface MarkerColumnsView {
  ids: string[];
  x: Float64Array;
  y: Float64Array;
}

/** The ids and points of these rows, in their order. */
export function columnsOfRows(rows: Uint32Array, columns: { ids: ReadonlyArray<string | undefined>; x: ArrayLike<number>; y: ArrayLike<number> }): MarkerColumnsView {
  const { ids, x, y } = columns;
  // Plain loops: a mapping Array.from costs a callback per marker (tens of ms at 100k).
  const shownIds = new Array<string>(rows.length);
  const shownX = new Float64Array(rows.length);
  const shownY = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] ?? 0;
    shownIds[k] = ids[row] ?? '';
    shownX[k] = x[row] ?? 0;
    shownY[k] = y[row] ?? 0;
  }
  return { ids: shownIds, x: shownX, y: shownY };
}
