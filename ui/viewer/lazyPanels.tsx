import { lazy, memo, Suspense, useEffect, type ComponentType, type RefObject } from 'react';
import { preloadClickActions } from './clickRunner';

/**
 * A component in a chunk of its own, loaded when it is first rendered; it renders nothing while
 * its chunk loads. The panels a map shows only when its options turn them on (filters,
 * directory, details view) are made this way: a visitor's page downloads one only when the map
 * shows it, and the map itself never waits for them. Each is memoised: it renders again for new
 * props or a change of the viewer state it reads, not whenever the map screen does.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function DeferredPanel(props: P) {
    return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  }
  return memo(DeferredPanel) as unknown as ComponentType<P>;
}

/** The filters panel (see Filters.tsx). */
export const FiltersForm = deferred(() => import('./Filters').then((module) => module.FiltersForm));
/** The filters in a modal window (see Filters.tsx). */
export const FiltersModal = deferred(() => import('./Filters').then((module) => module.FiltersModal));
/** The directory (see Directory.tsx). */
export const Directory = deferred(() => import('./Directory').then((module) => module.Directory));
/** The details view (see DetailsView.tsx). */
export const DetailsView = deferred(() => import('./DetailsView').then((module) => module.DetailsView));
/** The layers control, on maps whose options turn it on (see LayersControl.tsx). */
export const LayersControl = deferred(() => import('./LayersControl').then((module) => module.LayersControl));
/** The floors control, on maps whose options turn it on (see FloorsControl.tsx). */
export const FloorsControl = deferred(() => import('./FloorsControl').then((module) => module.FloorsControl));
/** The "show my location" button, on maps whose controls turn it on (see LocateControl.tsx). */
export const LocateControl = deferred(() => import('./LocateControl').then((module) => module.LocateControl));
/** The choropleth and region labels, on maps whose options turn either on (see choropleth/ChoroplethOverlay.tsx). */
export const ChoroplethOverlay = deferred(() => import('./choropleth/ChoroplethOverlay').then((module) => module.ChoroplethOverlay));
/** The legend of marker categories, on maps whose markers take their image from a field (see choropleth/CategoryLegend.tsx). */
export const CategoryLegend = deferred(() => import('./choropleth/CategoryLegend').then((module) => module.CategoryLegend));

/** The description and the "Data table" view of every map (see dataTable/DataView.tsx). */
export const DataView = deferred(() => import('./dataTable/DataView').then((module) => module.DataView));

const loadPopover = () => import('./Popover').then((module) => module.Popover);
/**
 * The popover (see Popover.tsx), rendered while one is open. Its chunk loads on the visitor's
 * first interaction with the map ({@link usePreloadOnInteraction}), so it is usually there by
 * the time a click opens one; a visitor who never interacts never downloads it.
 */
export const Popover = deferred(loadPopover);

/** The chunks a visitor's first interaction with the map is likely to need. */
function preloadInteractionChunks(): void {
  void loadPopover();
  preloadClickActions();
}

/**
 * Starts loading the chunks of {@link Popover} and of what clicks do (`clickRunner.ts`) when
 * the pointer first enters the map's wrap or focus or a key first reaches it: a click or Enter
 * that opens a popover comes after either.
 */
export function usePreloadOnInteraction(wrapRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return undefined;
    const events = ['pointerover', 'focusin', 'keydown'] as const;
    const preload = () => {
      for (const name of events) wrap.removeEventListener(name, preload);
      preloadInteractionChunks();
    };
    for (const name of events) wrap.addEventListener(name, preload, { passive: true });
    return () => {
      for (const name of events) wrap.removeEventListener(name, preload);
    };
  }, [wrapRef]);
}

/** The distance search's parts beyond the list, on maps with a distance filter (see StoreFinder.tsx). */
export const StoreFinder = deferred(() => import('./StoreFinder').then((module) => module.StoreFinder));
