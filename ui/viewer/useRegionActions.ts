import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../engine/index';
import { runClick } from './clickRunner';
import type { ActionRunner } from './clickSteps';
import { regionIdFromHash } from './urlState';
import { reportProblem } from './ViewerContext';

/** Another map needs an element to load into (spec 8). */
const NO_CONTAINER_MESSAGE = "Can't load a new map: container was not provided.";

function clearRegionHash(): void {
  if (regionIdFromHash(window.location.hash) === null) return;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
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
      runClick(actions.click, { kind: 'region', data }, { editMode: viewer.editMode, touch }, { kind: 'region', id, data, regionId: id }, { viewer, engine, showAnotherMap });
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
