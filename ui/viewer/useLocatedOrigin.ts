import { useEffect, type RefObject } from 'react';
import type { DistanceValue, SchemaField } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { defaultDistance } from './filterQuery';
import { locatedDistance } from './storeFinder';
import type { Viewer } from './ViewerContext';

/**
 * Makes the map's "Show my location" the distance search's origin: once the engine has found
 * the visitor, the distance filter (if the map has one) searches from there ("Your location"),
 * so the list sorts by distance from the visitor.
 */
export function useLocatedOrigin(engine: MapEngine | null, fields: readonly SchemaField[], latest: RefObject<Viewer | null>): void {
  const field = fields.find((candidate) => candidate.type === 'distance');
  useEffect(() => {
    if (!engine || !field) return undefined;
    return engine.on('locate', ({ geoPoint }) => {
      const viewer = latest.current;
      if (!geoPoint || !viewer) return;
      const current = (viewer.filterValues[field.name] as DistanceValue | undefined) ?? { units: field.distanceUnits ?? 'km', length: defaultDistance(field), address: '' };
      viewer.setFilterValues({ ...viewer.filterValues, [field.name]: locatedDistance(field, current, geoPoint) });
    });
  }, [engine, field, latest]);
}
