import type { MapRect, View, Viewport } from '../gesture';

/** The implementations drawn side by side in the bench page. */
export const IMPLS = ['engine', 'svgdom', 'leaflet_svg', 'leaflet_canvas', 'pixi_naive'] as const;

/** One implementation's name, as it appears in the metric names. */
export type ImplName = (typeof IMPLS)[number];

/** What every implementation is given when it mounts. */
export interface MountContext {
  host: HTMLElement;
  /** Address of the map file (fetched by the implementation itself: fetching is part of load). */
  url: string;
  viewport: Viewport;
  /** The map's coordinate space (the root view box), as the engine's parser reads it. */
  content: MapRect;
  /** The view to show first. */
  view: View;
  /** Fill of a region at rest, on hover, and region strokes: the same for every implementation. */
  colors: { base: string; hover: string; stroke: string };
  /**
   * Whether the mount waits for its first frame with a fence (the in-page timing). Mounts timed
   * by the browser's paint timing must not: a fence blocks the main thread, and with it the
   * commit that sends the frame to the screen.
   */
  fence: boolean;
}

/** Called by an implementation when it has highlighted a region (state applied, not yet drawn). */
export type HighlightListener = (regionId: string) => void;

/**
 * One way of drawing the map. Changes are drawn the implementation's own way (its animation
 * frame, or the browser's DOM frame); `timing.ts` decides when a frame counts as presented.
 */
export interface BenchImpl {
  readonly name: ImplName;
  /** True when frames are WebGL or canvas work that {@link fence} can wait for. */
  readonly fenced: boolean;
  /** Fetches, parses and draws the map; resolves once the first frame is presented. */
  mount(context: MountContext): Promise<void>;
  /** Shows a view: updates the transform and asks for a frame as the implementation does. */
  applyView(view: View): void;
  /**
   * Fenced implementations: waits until the GPU (or the canvas) has finished every draw so far.
   * DOM implementations: forces style and layout, so that cost is paid before the next frame.
   */
  fence(): void;
  /** Registers the hover highlight listener (one at a time; null removes it). */
  onHighlight(listener: HighlightListener | null): void;
  /** Frees the DOM, canvas, GPU resources and listeners. */
  dispose(): void;
}
