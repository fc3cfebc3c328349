import { CLICK_DRAG_THRESHOLD_PX } from '../../../domain/constants';
import type { ScreenPoint } from '../../camera/types';
import { Handler } from './Handler';
import { screenPointFor } from './inputEvents';
import type { GestureTarget, PointerLikeEvent, ToScreenPoint } from './inputEvents';

/** Options of a {@link ClickHandler}. */
interface ClickHandlerOptions {
  /** The map element: points are measured from its box. */
  target: GestureTarget;
  /** Movement of this many px or more from the press point is not a click. Default 5. */
  clickThreshold?: number;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
  /** A press released without moving past the threshold; the engine hit-tests the point. */
  onClick: (point: ScreenPoint, event: PointerLikeEvent) => void;
}

interface Press {
  pointerId: number;
  start: ScreenPoint;
}

/**
 * Tells clicks from drags: a press of the primary button released within the threshold is a
 * click at the release point. It never owns a gesture, so any handler before it in the
 * dispatcher's order that starts one (a pan, a pinch, a marker drag) resets it and the press
 * ends without a click. A second pointer going down ends the press too.
 */
export class ClickHandler extends Handler {
  private readonly options: ClickHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private press: Press | null = null;
  private readonly pointers = new Set<number>();

  constructor(options: ClickHandlerOptions) {
    super();
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
  }

  /** Forgets the press under way: its release will not click. */
  reset(): void {
    this.press = null;
  }

  protected override forget(): void {
    this.reset();
    this.pointers.clear();
  }

  pointerdown(e: PointerLikeEvent): void {
    // As in DragPanHandler: a primary pointer drops ids whose release was never seen.
    if (e.isPrimary === true) this.pointers.clear();
    this.pointers.add(e.pointerId);
    if (this.pointers.size > 1 || e.button !== 0) {
      this.reset();
      return;
    }
    this.press = { pointerId: e.pointerId, start: this.toScreen(e) };
  }

  pointermove(e: PointerLikeEvent): void {
    const press = this.press;
    if (!press || press.pointerId !== e.pointerId) return;
    const point = this.toScreen(e);
    const threshold = this.options.clickThreshold ?? CLICK_DRAG_THRESHOLD_PX;
    if (Math.hypot(point.x - press.start.x, point.y - press.start.y) >= threshold) this.reset();
  }

  pointerup(e: PointerLikeEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.press?.pointerId !== e.pointerId) return;
    this.reset();
    this.options.onClick(this.toScreen(e), e);
  }

  pointercancel(e: PointerLikeEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.press?.pointerId === e.pointerId) this.reset();
  }
}
