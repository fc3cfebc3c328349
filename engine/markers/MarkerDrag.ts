import { CLICK_DRAG_THRESHOLD_PX } from '../../domain/index';
import type { ScreenPoint } from '../camera/types';

/** What a marker drag reports. */
export interface MarkerDragCallbacks {
  /** The marker under a viewport point that may be dragged now, or null. */
  grab(point: ScreenPoint): string | null;
  /** The pointer moved past the threshold (or further): the marker follows, keeping the grab offset. */
  move(id: string, point: ScreenPoint, grabbedAt: ScreenPoint): void;
  /** Released after moving. */
  drop(id: string): void;
  /** Released without moving past the threshold: a click. */
  click(id: string, point: ScreenPoint): void;
}

interface Press {
  id: string;
  pointerId: number;
  start: ScreenPoint;
  moved: boolean;
}

/**
 * Drags markers with the pointer. It listens in the capture phase, so a press on a draggable
 * marker never reaches the map's pan handler; a press anywhere else passes through untouched.
 * A drag that ends without moving past the click threshold (5 px) counts as a click.
 */
export class MarkerDrag {
  private press: Press | null = null;

  constructor(private readonly surface: HTMLElement, private readonly callbacks: MarkerDragCallbacks) {
    surface.addEventListener('pointerdown', this.onDown, { capture: true });
    surface.addEventListener('pointermove', this.onMove, { capture: true });
    surface.addEventListener('pointerup', this.onUp, { capture: true });
    surface.addEventListener('pointercancel', this.onCancel, { capture: true });
  }

  /** True while a marker is being pressed or dragged. */
  get active(): boolean {
    return this.press !== null;
  }

  dispose(): void {
    this.surface.removeEventListener('pointerdown', this.onDown, { capture: true });
    this.surface.removeEventListener('pointermove', this.onMove, { capture: true });
    this.surface.removeEventListener('pointerup', this.onUp, { capture: true });
    this.surface.removeEventListener('pointercancel', this.onCancel, { capture: true });
  }

  private point(event: PointerEvent): ScreenPoint {
    const rect = this.surface.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  private readonly onDown = (event: PointerEvent): void => {
    if (event.button !== 0 || this.press) return;
    const start = this.point(event);
    const id = this.callbacks.grab(start);
    if (!id) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    this.press = { id, pointerId: event.pointerId, start, moved: false };
    try {
      this.surface.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers cannot be captured; moves still arrive over the map.
    }
  };

  private readonly onMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.pointerId !== event.pointerId) return;
    event.stopImmediatePropagation();
    const point = this.point(event);
    if (!press.moved && Math.hypot(point.x - press.start.x, point.y - press.start.y) < CLICK_DRAG_THRESHOLD_PX) return;
    press.moved = true;
    this.callbacks.move(press.id, point, press.start);
  };

  private readonly onUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.pointerId !== event.pointerId) return;
    event.stopImmediatePropagation();
    this.press = null;
    if (press.moved) this.callbacks.drop(press.id);
    else this.callbacks.click(press.id, this.point(event));
  };

  private readonly onCancel = (event: PointerEvent): void => {
    if (this.press?.pointerId === event.pointerId) this.press = null;
  };
}
