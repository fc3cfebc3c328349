/**
 * The list rotated left by `shift` places: round `r` of the bench starts with implementation `r`,
 * so no implementation always runs first (cold) or right after the heaviest one.
 */
export function rotate<T>(items: readonly T[], shift: number): T[] {
  if (items.length === 0) return [];
  const start = ((shift % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}
