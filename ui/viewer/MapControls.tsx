import type { MapEngine } from '../../engine/index';
import { InCorner } from './MapCorners';
import { shownLegendOf } from './choropleth/shownLegend';

/**
 * Writes the map's current view to a PNG file: the background colour, the WebGL canvas, then
 * the choropleth legend when the map shows one, where the page shows it (over the map in its
 * corner, or beside the map on its container's side).
 */
function downloadPng(engine: MapEngine, background: string, fileName: string): boolean {
  const source = engine.debug.canvas as HTMLCanvasElement | null;
  if (!source) return false;
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = background || '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // The engine's canvas keeps its drawing buffer (preserveDrawingBuffer), so it can be copied.
  context.drawImage(source, 0, 0);
  const scale = source.width / Math.max(1, source.clientWidth || source.width);
  const picture = shownLegendOf(engine)?.(canvas, { scale, background: background || '#ffffff', anchor: source }) ?? canvas;
  const link = document.createElement('a');
  link.download = fileName;
  link.href = picture.toDataURL('image/png');
  link.click();
  return true;
}

interface MapControlsProps {
  engine: MapEngine | null;
  location: 'left' | 'right';
  /** Shown only when there is an earlier map to go back to. */
  onPrevious: (() => void) | null;
  /** Shown when the map offers a PNG download. */
  png: { background: string; fileName: string } | null;
}

/** The previous-map and download buttons, under the zoom buttons on the same side. */
export function MapControls({ engine, location, onPrevious, png }: MapControlsProps) {
  if (!onPrevious && !(png && engine)) return null;
  return (
    <InCorner corner={`bottom-${location}` as const} order={1}>
    <div className={`mapsvg-controls mapsvg-controls-extra mapsvg-controls-${location}`} role="group" aria-label="Map actions">
      {onPrevious && <button type="button" className="mapsvg-btn" aria-label="Previous map" title="Previous map" onClick={onPrevious}>←</button>}
      {png && engine && (
        <button type="button" className="mapsvg-btn" aria-label="Download PNG" title="Download PNG" onClick={() => downloadPng(engine, png.background, png.fileName)}>⤓</button>
      )}
    </div>
    </InCorner>
  );
}
