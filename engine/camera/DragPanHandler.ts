import { CLICK_DRAG_THRESHOLD_PX } from '../../domain/constants';
import type { Camera } from './Camera';
import { capturePointer, releasePointer, screenPointFor } from './inputEvents';
import type { GestureTarget, KeyLikeEvent, PointerLikeEvent, ToScreenPoint } from './inputEvents';
import type { ScreenPoint } from './types';

/** Key code of the space bar. */
const SPACE_KEY_CODE = 32;

/** The map options a drag obeys; they can change while the handler runs. */
export interface DragPanSettings {
  /** `scroll.on`: off means a drag never pans (clicks still work). Default true. */
  scrollOn?: boolean;
  /** `scroll.spacebar`: a drag pans only while Space is held. Default false. */
  spacebar?: boolean;
  /**
   * `zoom.fingers`: one-finger touch drags do not pan, so they scroll the page; two-finger
   * gestures pan and zoom through {@link PinchZoomHandler}. A one-finger tap still clicks.
   */
  requireTwoFingers?: boolean;
}

/** Options of a {@link DragPanHandler}. */
export interface DragPanHandlerOptions extends DragPanSettings {
  /** The map element receiving pointer events. */
  target: GestureTarget;
  /** Receives keydown/keyup for the Space rule (usually the window). Default: `target`. */
  keyTarget?: EventTarget;
  camera: Pick<Camera, 'panBy'>;
  /** Movement below this many px from the press point is a click. Default 5. */
  clickThreshold?: number;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
  /** A press released without moving past the threshold; the engine hit-tests the point. */
  onClick?: (point: ScreenPoint, event: PointerLikeEvent) => void;
  /** A drag started panning (hover should pause). */
  onDragStart?: () => void;
  /** That drag ended. */
  onDragEnd?: () => void;
}

interface Press {
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  /** Moved past the threshold: no longer a click. */
  moved: boolean;
  /** This drag pans the camera (decided when it crosses the threshold). */
  pans: boolean;
}

/**
 * Tells clicks from drags and pans the camera by drags. A second pointer going down (a pinch)
 * ends the press without a click and without further panning, until every pointer is up.
 * Starts disabled; call {@link enable}.
 */
export class DragPanHandler {
  private readonly options: DragPanHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private settings: Required<DragPanSettings>;
  private enabled = false;
  private press: Press | null = null;
  private readonly pointers = new Set<number>();
  private spaceHeld = false;

  constructor(options: DragPanHandlerOptions) {
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
    this.settings = { scrollOn: true, spacebar: false, requireTwoFingers: false };
    this.configure(options);
  }

  /** Updates the scroll options. */
  configure(settings: DragPanSettings): void {
    this.settings = {
      scrollOn: settings.scrollOn ?? this.settings.scrollOn,
      spacebar: settings.spacebar ?? this.settings.spacebar,
      requireTwoFingers: settings.requireTwoFingers ?? this.settings.requireTwoFingers,
    };
  }

