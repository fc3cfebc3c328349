import { WHEEL_ZOOM_THROTTLE_MS } from '../../domain/constants';
import type { Camera } from './Camera';
import { screenPointFor } from './inputEvents';
import type { GestureTarget, ToScreenPoint, WheelLikeEvent } from './inputEvents';

/** Options of a {@link WheelZoomHandler}. */
export interface WheelZoomHandlerOptions {
  /** The map element receiving wheel events. */
  target: GestureTarget;
  camera: Pick<Camera, 'nextLevel' | 'canZoomTo' | 'zoomTo'>;
  /** `zoom.mousewheel`: off leaves the wheel to the page. Default true. */
  mousewheel?: boolean;
  /** At most one zoom step per this many ms. Default 500. */
  throttleMs?: number;
  /** Clock in ms. Default `performance.now`. */
  now?: () => number;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
}

/**
 * Zooms one whole level per wheel notch around the pointer, at most once per throttle interval.
 *
 * The wheel event is cancelled only when the map can zoom that way: at the zoom limit the page
 * scrolls instead of the wheel being swallowed. Events inside the throttle interval are still
 * cancelled when a zoom would have been possible, so a trackpad's stream of small deltas does
 * not scroll the page between steps. Starts disabled; call {@link enable}.
 */
export class WheelZoomHandler {
  private readonly options: WheelZoomHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private readonly now: () => number;
  private mousewheel: boolean;
  private enabled = false;
  private lastStep = -Infinity;

  constructor(options: WheelZoomHandlerOptions) {
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
    this.now = options.now ?? (() => performance.now());
    this.mousewheel = options.mousewheel ?? true;
  }

  /** Updates `zoom.mousewheel`. */
  configure(settings: { mousewheel?: boolean }): void {
    this.mousewheel = settings.mousewheel ?? this.mousewheel;
  }

  /** Starts listening (non-passively, so the page scroll can be cancelled). */
  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    this.options.target.addEventListener('wheel', this.handleWheel, { passive: false });
  }

  /** Stops listening. */
  disable(): void {
    if (!this.enabled) return;
    this.enabled = false;
    this.options.target.removeEventListener('wheel', this.handleWheel);
  }

  /** Whether the handler is listening. */
  isEnabled(): boolean {
    return this.enabled;
  }

  /** Disables the handler for good. */
  dispose(): void {
    this.disable();
  }

  private readonly handleWheel = (event: Event): void => {
    const e = event as WheelLikeEvent;
    if (!this.mousewheel || e.deltaY === 0) return;
    const { camera } = this.options;
    const level = camera.nextLevel(e.deltaY < 0 ? 1 : -1);
    if (!camera.canZoomTo(level)) return;
    e.preventDefault();
    const now = this.now();
    if (now - this.lastStep < (this.options.throttleMs ?? WHEEL_ZOOM_THROTTLE_MS)) return;
    if (camera.zoomTo(level, this.toScreen(e))) this.lastStep = now;
  };
}
