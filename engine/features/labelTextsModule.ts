import type * as LabelTextsModule from '../labels/LabelTexts';
import { loadOverlays } from './overlaysModule';

let loaded: typeof LabelTextsModule | null = null;
let loading: Promise<typeof LabelTextsModule> | null = null;

/**
 * Loads the labels' text module (pixi's bitmap text) once per page. The viewer starts it as soon
 * as a map's options turn labels on, so the labels are ready with the map.
 */
export function loadLabelTexts(): Promise<typeof LabelTextsModule> {
  loading ??= import('../labels/LabelTexts').then((module) => {
    loaded = module;
    return module;
  }, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The load {@link prepareLabels} started and that has not finished; null when none is under way.
 * A map being assembled waits for it, so labels set when the map is ready appear at once.
 */
export function pendingLabelTexts(): Promise<unknown> | null {
  return loaded ? null : loading;
}

/** The labels' text module when it has loaded; null before. */
export function loadedLabelTexts(): typeof LabelTextsModule | null {
  return loaded;
}

/**
 * Starts loading what labels draw with, for a map whose options show labels: the text module
 * (see {@link loadLabelTexts}) and the labels' own layer and placement (`loadOverlays`).
 */
export function prepareLabels(): void {
  loadLabelTexts().catch(() => undefined);
  loadOverlays().catch(() => undefined);
}
