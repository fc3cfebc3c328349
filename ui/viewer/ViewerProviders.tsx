import type { ReactNode } from 'react';
import { OpenItemsContext, ViewerActionsContext, ViewerDataContext, ViewerMapContext, type OpenItems, type ViewerActions, type ViewerData, type ViewerMap } from './ViewerContext';

/** The four parts of a map's state an overlay may read. */
export interface ViewerParts {
  map: ViewerMap;
  data: ViewerData;
  open: OpenItems;
  actions: ViewerActions;
}

/**
 * Provides each part of a map's state in a context of its own, so an overlay re-renders only
 * when a part it reads changes (a directory page does not re-render the popover).
 */
export function ViewerProviders({ parts, children }: { parts: ViewerParts; children: ReactNode }) {
  return (
    <ViewerMapContext.Provider value={parts.map}>
      <ViewerActionsContext.Provider value={parts.actions}>
        <ViewerDataContext.Provider value={parts.data}>
          <OpenItemsContext.Provider value={parts.open}>{children}</OpenItemsContext.Provider>
        </ViewerDataContext.Provider>
      </ViewerActionsContext.Provider>
    </ViewerMapContext.Provider>
  );
}
