import { useEffect } from 'react';
import type { DataRecord, RegionOptions } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { regionRowValues, type RegionRowEdit } from './regionEdits';

/**
 * Shows each region's status (stored row, or the pending edit over it) on the preview map, so
 * a status change is seen at once: its colour, and its disabled flag (spec 4: a known status
 * sets the label and disabled flag; an unknown one clears them). An explicit per-region
 * disabled option still wins, as it does when the map loads.
 */
export function useRegionStatusPreview(engine: MapEngine | null, rows: ReadonlyMap<string, DataRecord>, edits: Readonly<Record<string, RegionRowEdit>>, regionOptions: Readonly<Record<string, RegionOptions | undefined>>): void {
  useEffect(() => {
    if (!engine) return;
    const ids = new Set([...rows.keys(), ...Object.keys(edits)]);
    for (const id of ids) {
      const state = engine.region(id);
      if (!state) continue;
      const { status } = regionRowValues(rows.get(id), edits[id]);
      if (status === '' && state.status === undefined) continue;
      engine.setRegionStatus(id, status === '' ? null : status);
      const explicit = regionOptions[id]?.disabled;
      if (typeof explicit === 'boolean') engine.setRegionDisabled(id, explicit);
    }
  }, [engine, rows, edits, regionOptions]);
}
