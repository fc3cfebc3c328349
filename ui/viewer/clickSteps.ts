/**
 * What clicks on regions, markers and directory items do (zoom, directory filter, details,
 * popover, link, URL, another map): a chunk of its own, loaded on the visitor's first
 * interaction with the map (see `clickRunner.ts`).
 */

import type { ClickActionOptions } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { planClick, type ClickContext, type ClickStep, type ClickTarget } from './clickActions';
import { regionHash } from './urlState';
import { reportProblem, type OpenItem, type Viewer } from './ViewerContext';

/** What running click steps needs beyond the viewer. */
export interface ActionRunner {
  viewer: Viewer;
  engine: MapEngine;
  /** Loads another map in place (empty container id) or into the element with that id. */
  showAnotherMap(mapId: string, containerId: string): void;
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
function runClickSteps(steps: ClickStep[], item: OpenItem, { viewer, engine, showAnotherMap }: ActionRunner): void {
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

/** Plans a click's steps from the click actions (see `planClick`) and runs them on `item`. */
export function runClick(options: ClickActionOptions, target: ClickTarget, context: ClickContext, item: OpenItem, runner: ActionRunner): void {
  runClickSteps(planClick(options, target, context), item, runner);
}
