/**
 * Bubbles as drawn: centres in viewport CSS px, diameters in px, in draw order (later on top).
 * Flat arrays so a hit test on every pointer move allocates nothing.
 */
export interface BubbleFrame {
  ids: readonly string[];
  x: Float64Array;
  y: Float64Array;
  size: Float64Array;
}

/** The topmost bubble under a viewport point, or null. */
export function bubbleAt(frame: BubbleFrame, px: number, py: number): string | null {
  for (let i = frame.ids.length - 1; i >= 0; i -= 1) {
    const r = (frame.size[i] ?? 0) / 2;
    const dx = px - (frame.x[i] ?? 0);
    const dy = py - (frame.y[i] ?? 0);
    if (dx * dx + dy * dy <= r * r) return frame.ids[i] ?? null;
  }
  return null;
}

/** Draw order of bubbles: larger first, so a small bubble is never hidden under a large one. */
export function bubbleDrawOrder<T extends { size: number; id: string }>(bubbles: readonly T[]): T[] {
  return [...bubbles].sort((p, q) => q.size - p.size || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
}
