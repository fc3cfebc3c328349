import type { AssembledMap } from './assemble';
import type { MapPoint, ScreenPoint } from './camera/types';
import type { LabelBox } from './labels/placeLabels';
import type { MapScene } from './scene/MapScene';

/** What `MapEngine.debug` gives. */
export interface DebugHooks {
  drawCalls: number;
  frames: number;
  fullyDrawn: boolean;
  canvas: HTMLCanvasElement | null;
  renderNow: () => void | undefined;
  renderFrame: () => void | undefined;
  fence: () => void | undefined;
  hitTestMap: (x: number, y: number) => string | null;
  screenToMap: (point: ScreenPoint) => MapPoint | null;
  labelBoxes: () => LabelBox[];
  bubbleCount: number;
  markerBubbleCount: number;
  markerPictureDraws: number;
  markerLabelBoxes: () => Array<{ id: string; x: number; y: number; width: number; height: number }>;
}

/**
 * Measurement hooks of a map for benchmarks and conformance tests: counters, the canvas, and
 * calls that render or read now. `assembling` is the renderer of a map not ready yet.
 */
export function debugHooks(loaded: AssembledMap | null, assembling: MapScene | null): DebugHooks {
  return {
    drawCalls: loaded?.scene.regionDrawCalls ?? 0,
    frames: loaded?.scene.frameCount ?? 0,
    /** Whether the full-quality image is drawn, not only the first draft. */
    fullyDrawn: loaded?.scene.fullyDrawn ?? false,
    canvas: loaded?.scene.canvas ?? null,
    /** Renders the meshes now, sharp (tests, exports). */
    renderNow: () => loaded?.scene.renderNow(true),
    /** Renders one frame as the animation loop would (through the frame cache while the view moves). */
    renderFrame: () => loaded?.scene.renderNow(false),
    /** Waits for the GPU to finish every frame so far (a one-pixel read), from the first frame on. */
    fence: () => (loaded?.scene ?? assembling)?.fence(),
    hitTestMap: (x: number, y: number) => loaded?.index.hitTest(x, y) ?? null,
    screenToMap: (point: ScreenPoint) => loaded?.camera.screenToMap(point) ?? null,
    /** Boxes of the region labels shown now, viewport CSS px. */
    labelBoxes: () => loaded?.labels.boxes() ?? [],
    bubbleCount: loaded?.bubbles.count ?? 0,
    markerBubbleCount: loaded?.markers.bubbleCount ?? 0,
    /** How many times the markers' cached picture (big sets) was drawn. */
    markerPictureDraws: loaded?.markers.pictureDraws ?? 0,
    /** Boxes of the marker labels shown now, viewport CSS px. */
    markerLabelBoxes: () => loaded?.markers.labelBoxes() ?? [],
  };
}

