// @vitest-environment happy-dom
import { act, Profiler, useMemo, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { compileSpec, templateRenderer } from '../templates/index';
import { DetailsView } from './DetailsView';
import { FiltersModal } from './Filters';
import { computeLayout } from './layout';
import { resolveMapOptions } from './mapOptions';
import { Tooltip } from './Tooltip';
import type { Viewer } from './ViewerContext';
import { ViewerEmitter } from './viewerEvents';
import { ViewerProviders } from './ViewerProviders';
import { useViewerState } from './useViewerState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<() => void> = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** An engine stand-in with the two things these overlays ask of it: hover events and a region's facts. */
function hoverEngine() {
  const listeners = new Set<(payload: { id: string | null }) => void>();
  const engine = {
    on: (name: string, listener: (payload: { id: string | null }) => void) => {
      if (name !== 'regionHover') return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    region: (id: string) => ({ id, title: `Region ${id}`, disabled: false, selected: false }),
    deselectRegion: () => undefined,
  };
  return { engine: engine as unknown as MapEngine, hover: (id: string | null) => listeners.forEach((listener) => listener({ id })) };
}

const NO_ROWS: ReadonlyMap<string, DataRecord> = new Map();

/**
 * Mounts a map's viewer state (the real `useViewerState` behind the real providers) around
 * `children`, over a map element of 400 × 300 px, and hands out the state's actions.
 */
function mountViewer(children: ReactNode, settings: { engine?: MapEngine | null; options?: Record<string, unknown> } = {}) {
  const options = resolveMapOptions({ id: 1, title: 'Test', options: settings.options ?? {} });
  const layout = computeLayout(options, { isPhone: false, elementExists: () => false });
  const templates = templateRenderer(options.templates, compileSpec);
  const events = new ViewerEmitter(null);
  const state: { viewer: Viewer | null } = { viewer: null };
  function Harness() {
    const wrapRef = useRef<HTMLDivElement>(null);
    const engine = settings.engine ?? null;
    const map = useMemo(() => ({ mapId: 1, options, layout, engine, templates, events, editMode: false, isPhone: false, wrapRef }), [wrapRef, engine]);
    const { parts, viewer } = useViewerState(map, null, NO_ROWS, () => undefined);
    state.viewer = viewer;
    return (
      <div className="mapsvg-wrap" ref={wrapRef}>
        <div className="mapsvg-map"><canvas /></div>
        {parts && <ViewerProviders parts={parts}>{children}</ViewerProviders>}
      </div>
    );
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Harness />));
  mounted.push(() => { act(() => root.unmount()); host.remove(); });
  const canvas = host.querySelector('canvas') as HTMLCanvasElement;
  Object.defineProperty(canvas, 'clientWidth', { value: 400 });
  Object.defineProperty(canvas, 'clientHeight', { value: 300 });
  const actions = (): Viewer => {
    if (!state.viewer) throw new Error('the viewer has no state yet');
    return state.viewer;
  };
  return { host, map: host.querySelector('.mapsvg-map') as HTMLElement, actions };
}

/** Counts the renders of what it wraps. */
function renderCounter() {
  const counts: Record<string, number> = {};
  function Counted({ id, children }: { id: string; children: ReactNode }) {
    return <Profiler id={id} onRender={() => { counts[id] = (counts[id] ?? 0) + 1; }}>{children}</Profiler>;
  }
  return { counts, Counted };
}

describe('the viewer state split by what changes', () => {
  it('an open details view is not rendered again when the directory search, its region filter or the filters change', () => {
    const { counts, Counted } = renderCounter();
    const { host, actions } = mountViewer(<>
      <Counted id="details"><DetailsView /></Counted>
      <Counted id="filters"><FiltersModal /></Counted>
    </>, { options: { templates: { detailsViewRegion: '<h2>{{title}}</h2>' } } });
    act(() => actions().showDetails({ kind: 'region', id: 'US-TX', data: { id: 'US-TX', title: 'Texas' }, regionId: 'US-TX' }));
    expect(host.querySelector('.mapsvg-details-view h2')?.textContent).toBe('Texas');
    const detailsRenders = counts.details;
    const filtersRenders = counts.filters ?? 0;

    act(() => actions().setDirectorySearch('tex'));
    act(() => actions().setDirectoryRegionFilter(['US-TX']));
    act(() => actions().setFilterValues({ title: 'Tex' }));

    expect(counts.details).toBe(detailsRenders);
    // The filters button reads the data, so it does follow it: the counter sees renders.
    expect(counts.filters).toBeGreaterThan(filtersRenders);
    expect(host.querySelector('.mapsvg-details-view h2')?.textContent).toBe('Texas');
  });

  it('the actions keep their identity while the state changes', () => {
    const { actions } = mountViewer(null);
    const before = { ...actions() };
    act(() => actions().setDirectorySearch('tex'));
    act(() => actions().showPopover({ kind: 'region', id: 'US-TX', data: {} }));
    const after = actions();
    expect(after.showPopover).toBe(before.showPopover);
    expect(after.closeDetails).toBe(before.closeDetails);
    expect(after.setFilterValues).toBe(before.setFilterValues);
    expect(after.clickRecord).toBe(before.clickRecord);
    expect(after.directorySearch).toBe('tex');
  });
});

describe('the tooltip', () => {
  it('follows the pointer across a region without rendering, mirrored near the right edge and restored away from it', () => {
    const { counts, Counted } = renderCounter();
    const { engine, hover } = hoverEngine();
    const { host, map } = mountViewer(<Counted id="tooltip"><Tooltip /></Counted>,
      { engine, options: { tooltips: { on: true }, templates: { tooltipRegion: 'Tip: {{id}}' } } });
    const move = (x: number, y: number) => act(() => { map.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true })); });

    move(50, 40);
    act(() => hover('US-KS'));
    const tooltip = host.querySelector<HTMLElement>('[role="tooltip"]');
    if (!tooltip) throw new Error('no tooltip after hovering a region');
    expect(tooltip.textContent).toBe('Tip: US-KS');
    Object.defineProperty(tooltip, 'offsetWidth', { value: 100 });
    Object.defineProperty(tooltip, 'offsetHeight', { value: 30 });
    const rendersWhenShown = counts.tooltip;

    move(60, 44);
    expect(tooltip.style.left).toBe('72px');
    expect(tooltip.style.top).toBe('56px');
    expect(tooltip.dataset.flippedX).toBe('false');
    move(120, 70);
    expect(tooltip.style.left).toBe('132px');
    expect(tooltip.style.top).toBe('82px');
    move(350, 70);
    expect(tooltip.dataset.flippedX).toBe('true');
    expect(tooltip.style.left).toBe('238px');
    move(200, 280);
    expect(tooltip.dataset.flippedX).toBe('false');
    expect(tooltip.dataset.flippedY).toBe('true');
    expect(tooltip.style.left).toBe('212px');
    expect(tooltip.style.top).toBe('238px');

    expect(counts.tooltip).toBe(rendersWhenShown);
    expect(host.querySelector('[role="tooltip"]')).toBe(tooltip);
  });

  it('is rendered again when the hovered region changes, and removed when the pointer leaves the map', () => {
    const { counts, Counted } = renderCounter();
    const { engine, hover } = hoverEngine();
    const { host, map } = mountViewer(<Counted id="tooltip"><Tooltip /></Counted>,
      { engine, options: { tooltips: { on: true }, templates: { tooltipRegion: 'Tip: {{id}}' } } });
    act(() => { map.dispatchEvent(new PointerEvent('pointermove', { clientX: 50, clientY: 40 })); });
    act(() => hover('US-KS'));
    const renders = counts.tooltip ?? 0;
    act(() => hover('US-NE'));
    expect(counts.tooltip).toBeGreaterThan(renders);
    expect(host.querySelector('[role="tooltip"]')?.textContent).toBe('Tip: US-NE');
    act(() => { map.dispatchEvent(new PointerEvent('pointerleave')); });
    expect(host.querySelector('[role="tooltip"]')).toBeNull();
  });
});
