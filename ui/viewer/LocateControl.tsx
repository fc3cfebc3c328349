import { useState } from 'react';
import { InCorner } from './MapCorners';
import type { MapEngine } from '../../engine/index';

interface LocateControlProps {
  engine: MapEngine;
  location: 'left' | 'right';
}

/** The "show my location" button: asks the browser where the visitor is and centres the map there. */
export function LocateControl({ engine, location }: LocateControlProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const locate = () => {
    setBusy(true);
    setMessage('');
    engine.locate()
      .then(() => setMessage('Showing your location.'))
      .catch((error: unknown) => setMessage(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  };

  return (
    <InCorner corner={`bottom-${location}` as const} order={0}>
    <div className={`mapsvg-controls mapsvg-controls-locate mapsvg-controls-${location}`} style={{ top: 'auto', bottom: 10 }}>
      <button type="button" className="mapsvg-btn" aria-label="Show my location" title="Show my location" disabled={busy} onClick={locate}>◎</button>
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{message}</span>
    </div>
    </InCorner>
  );
}
