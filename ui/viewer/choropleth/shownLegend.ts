/** Draws a map's legend onto its exported picture, at the picture's scale (device px per CSS px). */
export type LegendPainter = (context: CanvasRenderingContext2D, picture: { width: number; height: number }, scale: number) => void;

/**
 * The legend each map shows now, as a painter for its picture export (keyed by the map's
 * engine). The painter comes from the choropleth's own chunk, so the export needs none of its
 * code unless a legend is shown.
 */
const shownLegends = new WeakMap<object, LegendPainter>();

/** Records (or with null, forgets) how to paint the legend a map shows. */
export function setShownLegend(map: object, painter: LegendPainter | null): void {
  if (painter) shownLegends.set(map, painter);
  else shownLegends.delete(map);
}

/** How to paint the legend a map shows now, if any. */
export function shownLegendOf(map: object): LegendPainter | null {
  return shownLegends.get(map) ?? null;
}
