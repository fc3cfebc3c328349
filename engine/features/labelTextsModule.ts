import { loadLabelTexts, pendingLabelTexts } from '../labels/labelTextsLoader';
import { loadOverlays } from './overlaysModule';

/**
 * The load {@link prepareLabels} started and that has not finished; null when none is under way.
 * A map being assembled waits for it, so labels set when the map is ready appear at once.
 */
export { pendingLabelTexts };

/**
 * Starts loading what labels draw with, for a map whose options show labels: the text module
 * (see `labels/labelTextsLoader.ts`) and the labels' own layer and placement (`loadOverlays`).
 * The viewer calls it as soon as a map's options turn labels on, so the labels are ready with
 * the map.
 */
export function prepareLabels(): void {
  loadLabelTexts().catch(() => undefined);
  loadOverlays().catch(() => undefined);
}
