import type { Point } from './placement';

/** Markers at one place that a cluster click asks to list. */
export interface Stack {
  ids: string[];
  /** Viewport point of the clicked cluster. */
  point: Point;
}
