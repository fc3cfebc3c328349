import { useEffect, useMemo } from 'react';
import type { TemplatesOptions } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { useTemplateRenderer } from '../useTemplateRenderer';
import { regionLabelStrings } from './regionLabels';

/** What region labels read. */
interface RegionLabelsInput {
  engine: MapEngine | null;
  on: boolean;
  templates: Partial<TemplatesOptions>;
  /** A region as templates see it; the engine's id and title (plus the row) when not given. */
  regionData?: (id: string) => Record<string, unknown> | null;
  regionRows?: ReadonlyMap<string, Record<string, unknown>>;
  /** Per-region extra fields for the template, e.g. the choropleth value. */
  extra?: ReadonlyMap<string, Record<string, unknown>>;
}

/**
 * Renders the region label template for every region (ui/templates; errors log "Error in the
 * Region Label template") and hands the strings to the engine, which places and thins them out.
 */
export function useRegionLabels({ engine, on, templates, regionData, regionRows, extra }: RegionLabelsInput): void {
  const renderer = useTemplateRenderer(useMemo(() => ({ labelRegion: templates.labelRegion ?? '' }), [templates.labelRegion]));
  useEffect(() => {
    if (!engine) return;
    if (!on) {
      engine.setRegionLabels(new Map());
      return;
    }
    const states = new Map(engine.regions().map((state) => [state.id, state]));
    const dataOf = regionData ?? ((id: string) => {
      const state = states.get(id);
      if (!state) return null;
      return { title: state.title, ...regionRows?.get(id), id, ...extra?.get(id) };
    });
    engine.setRegionLabels(regionLabelStrings([...states.keys()], renderer, dataOf));
  }, [engine, on, renderer, regionData, regionRows, extra]);
  // The overlay leaves when the options turn labels and the choropleth off: so do the labels.
  useEffect(() => (engine ? () => engine.setRegionLabels(new Map()) : undefined), [engine]);
}
