import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ContainerName } from '../../../domain/index';
import { InCorner, isMapCorner, type MapCorner } from '../MapCorners';
import type { LegendPlace } from './exportLayout';

/** The containers around the map a legend can sit in. */
const CONTAINERS: ReadonlySet<string> = new Set<ContainerName>(['header', 'leftSidebar', 'rightSidebar', 'footer']);

/** Whether text names one of the containers around the map (header, sidebars, footer). */
export function isContainerName(value: string): value is ContainerName {
  return CONTAINERS.has(value);
}

/** The element of the container `name` of the map app holding `anchor` (not of a map nested in it). */
function containerElement(anchor: Element | null, name: ContainerName): HTMLElement | null {
  const app = anchor?.closest('.mapsvg-app');
  if (!app) return null;
  const found = [...app.querySelectorAll<HTMLElement>(`[data-container="${name}"]`)];
  return found.find((element) => element.closest('.mapsvg-app') === app) ?? null;
}

/**
 * Where a legend asked for `container` is shown for the map holding `anchor`: that container
 * when the map's app lays it out, else (as {@link InContainer} falls back) a corner of the map.
 */
export function shownLegendPlace(container: string, anchor: Element | null): LegendPlace {
  if (isContainerName(container)) return containerElement(anchor, container) ? container : 'bottom-left';
  return isMapCorner(container) ? container : 'bottom-left';
}

/**
 * Places its children in one of the containers around the map (the layout lays that container
 * out when the legend asks for it), after the panels there. Where the container is not laid out
 * (a map mounted alone, or a marker legend on a map whose choropleth is off), they sit in the
 * `fallback` corner of the map instead, so they are never lost.
 */
export function InContainer({ name, fallback, children }: { name: ContainerName; fallback: MapCorner; children: ReactNode }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState<HTMLElement | null | undefined>(undefined);
  // Every render: the container may come or go with the layout (a phone turned, options changed).
  useLayoutEffect(() => {
    const found = containerElement(anchor.current, name);
    if (found !== target) setTarget(found);
  });
  return (
    <>
      <span ref={anchor} hidden />
      {target && createPortal(<div className="mapsvg-container-legend">{children}</div>, target)}
      {target === null && <InCorner corner={fallback} order={5}>{children}</InCorner>}
    </>
  );
}
