// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { defaultMapOptions } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { ChoroplethOverlay } from './ChoroplethOverlay';
import { shownLegendOf } from './shownLegend';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An engine that records what the overlay asks of it. */
function recordingEngine() {
  const colors = new Map<string, string | null>();
  let labels = new Map<string, string>();
  let bubbles = 0;
  const engine = {
    regions: () => [{ id: 'TX', title: 'Texas' }, { id: 'CA', title: 'California' }],
    setChoroplethColors: (next: ReadonlyMap<string, string | null>) => { for (const [id, color] of next) colors.set(id, color); },
    setBubbles: (next: ReadonlyMap<string, unknown>) => { bubbles = next.size; },
    setMarkerBubbles: () => undefined,
    setRegionLabels: (next: Map<string, string>) => { labels = next; },
  };
  return { engine: engine as unknown as MapEngine, colors, labels: () => labels, bubbles: () => bubbles };
}

function mapOptions() {
  const defaults = defaultMapOptions(1);
  return {
    ...defaults,
    choropleth: { ...defaults.choropleth, on: true, source: 'regions' as const, sourceField: 'population' },
    labelsRegions: { ...defaults.labelsRegions, on: true },
    templates: { ...defaults.templates, labelRegion: '{{title}}' },
  };
}

describe('ChoroplethOverlay', () => {
  it('colours and labels the regions, and gives the map its own colours and no labels when it leaves', async () => {
    const recorded = recordingEngine();
    const host = document.createElement('div');
    const root = createRoot(host);
    const regionRows = new Map([['TX', { id: 'TX', population: 29 }], ['CA', { id: 'CA', population: 39 }]]);
    act(() => root.render(<ChoroplethOverlay engine={recorded.engine} options={mapOptions()} regionRows={regionRows} />));
    expect(recorded.colors.get('TX')).toMatch(/^#|rgb/);
    expect(recorded.colors.get('CA')).toMatch(/^#|rgb/);
    // The label template is not precompiled here: it renders once the template compiler has loaded.
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(recorded.labels().get('TX')).toBe('Texas');
    });
    expect(shownLegendOf(recorded.engine)).not.toBeNull();

    // The options turn the choropleth and labels off: the viewer stops rendering the overlay.
    act(() => root.unmount());
    expect([...recorded.colors.values()]).toEqual([null, null]);
    expect(recorded.labels().size).toBe(0);
    expect(shownLegendOf(recorded.engine)).toBeNull();
  });
});
