import { useEffect, useState } from 'react';

/** A map's stored record as the viewer needs it. */
export interface MapData {
  id: number | undefined;
  title: string;
  options: Record<string, unknown>;
}

/** The container's `data-state` values. */
export type MapState = 'loading' | 'ready' | 'error';

interface MapViewProps {
  load: () => Promise<MapData>;
  onStateChange: (state: MapState) => void;
}

/** Loads a map and shows its vector image with a loading message and error text. */
export function MapView({ load, onStateChange }: MapViewProps) {
  const [map, setMap] = useState<MapData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    load()
      .then((data) => { if (!cancelled) setMap(data); })
      .catch((reason: unknown) => {
        if (cancelled) return;
        setError(reason instanceof Error ? reason.message : String(reason));
        onStateChange('error');
      });
    return () => { cancelled = true; };
  }, [load, onStateChange]);

  if (error) return <p className="mapsvg-error" role="alert">{error}</p>;
  if (!map) return <p className="mapsvg-loading" role="status">Loading map…</p>;
  const source = typeof map.options.source === 'string' ? map.options.source : '';
  return (
    <img
      className="mapsvg-image"
      src={source}
      alt={map.title}
      style={{ width: '100%', height: 'auto', display: 'block' }}
      onLoad={() => onStateChange('ready')}
      onError={() => { setError('MapSVG: please provide SVG file source.'); onStateChange('error'); }}
    />
  );
}
