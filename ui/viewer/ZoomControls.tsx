import type { MapEngine } from '../../engine/index';
import { InCorner } from './MapCorners';

interface ZoomControlsProps {
  engine: MapEngine;
  location: 'left' | 'right';
  showReset: boolean;
}

/** Zoom in, zoom out and reset buttons over the map. */
export function ZoomControls({ engine, location, showReset }: ZoomControlsProps) {
  return (
    <InCorner corner={`top-${location}` as const} order={0}>
    <div className={`mapsvg-controls mapsvg-controls-${location}`} role="group" aria-label="Map zoom">
      <button type="button" className="mapsvg-btn" aria-label="Zoom in" title="Zoom in" onClick={() => engine.zoomIn()}>+</button>
      <button type="button" className="mapsvg-btn" aria-label="Zoom out" title="Zoom out" onClick={() => engine.zoomOut()}>−</button>
      {showReset && (
        <button type="button" className="mapsvg-btn" aria-label="Reset zoom" title="Reset zoom" onClick={() => engine.resetView()}>⟲</button>
      )}
    </div>
    </InCorner>
  );
}
