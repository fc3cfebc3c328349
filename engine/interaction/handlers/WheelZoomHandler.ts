import { WHEEL_ZOOM_THROTTLE_MS } from '../../../domain/constants';
import type { Camera } from '../../camera/Camera';
import type { CameraChangeSink } from '../CameraChangeQueue';
import { Handler } from './Handler';
import { screenPointFor } from './inputEvents';
import type { GestureTarget, ToScreenPoint, WheelLikeEvent } from './inputEvents';

/** Options of a {@link WheelZoomHandler}. */
export interface WheelZoomHandlerOptions {
  /** The map element: points are measured from its box. */
  target: GestureTarget;
  /** Read to decide, while the event can still be cancelled, whether the map can zoom that way. */
  camera: Pick<Camera, 'nextLevel' | 'canZoomTo' | 'getLevel'>;
  /** Where the zoom steps go; they reach the camera on the next frame. */
  changes: CameraChangeSink;
  /**
   * `zoom.wheelNeedsCtrl`: the wheel zooms only with Ctrl (or ⌘) held; a plain wheel scrolls the
   * page and `onWheelWithoutKey` is told (to show a hint). Default false.
   */
  needsCtrl?: boolean;
  /** A plain wheel went to the page because the map needs Ctrl/⌘ to zoom. */
  onWheelWithoutKey?: () => void;
  /** At most one zoom step per this many ms. Default 500. */
  throttleMs?: number;
  /** Clock in ms. Default `performance.now`. */
  now?: () => number;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
}

/**
 * Zooms one whole level per wheel notch around the pointer, at most once per throttle interval.
 * The step is reported to the {@link CameraChangeSink} and reaches the camera on the next frame;
 * whether the page scroll is cancelled is decided at once, from the camera's level and limits.
 *
 * The wheel event is cancelled only when the map can zoom that way: at the zoom limit the page
 * scrolls instead of the wheel being swallowed. Events inside the throttle interval are still
 * cancelled when a zoom would have been possible, so a trackpad's stream of small deltas does
 * not scroll the page between steps. With `needsCtrl` (cooperative gestures for maps inside a
 * page) only Ctrl/⌘ + wheel zooms, and a trackpad pinch (which browsers report as a wheel with
 * Ctrl) zooms too. The `zoom.mousewheel` option enables it; disabled, the wheel is the page's.
 */
export class WheelZoomHandler extends Handler {
  private readonly options: WheelZoomHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private readonly now: () => number;
  private needsCtrl: boolean;
  private lastStep = -Infinity;

  constructor(options: WheelZoomHandlerOptions) {
    super();
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
    this.now = options.now ?? (() => performance.now());
    this.needsCtrl = options.needsCtrl ?? false;
  }

  /** Updates `zoom.wheelNeedsCtrl`. */
  configure(settings: { needsCtrl?: boolean }): void {
    this.needsCtrl = settings.needsCtrl ?? this.needsCtrl;
  }

  /** A wheel step is one event: nothing is under way between events. */
  reset(): void {
    // Nothing to end.
  }

  // Switched off, a step asked for in this frame is not taken either.
  protected override forget(): void {
    this.options.changes.discard(this);
  }

  wheel(e: WheelLikeEvent): void {
    if (e.deltaY === 0) return;
    const withKey = e.ctrlKey === true || e.metaKey === true;
    if (this.needsCtrl && !withKey) {
      this.options.onWheelWithoutKey?.();
      return;
    }
    // Ctrl + wheel over the map never zooms the whole page, even at the map's zoom limit.
    if (withKey) e.preventDefault();
    const { camera } = this.options;
    const level = camera.nextLevel(e.deltaY < 0 ? 1 : -1);
    if (!camera.canZoomTo(level)) return;
    e.preventDefault();
    const now = this.now();
    if (now - this.lastStep < (this.options.throttleMs ?? WHEEL_ZOOM_THROTTLE_MS)) return;
    // A whole level, as a delta from the level now: the step lands on `level` when the frame comes.
    this.options.changes.request(this, { zoomDelta: level - camera.getLevel(), around: this.toScreen(e) });
    this.lastStep = now;
  }
}
