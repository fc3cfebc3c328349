import type { MarkerColorsOptions, MarkerLook } from '../../domain/index';

/** The state flags that decide how a marker looks. */
interface MarkerLookState {
  hovered: boolean;
  selected: boolean;
  /** Some marker of the map is hovered / selected. */
  anyHovered: boolean;
  anySelected: boolean;
}

const FULL: MarkerLook = { opacity: 100, saturation: 100 };

/**
 * Opacity and saturation (percent) of a marker: `active` when selected, `hovered` under the
 * pointer, `inactive` while another marker is selected, `unhovered` while another is hovered,
 * otherwise `base`.
 */
export function markerLook(state: MarkerLookState, colors: Partial<MarkerColorsOptions> | undefined): MarkerLook {
  const pick = (look: MarkerLook | undefined): MarkerLook => ({ opacity: clampPercent(look?.opacity), saturation: clampPercent(look?.saturation) });
  if (state.selected) return pick(colors?.active ?? FULL);
  if (state.hovered) return pick(colors?.hovered ?? FULL);
  if (state.anySelected) return pick(colors?.inactive ?? FULL);
  if (state.anyHovered) return pick(colors?.unhovered ?? FULL);
  return pick(colors?.base ?? FULL);
}

function clampPercent(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 100;
  return Math.min(100, Math.max(0, Math.round(number)));
}
