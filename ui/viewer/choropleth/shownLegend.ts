/** What the legend's painter is told about the exported picture. */
interface PictureFacts {
  /** Device pixels per CSS pixel of the map's drawing. */
  scale: number;
  /** The map's background colour, for room the picture adds around the map. */
  background: string;
  /** An element of the map on the page: the legend is painted where the page shows it. */
  anchor: Element;
}

/**
 * Adds a map's legend to the picture of its drawing (`map`, on its background): answers the
 * picture to export, the same canvas or a larger one holding the map and the legend beside it.
 */
type LegendPainter = (map: HTMLCanvasElement, facts: PictureFacts) => HTMLCanvasElement;

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
