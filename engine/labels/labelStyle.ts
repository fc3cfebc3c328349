import type { PlacementOptions } from './placeLabels';

/** How region labels look and are thinned out. */
export interface LabelStyleOptions extends PlacementOptions {
  fontFamily?: string;
  /** CSS px. */
  fontSize?: number;
  color?: string;
  /** Halo drawn around the letters so they stay readable on any fill. */
  haloColor?: string;
}
