import { memo, useCallback, useEffect, useState } from 'react';
import { deferred } from './lazyPanels';
import type { Stack } from './markerStack';
import { useViewerMap } from './ViewerContext';

/** The list itself, in a chunk of its own: most maps never stack markers. */
const StackedMarkersList = deferred(() => import('./StackedMarkers').then((module) => module.StackedMarkers));

/**
 * Listens for clicks on clusters of stacked markers and shows their list (see StackedMarkers.tsx)
 * until it is closed or the view moves.
 */
export const StackedMarkers = memo(function StackedMarkers() {
  const { engine } = useViewerMap();
  const [stack, setStack] = useState<Stack | null>(null);
  const close = useCallback(() => setStack(null), []);
  useEffect(() => engine?.on('clusterClick', ({ markerIds, point, stacked }) => setStack(stacked ? { ids: markerIds, point } : null)), [engine]);
  useEffect(() => engine?.on('viewChange', close), [engine, close]);
  if (!engine || !stack) return null;
  return <StackedMarkersList engine={engine} stack={stack} onClose={close} />;
});
