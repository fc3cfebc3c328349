import type { Camera } from '../../camera/Camera';
import type { CameraChangeSink } from '../CameraChangeQueue';
import type { ScreenPoint } from '../../camera/types';
import { Handler } from './Handler';
import { capturePointer, releasePointer, screenPointFor } from './inputEvents';
import type { GestureTarget, PointerLikeEvent, ToScreenPoint } from './inputEvents';

/** Options of a {@link PinchZoomHandler}. */
interface PinchZoomHandlerOptions {
  /** The map element: pointers are captured on it and points measured from its box. */
  target: GestureTarget;
  /** Read for its scale per level, to turn the fingers' spread into levels. */
  camera: Pick<Camera, 'getZoomDelta'>;
  /** Where the pans and zooms go; they reach the camera on the next frame. */
  changes: CameraChangeSink;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
  /** Two fingers are down and the pinch began (hover and popovers may pause). */
  onPinchStart?: () => void;
  /** The pinch ended. */
  onPinchEnd?: () => void;
}

/**
 * Two-finger touch gestures: the change in finger distance zooms continuously around their
 * midpoint and the midpoint's movement pans (reported to the {@link CameraChangeSink}), so the map points under both fingers stay under
 * them. It always handles two fingers; the `zoom.fingers` option (one finger scrolls the page)
 * is applied by {@link DragPanHandler} (`requireTwoFingers`) and by the element's CSS
 * `touch-action` ({@link touchActionFor}), since pointer events cannot cancel a page scroll.
 * It comes before the drag in the dispatcher's order: once two fingers pinch, a drag or click
 * under way ends.
 */
export class PinchZoomHandler extends Handler {
  private readonly options: PinchZoomHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private readonly touches = new Map<number, ScreenPoint>();
  /** The two pointers of the pinch in progress, with their last distance and midpoint. */
  private pinch: { ids: [number, number]; distance: number; mid: ScreenPoint } | null = null;

  constructor(options: PinchZoomHandlerOptions) {
    super();
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
  }

  /** True while two fingers are pinching. */
  isPinching(): boolean {
    return this.pinch !== null;
  }

  override isActive(): boolean {
    return this.isPinching();
  }

  protected override forget(): void {
    this.reset();
    // Switched off, the pinch stops where it is shown.
    this.options.changes.discard(this);
  }

  /** Ends the pinch under way and forgets the fingers. */
  reset(): void {
    this.endPinch();
    for (const id of this.touches.keys()) releasePointer(this.options.target, id);
    this.touches.clear();
  }

  pointerdown(e: PointerLikeEvent): void {
    if (e.pointerType !== 'touch') return;
    // The first finger of a new gesture: forget fingers whose pointerup was never seen.
    if (e.isPrimary === true) this.touches.clear();
    this.touches.set(e.pointerId, this.toScreen(e));
    capturePointer(this.options.target, e.pointerId);
    this.startPinchIfTwo();
  }

  pointermove(e: PointerLikeEvent): void {
    if (!this.touches.has(e.pointerId)) return;
    this.touches.set(e.pointerId, this.toScreen(e));
    const pinch = this.pinch;
    if (!pinch || !pinch.ids.includes(e.pointerId)) return;
    const [a, b] = this.pair(pinch.ids);
    const mid = midpoint(a, b);
    const distance = Math.hypot(b.x - a.x, b.y - a.y);
    // Pan first, then zoom around the new midpoint (the order a CameraMove applies): together
    // they keep both fingers' map points under the fingers.
    const zoomDelta = pinch.distance > 0 && distance > 0 ? Math.log(distance / pinch.distance) / Math.log(this.options.camera.getZoomDelta()) : 0;
    this.options.changes.request(this, { panBy: { x: mid.x - pinch.mid.x, y: mid.y - pinch.mid.y }, zoomDelta, around: mid });
    pinch.mid = mid;
    pinch.distance = distance;
  }

  pointercancel(e: PointerLikeEvent): void {
    this.pointerup(e);
  }

  pointerup(e: PointerLikeEvent): void {
    if (!this.touches.delete(e.pointerId)) return;
    releasePointer(this.options.target, e.pointerId);
    if (this.pinch?.ids.includes(e.pointerId)) this.endPinch();
    this.startPinchIfTwo();
  }

  private startPinchIfTwo(): void {
    if (this.pinch || this.touches.size < 2) return;
    const [first, second] = this.touches.keys();
    if (first === undefined || second === undefined) return;
    const ids: [number, number] = [first, second];
    const [a, b] = this.pair(ids);
    this.pinch = { ids, distance: Math.hypot(b.x - a.x, b.y - a.y), mid: midpoint(a, b) };
    this.options.onPinchStart?.();
  }

  private endPinch(): void {
    if (!this.pinch) return;
    this.pinch = null;
    this.options.onPinchEnd?.();
  }

  private pair(ids: [number, number]): [ScreenPoint, ScreenPoint] {
    const origin = { x: 0, y: 0 };
    return [this.touches.get(ids[0]) ?? origin, this.touches.get(ids[1]) ?? origin];
  }
}

function midpoint(a: ScreenPoint, b: ScreenPoint): ScreenPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
