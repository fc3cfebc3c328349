import { LazyModule } from '../features/LazyModule';
import type * as LabelTextsModule from './LabelTexts';

/**
 * The labels' text module (pixi's bitmap text), loaded once per page. It sits beside the label
 * layer, which loads it when labels are first set; the engine's own loaders
 * (`features/labelTextsModule.ts`) start it earlier, but the layer never imports them back.
 */
const labelTexts = new LazyModule<typeof LabelTextsModule>(() => import('./LabelTexts'));

/** Loads the labels' text module; every caller shares one load. */
export function loadLabelTexts(): Promise<typeof LabelTextsModule> {
  return labelTexts.load();
}

/** The load under way, or null when none is (not started, or finished). */
export function pendingLabelTexts(): Promise<unknown> | null {
  return labelTexts.pending;
}

/** The labels' text module when it has loaded; null before. */
export function loadedLabelTexts(): typeof LabelTextsModule | null {
  return labelTexts.loaded;
}
