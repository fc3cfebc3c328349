import { useEffect, useMemo } from 'react';
import { recordMarkerId, type ChoroplethOptions, type DataRecord } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { planChoropleth, planMarkerBubbles, regionValues, type ChoroplethPlan } from './choroplethModel';

/** What the choropleth of one map reads. */
export interface ChoroplethInput {
  /** The engine once the map is ready (null before). */
  engine: MapEngine | null;
  choropleth: ChoroplethOptions;
  /** The field coloured now (the visitor may switch it). */
  field: string;
  regionRows?: ReadonlyMap<string, Record<string, unknown>>;
  optionRegions?: Readonly<Record<string, unknown>>;
  records?: readonly DataRecord[];
}

/**
 * Colours the map from its data: recomputes the range and every region's colour whenever the
 * data, the options or the field change, and hands them to the engine in one call (palette
 * rewrites, no geometry rebuilt), or bubbles in bubble mode. Returns the plan for the legend.
 */
export function useChoropleth({ engine, choropleth, field, regionRows, optionRegions, records }: ChoroplethInput): ChoroplethPlan | null {
  const regionIds = useMemo(() => engine?.regions().map((region) => region.id) ?? [], [engine]);
  const plan = useMemo(() => {
    if (!choropleth.on || !field || regionIds.length === 0) return null;
    const values = regionValues(choropleth.source, field, { regionIds, regionRows, optionRegions, records });
    return planChoropleth({ ...choropleth, sourceField: field }, values);
  }, [choropleth, field, regionIds, regionRows, optionRegions, records]);

  useEffect(() => {
    if (!engine || !plan) return undefined;
    engine.setChoroplethColors(plan.colors);
    engine.setBubbles(plan.bubbles);
    // A new plan replaces these at once; a choropleth turned off leaves the regions' own colours.
    return () => {
      engine.setChoroplethColors(new Map([...plan.colors.keys()].map((id) => [id, null])));
      engine.setBubbles(new Map());
    };
  }, [engine, plan]);

  // Bubble mode from the database: bubbles sit on the records' markers.
  const markerBubbles = useMemo(() => planMarkerBubbles({ ...choropleth, sourceField: field }, records ?? [], (record) => (record.id === undefined ? null : recordMarkerId(record.id))), [choropleth, field, records]);
  useEffect(() => {
    if (!engine) return undefined;
    engine.setMarkerBubbles(markerBubbles);
    return () => engine.setMarkerBubbles(new Map());
  }, [engine, markerBubbles]);

  return plan;
}
