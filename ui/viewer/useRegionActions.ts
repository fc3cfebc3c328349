import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../engine/index';
import { NO_CONTAINER_MESSAGE, planClick, type ClickStep } from './clickActions';
import { regionHash, regionIdFromHash } from './urlState';
import { reportProblem, type OpenItem, type Viewer } from './ViewerContext';

/** What running click steps needs beyond the viewer. */
export interface ActionRunner {
  viewer: Viewer;
  engine: MapEngine;
  /** Loads another map in place (empty container id) or into the element with that id. */
  showAnotherMap(mapId: string, containerId: string): void;
}

function clearRegionHash(): void {
  if (regionIdFromHash(window.location.hash) === null) return;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** Zooms to a clicked item: a marker's point (to `level`, else two levels in) or a region's box. */
function zoomToItem(engine: MapEngine, item: OpenItem, level: number | null): void {
  if (item.mapPoint && !item.regionId) {
    engine.zoomTo(level ?? engine.zoomLevel() + 2);
    const view = engine.getViewBox();
    if (view) engine.setViewBox({ ...view, x: item.mapPoint.x - view.width / 2, y: item.mapPoint.y - view.height / 2 });
    return;
  }
  if (item.regionId) engine.fit(item.regionId);
  if (level !== null) engine.zoomTo(level);
}

/** Runs the steps of a click on an item (region or record pointing at a region). */
export function runClickSteps(steps: ClickStep[], item: OpenItem, { viewer, engine, showAnotherMap }: ActionRunner): void {
  for (const step of steps) {
    switch (step.type) {
      case 'zoom':
        zoomToItem(engine, item, step.level);
        break;
      case 'filterDirectory':
        viewer.setDirectoryRegionFilter(item.regionId ? [item.regionId] : null);
        break;
      case 'showDetails':
        viewer.showDetails(item);
        break;
      case 'showPopover':
        if (step.delayMs > 0) window.setTimeout(() => viewer.showPopover(item), step.delayMs);
        else viewer.showPopover(item);
        break;
      case 'goToLink':
        if (step.newTab) window.open(step.url, '_blank', 'noopener');
        else window.location.assign(step.url);
        break;
      case 'addIdToUrl':
        history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${regionHash(item.id)}`);
        break;
      case 'showAnotherMap':
        showAnotherMap(step.mapId, step.containerId);
        break;
      case 'problem':
        reportProblem(viewer.editMode, step.message);
        break;
    }
  }
}

/** Loads another map into an element by id; reports a missing element (spec 8). */
export function anotherMapTarget(containerId: string, editMode: boolean): HTMLElement | null {
  const element = containerId ? document.getElementById(containerId) : null;
  if (!element) reportProblem(editMode, NO_CONTAINER_MESSAGE);
  return element;
}

/**
 * Wires the map's region events to the viewer: a click (or Enter on a region in the
 * accessibility mirror) runs the region click actions, hover and selection raise the map's
 * events, and deselecting everything clears the `#/m/{id}` hash.
 */
export function useRegionActions(runner: Omit<ActionRunner, 'engine'> & { engine: MapEngine | null }): void {
  const latest = useRef(runner);
  latest.current = runner;
  const engine = runner.engine;

  useEffect(() => {
    if (!engine) return undefined;
    let lastPointer = 'mouse';
    const onPointer = (event: PointerEvent) => { lastPointer = event.pointerType; };
    engine.host.addEventListener('pointerdown', onPointer, true);
    const offClick = engine.on('regionClick', ({ id, point }) => {
      const { viewer, showAnotherMap } = latest.current;
      const data = viewer.regionData(id);
      if (!data) return;
      viewer.events.emit('click.region', { region: { id, data } });
      const actions = viewer.options.actions.region;
      const touch = point && lastPointer === 'touch' && actions.touch.showPopover ? { showPopover: true } : undefined;
      const steps = planClick(actions.click, { kind: 'region', data }, { editMode: viewer.editMode, touch });
      runClickSteps(steps, { kind: 'region', id, data, regionId: id }, { viewer, engine, showAnotherMap });
    });
    let hovered: string | null = null;
    const offHover = engine.on('regionHover', ({ id }) => {
      const { viewer } = latest.current;
      if (hovered) viewer.events.emit('mouseout.region', { region: { id: hovered, data: viewer.regionData(hovered) ?? {} } });
      hovered = id;
      if (id) viewer.events.emit('mouseover.region', { region: { id, data: viewer.regionData(id) ?? {} } });
    });
    const offSelection = engine.on('selectionChange', ({ selected, changed }) => {
      const { viewer } = latest.current;
      const deselected = changed.filter((id) => !selected.includes(id));
      const added = changed.filter((id) => selected.includes(id));
      if (added.length > 0) viewer.events.emit('select.region', { ids: added });
      if (deselected.length > 0) viewer.events.emit('deselect.region', { ids: deselected });
      if (selected.length === 0) clearRegionHash();
    });
    const offZoom = engine.on('zoom', ({ level }) => latest.current.viewer.events.emit('zoom', { level }));
    return () => {
      engine.host.removeEventListener('pointerdown', onPointer, true);
      offClick();
      offHover();
      offSelection();
      offZoom();
    };
  }, [engine]);
}
