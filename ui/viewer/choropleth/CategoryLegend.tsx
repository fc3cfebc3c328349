import { useMemo } from 'react';
import { markerCategories, markerLegend, markersByFieldLocation, type LegendOptions, type SchemaField } from '../../../domain/index';
import { markerImageUrl } from '../../../engine/index';
import { onViewerServer } from '../viewerServer';
import { Legend } from './Legend';
import './choropleth.css';

interface CategoryLegendProps {
  /** The records' fields, with a location whose markers follow a field's value. */
  fields: readonly SchemaField[];
  /** Where the map's legend sits (its corner). */
  container: string;
}

/** The legend of a map whose markers take their image from a field: each category with its marker, titled by the field. */
export function CategoryLegend({ fields, container }: CategoryLegendProps) {
  const location = markersByFieldLocation(fields);
  const chooser = fields.find((field) => field.name === location?.markerField);
  // "Markers by category": the field's bare label would name the legend like the filter of that field.
  const title = `Markers by ${(chooser?.label || chooser?.name || 'field').toLowerCase()}`;
  const legend = useMemo(() => markerLegend(markerCategories(fields), (img) => onViewerServer(markerImageUrl(img))), [fields]);
  const options = useMemo<LegendOptions>(() => ({ on: true, title, text: '', description: '', layout: 'vertical', container, width: '', height: '' }), [title, container]);
  if (legend.entries.length === 0) return null;
  return <Legend legend={legend} options={options} />;
}
