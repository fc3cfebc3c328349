import type * as LabelTextsModule from '../labels/LabelTexts';
import { LazyModule } from './LazyModule';
import { loadOverlays } from './overlaysModule';

const labelTexts = new LazyModule<typeof LabelTextsModule>(() => import('../labels/LabelTexts'));

/**
 * Loads the labels' text module (pixi's bitmap text) once per page. The viewer starts it as soon
 * as a map's options turn labels on, so the labels are ready with the map.
 */
export function loadLabelTexts(): Promise<typeof LabelTextsModule> {
  return labelTexts.load();
}

/**
 * The load {@link prepareLabels} started and that has not finished; null when none is under way.
 * A map being assembled waits for it, so labels set when the map is ready appear at once.
 */
export function pendingLabelTexts(): Promise<unknown> | null {
  return labelTexts.pending;
}

/** The labels' text module when it has loaded; null before. */
export function loadedLabelTexts(): typeof LabelTextsModule | null {
  return labelTexts.loaded;
}

/**
 * Starts loading what labels draw with, for a map whose options show labels: the text module
 * (see {@link loadLabelTexts}) and the labels' own layer and placement (`loadOverlays`).
 */
export function prepareLabels(): void {
  loadLabelTexts().catch(() => undefined);
  loadOverlays().catch(() => undefined);
}
