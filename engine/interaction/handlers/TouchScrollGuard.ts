import { Handler } from './Handler';
import type { TouchLikeEvent } from './inputEvents';

/** Options of a {@link TouchScrollGuard}. */
interface TouchScrollGuardOptions {
  /** One finger moved over the map and the page scrolls (show a hint). */
  onOneFingerMove?: () => void;
}

/**
 * Cooperative touch (the `zoom.fingers` option): the map element lets the browser pan the page
 * (`touch-action: pan-x pan-y`), so one finger scrolls the page; when two fingers move, the
 * browser's own scroll and zoom are cancelled so the map's pinch handler pans and zooms
 * instead. Pointer events cannot cancel a scroll, hence touch events, which the dispatcher
 * listens to (non-passively, a cost for page scrolling) only while this guard is enabled.
 */
export class TouchScrollGuard extends Handler {
  constructor(private readonly options: TouchScrollGuardOptions = {}) {
    super();
  }

  /** Each touch move is judged on its own: nothing is under way between events. */
  reset(): void {
    // Nothing to end.
  }

  touchmove(event: TouchLikeEvent): void {
    if (event.touches.length >= 2) {
      if (event.cancelable) event.preventDefault();
      return;
    }
    this.options.onOneFingerMove?.();
  }
}
