import { useEffect, useMemo, useState } from 'react';
import { readChoroplethValue, type DataRecord, type MapOptions } from '../../../domain/index';
import type { RecordList } from '../../data/index';
import type { MapEngine } from '../../../engine/index';
import { fieldVariants } from './choroplethModel';
import { Legend } from './Legend';
import { composeWithLegend } from './legendCanvas';
import { shownLegendPlace } from './InContainer';
import { setShownLegend } from './shownLegend';
import { coloringPhrase } from '../dataTable/dataTableModel';
import { setShownData } from '../dataTable/shownData';
import { useLoadedRecords } from '../dataTable/useLoadedRecords';
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
  /** The map's records: a `database` choropleth colours each region by its linked records. */
  records?: RecordList<DataRecord> | null;
  /** A region as templates see it (the viewer's), for labels. */
  regionData?: (id: string) => Record<string, unknown> | null;
}

/**
 * The choropleth around one map: colours (or bubbles) through the engine, the source-field
 * selector, the legend, and the region labels drawn by the engine from the label template.
 */
export function ChoroplethOverlay({ engine, options, regionRows, records: recordList, regionData }: ChoroplethOverlayProps) {
  const { choropleth } = options;
  const records = useLoadedRecords(choropleth.source === 'database' ? recordList : null) ?? undefined;
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
    setShownLegend(engine, (map, { scale, background, anchor }) => composeWithLegend(map, shown, shownLegendPlace(shown.options.container, anchor), { scale, background }));
    return () => setShownLegend(engine, null);
  }, [engine, legendShown, plan, choropleth.coloring.legend]);
  useEffect(() => {
    if (!engine || !plan || !choropleth.on) return undefined;
    const { mode, classes, gradient } = choropleth.coloring;
    const classCount = plan.classification ? plan.classification.colors.length : classes.count;
    const recordValues = choropleth.source === 'database' ? new Map(records?.map((record) => [String(record.id), readChoroplethValue(record[field])])) : undefined;
    setShownData(engine, { field, source: choropleth.source, values: plan.values, recordValues, coloring: coloringPhrase(plan.classification ? mode : mode === 'classes' ? 'gradient' : mode, classCount, classes.method, gradient.scale) });
    return () => setShownData(engine, null);
  }, [engine, plan, field, records, choropleth.on, choropleth.source, choropleth.coloring]);
  useRegionLabels({ engine, on: options.labelsRegions.on === true, templates: options.templates, regionData, regionRows, extra: values });
  if (!engine || !choropleth.on) return null;
  return (
    <>
      {choropleth.sourceFieldSelect.on && <SourceFieldSelect fields={fields} value={field} onChange={setPicked} />}
      {plan && choropleth.coloring.legend.on && <Legend legend={plan.legend} options={choropleth.coloring.legend} />}
      {plan?.problem && <p className="mapsvg-choropleth-problem" role="status">{plan.problem}</p>}
    </>
  );
}
