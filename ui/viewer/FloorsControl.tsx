import { useEffect, useId, useState } from 'react';
import { InCorner, isMapCorner } from './MapCorners';
import type { LayerControlOptions } from '../../domain/index';
import type { MapEngine, MapLayer } from '../../engine/index';
import { cornerStyle } from './LayersControl';

interface FloorsControlProps {
  engine: MapEngine;
  options: LayerControlOptions;
}

/** The floors control: one radio button per floor; choosing one shows that floor (its shapes and markers) only. */
export function FloorsControl({ engine, options }: FloorsControlProps) {
  const [floors, setFloors] = useState<MapLayer[]>(() => engine.floors());
  const [expanded, setExpanded] = useState(options.expanded);
  const name = useId();

  useEffect(() => {
    setFloors(engine.floors());
    return engine.on('layersChange', () => setFloors(engine.floors()));
  }, [engine]);

  if (floors.length === 0) return null;
  const label = options.label || 'Floors';
  return (
    <InCorner corner={isMapCorner(options.position) ? options.position : 'top-right'} order={2}>
    <div className="mapsvg-floors-control" role="radiogroup" aria-label={label} style={cornerStyle(options.position, options.maxHeight)}>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}
        style={{ background: 'none', border: 0, padding: '2px 0', fontWeight: 600, cursor: 'pointer', width: '100%', textAlign: 'left' }}>
        {label}: {floors.find((floor) => floor.visible)?.title ?? ''}
      </button>
      <div hidden={!expanded}>
        {floors.map((floor) => (
          <label key={floor.id} style={{ display: 'flex', gap: 6, alignItems: 'center', cursor: 'pointer' }}>
            <input type="radio" name={name} checked={floor.visible} onChange={() => engine.setFloor(floor.id)} />
            {floor.title}
          </label>
        ))}
      </div>
    </div>
    </InCorner>
  );
}
