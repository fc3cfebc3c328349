import { CLICK_DRAG_THRESHOLD_PX } from '../../../domain/constants';
import type { CameraChangeSink } from '../CameraChangeQueue';
import { Handler } from './Handler';
import { capturePointer, releasePointer, screenPointFor } from './inputEvents';
import type { GestureTarget, KeyLikeEvent, PointerLikeEvent, ToScreenPoint } from './inputEvents';

/** Key code of the space bar. */
const SPACE_KEY_CODE = 32;

/** The map options a drag obeys; they can change while the handler runs. */
interface DragPanSettings {
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
  /** The map element: pointers are captured on it and points measured from its box. */
  target: GestureTarget;
  /** Where the pans go; they reach the camera on the next frame. */
  changes: CameraChangeSink;
  /** Movement below this many px from the press point is not a drag. Default 5. */
  clickThreshold?: number;
  /** Converts client coordinates to viewport px. Default: relative to the target's box. */
  toScreenPoint?: ToScreenPoint;
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
  /** Moved past the threshold: decided whether it pans. */
  moved: boolean;
  /** This drag pans the camera (decided when it crosses the threshold). */
  pans: boolean;
}

/**
 * Pans the camera by drags (the `scroll.on` option enables it): each move reports its pan to the
 * {@link CameraChangeSink}, which applies a frame's pans at once. A second pointer going down (a
 * pinch) ends the press without further panning, until every pointer is up. Telling a click from
 * a drag is the {@link ClickHandler}'s job, so switching panning off keeps clicks working.
 */
export class DragPanHandler extends Handler {
  private readonly options: DragPanHandlerOptions;
  private readonly toScreen: ToScreenPoint;
  private settings: Required<DragPanSettings>;
  private press: Press | null = null;
  private readonly pointers = new Set<number>();
  private spaceHeld = false;

  constructor(options: DragPanHandlerOptions) {
    super();
    this.options = options;
    this.toScreen = options.toScreenPoint ?? screenPointFor(options.target);
    this.settings = { spacebar: false, requireTwoFingers: false };
    this.configure(options);
  }

  /** Updates the scroll options. */
  configure(settings: DragPanSettings): void {
    this.settings = {
      spacebar: settings.spacebar ?? this.settings.spacebar,
      requireTwoFingers: settings.requireTwoFingers ?? this.settings.requireTwoFingers,
    };
  }

  /** True while a drag is panning the map. */
  isDragging(): boolean {
    return this.press?.pans === true;
  }

  override isActive(): boolean {
    return this.isDragging();
  }

  /** Ends the press under way (with `onDragEnd` when it was panning). */
  reset(): void {
    const press = this.press;
    if (!press) return;
    this.press = null;
    releasePointer(this.options.target, press.pointerId);
    if (press.pans) this.options.onDragEnd?.();
  }

  protected override forget(): void {
    this.reset();
    // Switched off, the drag stops where it is shown: pans of this frame not applied yet go too.
    this.options.changes.discard(this);
    this.pointers.clear();
    this.spaceHeld = false;
  }

  pointerdown(e: PointerLikeEvent): void {
    // A primary pointer going down means no other pointer of its kind is active; this drops
    // ids whose `pointerup` happened outside the element.
    if (e.isPrimary === true) this.pointers.clear();
    this.pointers.add(e.pointerId);
    if (this.pointers.size > 1) {
      this.reset();
      return;
    }
    if (e.button !== 0) return;
    const point = this.toScreen(e);
    this.press = { pointerId: e.pointerId, startX: point.x, startY: point.y, lastX: point.x, lastY: point.y, moved: false, pans: false };
    capturePointer(this.options.target, e.pointerId);
  }

  pointermove(e: PointerLikeEvent): void {
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
    if (press.pans) this.options.changes.request(this, { panBy: { x: point.x - press.lastX, y: point.y - press.lastY } });
    press.lastX = point.x;
    press.lastY = point.y;
  }

  pointerup(e: PointerLikeEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.press?.pointerId === e.pointerId) this.reset();
  }

  pointercancel(e: PointerLikeEvent): void {
    this.pointerup(e);
  }

  pageKeydown(event: KeyLikeEvent): void {
    if (isSpace(event)) this.spaceHeld = true;
  }

  pageKeyup(event: KeyLikeEvent): void {
    if (isSpace(event)) this.spaceHeld = false;
  }

  // A keyup lost to another window would otherwise leave Space "held".
  pageBlur(): void {
    this.spaceHeld = false;
  }

  private mayPan(e: PointerLikeEvent): boolean {
    const { spacebar, requireTwoFingers } = this.settings;
    if (spacebar && !this.spaceHeld) return false;
    return !(requireTwoFingers && e.pointerType === 'touch');
  }
}

function isSpace(event: KeyLikeEvent): boolean {
  return event.keyCode === SPACE_KEY_CODE || event.code === 'Space' || event.key === ' ';
}
