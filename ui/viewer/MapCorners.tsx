import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A corner of the map where controls sit. */
export type MapCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

const CORNERS: readonly MapCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** Whether text names a corner. */
export function isMapCorner(value: string): value is MapCorner {
  return (CORNERS as readonly string[]).includes(value);
}

type CornerElements = Partial<Record<MapCorner, HTMLElement>>;

const CornersContext = createContext<CornerElements | null>(null);

/**
 * The four corners of a map as stacks: every control placed in a corner (zoom, layers, floors,
 * legend, data table...) joins that corner's column, nearest the corner first, so controls that
 * share a corner sit one after another and never cover each other; the corners are cells of one
 * grid, so neither do the stacks of different corners.
 */
export function MapCorners({ children }: { children: ReactNode }) {
  const [elements, setElements] = useState<CornerElements>({});
  const keep = (corner: MapCorner) => (element: HTMLDivElement | null) => {
    if (element && elements[corner] !== element) setElements((current) => ({ ...current, [corner]: element }));
  };
  return (
    <CornersContext.Provider value={elements}>
      <div className="mapsvg-corners">
        {CORNERS.map((corner) => <div key={corner} ref={keep(corner)} className={`mapsvg-corner mapsvg-corner--${corner}`} data-corner={corner} />)}
      </div>
      {children}
    </CornersContext.Provider>
  );
}

/**
 * Places its children in a corner's stack; outside a map's corners (a control rendered on its
 * own), or with no corner, they render where they are.
 */
export function InCorner({ corner, order = 0, children }: { corner: MapCorner | null; order?: number; children: ReactNode }) {
  const elements = useContext(CornersContext);
  const target = corner ? elements?.[corner] : undefined;
  if (!elements || !corner) return <>{children}</>;
  if (!target) return null;
  return createPortal(<div className="mapsvg-corner-item" style={{ order }}>{children}</div>, target);
}
