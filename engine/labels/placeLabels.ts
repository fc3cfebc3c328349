/** A label that may be shown: its anchor in map units, its text size in px and its rank. */
export interface LabelCandidate {
  id: string;
  /** Anchor (the label's centre) in map coordinates. */
  x: number;
  y: number;
  /** Size of the drawn text in CSS px. */
  width: number;
  height: number;
  /** Higher wins a collision (the region's area unless a field was chosen). */
  priority: number;
  /** Room around the anchor in map units (the pole's distance to the nearest edge). */
  radius: number;
  /** Width of the region's box in map units. */
  regionWidth: number;
  /** Screen px between the anchor and the label's centre, downwards. */
  offsetY?: number;
}

/** A shown label's box in CSS px of the map viewport. */
export interface LabelBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The map-to-screen transform and the viewport, as the scene has them. */
interface PlacementView {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
  width: number;
  height: number;
}

/** Tuning of {@link placeLabels}. */
export interface PlacementOptions {
  /** Empty space kept between two labels, px. */
  gap?: number;
  /**
   * A label is shown only when its region is at least this share of the label's width on
   * screen, and the region's inscribed circle is at least the text height: a small region
   * never disappears under a label.
   */
  minRegionShare?: number;
}

const CELL = 64;

/** Orders candidates once (priority, then id for a stable result); placement keeps the order. */
export function rankLabels<T extends LabelCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort((p, q) => q.priority - p.priority || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
}

/**
 * Chooses which labels to show at one view: in rank order, a label is kept when it is on screen,
 * its region is big enough on screen to carry it, and its box (plus the gap) overlaps no label
 * kept before it. Greedy over a grid of 64 px cells, so a few thousand candidates take well
 * under a millisecond per view change. Candidates must come ranked ({@link rankLabels}).
 */
export function placeLabels(ranked: readonly LabelCandidate[], view: PlacementView, options: PlacementOptions = {}): LabelBox[] {
  const gap = options.gap ?? 2;
  const share = options.minRegionShare ?? 0.6;
  const scale = Math.hypot(view.a, view.b);
  const grid = new Map<number, LabelBox[]>();
  const placed: LabelBox[] = [];
  const columns = Math.ceil(view.width / CELL) + 2;
  for (const candidate of ranked) {
    if (candidate.width <= 0 || candidate.height <= 0) continue;
    if (candidate.radius * 2 * scale < candidate.height || candidate.regionWidth * scale < candidate.width * share) continue;
    const cx = view.a * candidate.x + view.c * candidate.y + view.tx;
    const cy = view.b * candidate.x + view.d * candidate.y + view.ty + (candidate.offsetY ?? 0);
    const box: LabelBox = { id: candidate.id, x: cx - candidate.width / 2, y: cy - candidate.height / 2, width: candidate.width, height: candidate.height };
    if (box.x < 0 || box.y < 0 || box.x + box.width > view.width || box.y + box.height > view.height) continue;
    const c0 = Math.floor((box.x - gap) / CELL) + 1;
    const c1 = Math.floor((box.x + box.width + gap) / CELL) + 1;
    const r0 = Math.floor((box.y - gap) / CELL) + 1;
    const r1 = Math.floor((box.y + box.height + gap) / CELL) + 1;
    if (collides(grid, box, gap, c0, c1, r0, r1, columns)) continue;
    placed.push(box);
    for (let r = r0; r <= r1; r += 1) {
      for (let c = c0; c <= c1; c += 1) {
        const key = r * columns + c;
        const cell = grid.get(key);
        if (cell) cell.push(box);
        else grid.set(key, [box]);
      }
    }
  }
  return placed;
}

function collides(grid: Map<number, LabelBox[]>, box: LabelBox, gap: number, c0: number, c1: number, r0: number, r1: number, columns: number): boolean {
  for (let r = r0; r <= r1; r += 1) {
    for (let c = c0; c <= c1; c += 1) {
      for (const other of grid.get(r * columns + c) ?? []) {
        if (overlaps(box, other, gap)) return true;
      }
    }
  }
  return false;
}

/** Whether two boxes come closer than `gap`. */
export function overlaps(p: Omit<LabelBox, 'id'>, q: Omit<LabelBox, 'id'>, gap = 0): boolean {
  return p.x < q.x + q.width + gap && q.x < p.x + p.width + gap && p.y < q.y + q.height + gap && q.y < p.y + p.height + gap;
}
