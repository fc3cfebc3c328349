import type { ScreenPoint } from '../../camera/types';
import { Handler } from './Handler';
import { screenPointFor } from './inputEvents';
import type { GestureTarget, PointerLikeEvent, ToScreenPoint } from './inputEvents';

/** Options of a {@link HoverHandler}. */
interface HoverHandlerOptions {
  /** The map element: points are measured from its box. */
  target: GestureTarget;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
  /** The pointer hovers this point; null: it left the map, or a gesture paused hovering. */
  hover: (point: ScreenPoint | null) => void;
}

/**
 * Reports where the pointer hovers. It comes after the gestures in the dispatcher's order, so
 * a drag, pinch or marker drag under way resets it: hovering pauses (reported once as null)
 * until the pointer moves freely again. A mouse moving with a button held is not hovering.
 */
export class HoverHandler extends Handler {
  private readonly options: HoverHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private paused = false;

  constructor(options: HoverHandlerOptions) {
    super();
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
  }

  /** Pauses hovering: what was hovered is let go, once. */
  reset(): void {
    if (this.paused) return;
    this.paused = true;
    this.options.hover(null);
  }

  pointermove(e: PointerLikeEvent): void {
    if (e.pointerType === 'mouse' && (e.buttons ?? 0) !== 0) return;
    this.paused = false;
    this.options.hover(this.toScreen(e));
  }

  pointerleave(): void {
    this.options.hover(null);
  }
}
