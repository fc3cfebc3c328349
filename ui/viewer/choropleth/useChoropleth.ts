import { useEffect, useMemo, useState } from 'react';
import { recordMarkerId, type ChoroplethOptions, type Classification, type DataRecord } from '../../../domain/index';
import { OFF_THREAD_FROM, classifyOffThread } from './classifyOffThread';
import type { MapEngine } from '../../../engine/index';
import { planChoropleth, planMarkerBubbles, presentValues, shownValues, type ChoroplethPlan } from './choroplethModel';

/** The page's language (its `lang`, else the browser's), for number formats. */
function pageLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang || (typeof navigator === 'undefined' ? undefined : navigator.language) || undefined;
}

/**
 * The classes of many values, made in a worker: 'pending' until they arrive (the map keeps its
 * colours meanwhile), null when the map needs none from a worker (few values, or no classes).
 */
function useOffThreadClasses(choropleth: ChoroplethOptions, values: ReadonlyMap<string, number | undefined> | null): Classification | Error | 'pending' | null {
  const present = useMemo(() => (values ? presentValues(values) : []), [values]);
  const wanted = choropleth.coloring.mode === 'classes' && present.length >= OFF_THREAD_FROM;
  const options = choropleth.coloring.classes;
  const [made, setMade] = useState<{ present: readonly number[]; options: ChoroplethOptions['coloring']['classes']; result: Classification | Error } | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    classifyOffThread(present, options).then(
      (result) => live && setMade({ present, options, result }),
      (error: unknown) => live && setMade({ present, options, result: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, present, options]);
  if (!wanted) return null;
  return made && made.present === present && made.options === options ? made.result : 'pending';
}

/** What the choropleth of one map reads. */
interface ChoroplethInput {
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
  const values = useMemo(() => {
    if (!choropleth.on || !field || regionIds.length === 0) return null;
    return shownValues(choropleth, field, { regionIds, regionRows, optionRegions, records });
  }, [choropleth, field, regionIds, regionRows, optionRegions, records]);
  const classes = useOffThreadClasses(choropleth, values);
  const plan = useMemo(() => {
    if (!values || classes === 'pending') return null;
    return planChoropleth({ ...choropleth, sourceField: field }, values, pageLocale(), classes ?? undefined);
  }, [choropleth, field, values, classes]);

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
