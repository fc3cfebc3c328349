/** A rectangle in map coordinates (the root `<svg>` user space), as the `viewBox` attribute gives it. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point in CSS pixels, relative to the top-left corner of the map viewport. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** A point in map coordinates. */
export interface MapPoint {
  x: number;
  y: number;
}

/**
 * A relative camera change, as one frame of gestures asks for it: the content moves by `panBy`
 * screen px, then the level changes by `zoomDelta` around `around`. Together: the map point that
 * was at `around - panBy` ends at `around` (MapLibre's rule), which keeps the pressed point under
 * a dragging pointer and both map points under a pinch's fingers.
 */
export interface CameraMove {
  /** Screen px the content moves by (a drag to the right moves the map right). */
  panBy?: ScreenPoint;
  /** Levels to add (1 = one level in); fractional after a pinch. Clamped at the limits. */
  zoomDelta?: number;
  /** The screen point the zoom keeps in place. Default: the viewport centre. */
  around?: ScreenPoint;
}

/**
 * Everything that decides what the camera shows, independent of the viewport size: the zoom
 * level (0 = fit, may be fractional after a pinch) and the map point at the viewport centre.
 */
export interface CameraState {
  level: number;
  x: number;
  y: number;
}

/**
 * The affine matrix from map to screen coordinates, in pixi's `Matrix` field names:
 * screenX = a·x + c·y + tx, screenY = b·x + d·y + ty. The third row is always 0, 0, 1.
 */
export interface WorldTransform {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
}

/** Payload of the camera's `zoom` event. */
export interface ZoomEvent {
  level: number;
  /** Screen pixels per map unit. */
  scale: number;
}

/** Events a {@link Camera} emits and their payloads. */
export interface CameraEventMap {
  /** The zoom level changed. */
  zoom: ZoomEvent;
  /** Anything about the view changed: level, centre or viewport size. */
  change: CameraState;
}
