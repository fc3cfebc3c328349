import { useEffect, useMemo, useState } from 'react';
import type { DataRecord, MapOptions } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { fieldVariants } from './choroplethModel';
import { Legend } from './Legend';
import { drawLegend } from './legendCanvas';
import { setShownLegend } from './shownLegend';
import { SourceFieldSelect } from './SourceFieldSelect';
import { useChoropleth } from './useChoropleth';
import { useRegionLabels } from './useRegionLabels';
import './choropleth.css';

interface ChoroplethOverlayProps {
  /** The engine once the map is ready; null before. */
  engine: MapEngine | null;
  options: Pick<MapOptions, 'choropleth' | 'labelsRegions' | 'templates' | 'regions'>;
  /** Rows of the regions table by region id, when the map has one. */
  regionRows?: ReadonlyMap<string, Record<string, unknown>>;
  records?: readonly DataRecord[];
  /** A region as templates see it (the viewer's), for labels. */
  regionData?: (id: string) => Record<string, unknown> | null;
}

/**
 * The choropleth around one map: colours (or bubbles) through the engine, the source-field
 * selector, the legend, and the region labels drawn by the engine from the label template.
 */
export function ChoroplethOverlay({ engine, options, regionRows, records, regionData }: ChoroplethOverlayProps) {
  const { choropleth } = options;
  const fields = useMemo(() => fieldVariants(choropleth), [choropleth]);
  const [picked, setPicked] = useState<string | null>(null);
  const field = picked ?? choropleth.sourceField;
  const plan = useChoropleth({ engine, choropleth, field, regionRows, optionRegions: options.regions, records });
  const values = useMemo(() => {
    if (!plan) return undefined;
    const extra = new Map<string, Record<string, unknown>>();
    for (const [id, color] of plan.colors) extra.set(id, { choroplethColor: color });
    return extra;
  }, [plan]);
  const legendShown = engine !== null && choropleth.on && plan !== null && choropleth.coloring.legend.on;
  useEffect(() => {
    if (!engine || !legendShown || !plan) return undefined;
    const shown = { legend: plan.legend, options: choropleth.coloring.legend };
    setShownLegend(engine, (context, picture, scale) => drawLegend(context, shown, picture, scale));
    return () => setShownLegend(engine, null);
  }, [engine, legendShown, plan, choropleth.coloring.legend]);
  useRegionLabels({ engine, on: options.labelsRegions.on === true, templates: options.templates, regionData, regionRows, extra: values });
  if (!engine || !choropleth.on) return null;
  return (
    <>
      {choropleth.sourceFieldSelect.on && <SourceFieldSelect fields={fields} value={field} onChange={setPicked} />}
      {plan && choropleth.coloring.legend.on && <Legend legend={plan.legend} options={choropleth.coloring.legend} />}
    </>
  );
}
