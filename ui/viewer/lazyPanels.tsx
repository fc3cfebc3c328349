import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The panels a map shows only when its options turn them on (filters, directory, details
 * view), each in a chunk of its own: a visitor's page downloads one only when the map shows it.
 * They render nothing while their chunk loads; the map itself never waits for them.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function DeferredPanel(props: P) {
    return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  }
  return DeferredPanel;
}

/** The filters panel (see Filters.tsx). */
export const FiltersForm = deferred(() => import('./Filters').then((module) => module.FiltersForm));
/** The filters in a modal window (see Filters.tsx). */
export const FiltersModal = deferred(() => import('./Filters').then((module) => module.FiltersModal));
/** The directory (see Directory.tsx). */
export const Directory = deferred(() => import('./Directory').then((module) => module.Directory));
/** The details view (see DetailsView.tsx). */
export const DetailsView = deferred(() => import('./DetailsView').then((module) => module.DetailsView));