  /** Starts listening. */
  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    const { target } = this.options;
    target.addEventListener('pointerdown', this.handleDown);
    target.addEventListener('pointermove', this.handleMove);
    target.addEventListener('pointerup', this.handleUp);
    target.addEventListener('pointercancel', this.handleCancel);
    this.keyTarget().addEventListener('keydown', this.handleKeyDown);
    this.keyTarget().addEventListener('keyup', this.handleKeyUp);
    this.keyTarget().addEventListener('blur', this.handleBlur);
  }

  /** Stops listening; a drag in progress ends (with `onDragEnd`). */
  disable(): void {
    if (!this.enabled) return;
    this.enabled = false;
    this.endPress();
    this.pointers.clear();
    this.spaceHeld = false;
    const { target } = this.options;
    target.removeEventListener('pointerdown', this.handleDown);
    target.removeEventListener('pointermove', this.handleMove);
    target.removeEventListener('pointerup', this.handleUp);
    target.removeEventListener('pointercancel', this.handleCancel);
    this.keyTarget().removeEventListener('keydown', this.handleKeyDown);
    this.keyTarget().removeEventListener('keyup', this.handleKeyUp);
    this.keyTarget().removeEventListener('blur', this.handleBlur);
  }

  /** Whether the handler is listening. */
  isEnabled(): boolean {
    return this.enabled;
  }

  /** True while a drag is panning the map. */
  isDragging(): boolean {
    return this.press?.pans === true;
  }

  /** Disables the handler for good. */
  dispose(): void {
    this.disable();
  }

  private keyTarget(): EventTarget {
    return this.options.keyTarget ?? this.options.target;
  }

  private readonly handleDown = (event: Event): void => {
    const e = event as PointerLikeEvent;
    // A primary pointer going down means no other pointer of its kind is active; this drops
    // ids whose `pointerup` happened outside the element.
    if (e.isPrimary === true) this.pointers.clear();
    this.pointers.add(e.pointerId);
    if (this.pointers.size > 1) {
      this.endPress();
      return;
    }
    if (e.button !== 0) return;
    const point = this.toScreen(e);
    this.press = { pointerId: e.pointerId, startX: point.x, startY: point.y, lastX: point.x, lastY: point.y, moved: false, pans: false };
    capturePointer(this.options.target, e.pointerId);
  };

  private readonly handleMove = (event: Event): void => {
    const e = event as PointerLikeEvent;
    const press = this.press;
    if (!press || press.pointerId !== e.pointerId) return;
    const point = this.toScreen(e);
    if (!press.moved) {
      const threshold = this.options.clickThreshold ?? CLICK_DRAG_THRESHOLD_PX;
      if (Math.hypot(point.x - press.startX, point.y - press.startY) < threshold) return;
      press.moved = true;
      press.pans = this.mayPan(e);
      if (press.pans) this.options.onDragStart?.();
    }
    // Panning from the last point (the press point on the first move) keeps the map point
    // that was pressed under the pointer.
    if (press.pans) this.options.camera.panBy(point.x - press.lastX, point.y - press.lastY);
    press.lastX = point.x;
    press.lastY = point.y;
  };

  private readonly handleUp = (event: Event): void => {
    const e = event as PointerLikeEvent;
    this.pointers.delete(e.pointerId);
    const press = this.press;
    if (!press || press.pointerId !== e.pointerId) return;
    const clicked = !press.moved;
    this.endPress();
    if (clicked) this.options.onClick?.(this.toScreen(e), e);
  };

  private readonly handleCancel = (event: Event): void => {
    const e = event as PointerLikeEvent;
    this.pointers.delete(e.pointerId);
    if (this.press?.pointerId === e.pointerId) this.endPress();
  };

  private readonly handleKeyDown = (event: Event): void => {
    if (isSpace(event as KeyLikeEvent)) this.spaceHeld = true;
  };

  private readonly handleKeyUp = (event: Event): void => {
    if (isSpace(event as KeyLikeEvent)) this.spaceHeld = false;
  };

  // A keyup lost to another window would otherwise leave Space "held".
  private readonly handleBlur = (): void => {
    this.spaceHeld = false;
  };

  private mayPan(e: PointerLikeEvent): boolean {
    const { scrollOn, spacebar, requireTwoFingers } = this.settings;
    if (!scrollOn) return false;
    if (spacebar && !this.spaceHeld) return false;
    return !(requireTwoFingers && e.pointerType === 'touch');
  }

  private endPress(): void {
    const press = this.press;
    if (!press) return;
    this.press = null;
    releasePointer(this.options.target, press.pointerId);
    if (press.pans) this.options.onDragEnd?.();
  }
}

function isSpace(event: KeyLikeEvent): boolean {
  return event.keyCode === SPACE_KEY_CODE || event.code === 'Space' || event.key === ' ';
}
