import type { ClickActionOptions } from '../../domain/index';
import type { ClickContext, ClickTarget } from './clickActions';
import type * as ClickSteps from './clickSteps';
import { loadOnce } from './loadOnce';
import type { OpenItem } from './ViewerContext';

const loadClickSteps = loadOnce(() => import('./clickSteps'));

/** Starts loading what clicks do; the viewer calls it on the visitor's first interaction with the map. */
export function preloadClickActions(): void {
  loadClickSteps().catch(() => undefined);
}

/**
 * Runs a click's actions on `item` (see `clickSteps.ts`): at once when their code is there,
 * which the first pointer, focus or key on the map has usually made sure of, else as soon as it
 * has loaded. Clicks made meanwhile run in their order.
 */
export function runClick(options: ClickActionOptions, target: ClickTarget, context: ClickContext, item: OpenItem, runner: ClickSteps.ActionRunner): void {
  const loaded = loadClickSteps.value;
  if (loaded) {
    loaded.runClick(options, target, context, item, runner);
    return;
  }
  loadClickSteps().then((module) => module.runClick(options, target, context, item, runner), (error: unknown) => {
    console.error('MapSVG: the click actions could not be loaded', error);
  });
}
