import { useEffect, useId, useState, type CSSProperties } from 'react';
import { InCorner, isMapCorner } from './MapCorners';
import type { LayerControlOptions } from '../../domain/index';
import type { MapEngine, MapLayer } from '../../engine/index';
import { usePhone } from './usePhone';

/** Where a corner control sits over the map. */
export function cornerStyle(position: LayerControlOptions['position'], maxHeight: string): CSSProperties {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return {
    position: 'absolute', [vertical]: 10, [horizontal]: 10, zIndex: 2, maxHeight: maxHeight || '100%', overflow: 'auto',
    background: '#fff', border: '1px solid #c3c4c7', borderRadius: 4, padding: '4px 8px', fontSize: 14, minWidth: 120,
  };
}

interface LayersControlProps {
  engine: MapEngine;
  options: LayerControlOptions;
}

/**
 * The layers control: a corner panel listing the map's layers (SVG groups) with a checkbox each;
 * unticking one hides its shapes (and takes them out of clicks and the keyboard list).
 * The label button collapses and expands the list.
 */
export function LayersControl({ engine, options }: LayersControlProps) {
  const [layers, setLayers] = useState<MapLayer[]>(() => engine.groups());
  // On a phone an open list would cover much of the map: it starts folded to its title there.
  const isPhone = usePhone();
  const [expanded, setExpanded] = useState(options.expanded && !isPhone);
  const listId = useId();

  useEffect(() => {
    setLayers(engine.groups());
    return engine.on('layersChange', () => setLayers(engine.groups()));
  }, [engine]);

  if (layers.length === 0) return null;
  return (
    <InCorner corner={isMapCorner(options.position) ? options.position : 'top-right'} order={1}>
    <div className="mapsvg-layers-control" role="group" aria-label={options.label || 'Layers'} style={cornerStyle(options.position, options.maxHeight)}>
      <button type="button" className="mapsvg-layers-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}
        style={{ background: 'none', border: 0, padding: '2px 0', fontWeight: 600, cursor: 'pointer', width: '100%', textAlign: 'left' }}>
        {options.label || 'Layers'}
      </button>
      <ul id={listId} hidden={!expanded} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {layers.map((layer) => (
          <li key={layer.id}>
            <label style={{ display: 'flex', gap: 6, alignItems: 'center', cursor: 'pointer' }}>
              <input type="checkbox" checked={layer.visible} onChange={(event) => engine.setGroupVisible(layer.id, event.currentTarget.checked)} />
              {layer.title}
            </label>
          </li>
        ))}
      </ul>
    </div>
    </InCorner>
  );
}
