/**
 * Winding number of a closed ring around (x, y); the ring is the flat coordinates
 * `coords[start..end)` (x, y pairs) and closes back to its first point implicitly.
 *
 * Points exactly on an edge follow a half-open rule: an edge owns its lower end but not its
 * upper end, and a point on an edge is not counted for that edge. The effect on a map: a point on
 * a border shared by two regions belongs to exactly one of them (the one to its right for a
 * vertical border, the one below it for a horizontal border, in SVG's y-down space), so hit
 * testing never returns both or neither.
 */
export function windingNumber(coords: ArrayLike<number>, start: number, end: number, x: number, y: number): number {
  if (end - start < 6) return 0;
  let winding = 0;
  let x0 = coords[end - 2] as number;
  let y0 = coords[end - 1] as number;
  for (let i = start; i < end; i += 2) {
    const x1 = coords[i] as number;
    const y1 = coords[i + 1] as number;
    if (y0 <= y) {
      if (y1 > y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) > 0) winding++;
    } else if (y1 <= y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) < 0) {
      winding--;
    }
    x0 = x1;
    y0 = y1;
  }
  return winding;
}
