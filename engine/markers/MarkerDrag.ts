import { CLICK_DRAG_THRESHOLD_PX } from '../../domain/index';
import type { ScreenPoint } from '../camera/types';
import { Handler } from '../interaction/handlers/Handler';
import type { PointerLikeEvent } from '../interaction/handlers/inputEvents';

/** What a marker drag reports. */
interface MarkerDragCallbacks {
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
 * Drags markers with the pointer in marker-edit mode (enabled with it). It comes first in the
 * gesture dispatcher's order and owns the gesture from the press on a draggable marker, so the
 * map's pan, click and hover handlers are reset and never see it; a press anywhere else passes
 * through untouched. A drag that ends without moving past the click threshold (5 px) counts as
 * a click on the marker.
 */
export class MarkerDrag extends Handler {
  private press: Press | null = null;

  constructor(private readonly surface: HTMLElement, private readonly callbacks: MarkerDragCallbacks) {
    super();
  }

  /** True while a marker is being pressed or dragged. */
  get active(): boolean {
    return this.press !== null;
  }

  override isActive(): boolean {
    return this.active;
  }

  /** Drops the press under way: the marker stays where it was last moved to, without a drop. */
  reset(): void {
    this.press = null;
  }

  private point(event: PointerLikeEvent): ScreenPoint {
    const rect = this.surface.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  pointerdown(event: PointerLikeEvent): void {
    if (event.button !== 0 || this.press) return;
    const start = this.point(event);
    const id = this.callbacks.grab(start);
    if (!id) return;
    event.preventDefault();
    this.press = { id, pointerId: event.pointerId, start, moved: false };
    try {
      this.surface.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers cannot be captured; moves still arrive over the map.
    }
  }

  pointermove(event: PointerLikeEvent): void {
    const press = this.press;
    if (!press || press.pointerId !== event.pointerId) return;
    const point = this.point(event);
    if (!press.moved && Math.hypot(point.x - press.start.x, point.y - press.start.y) < CLICK_DRAG_THRESHOLD_PX) return;
    press.moved = true;
    this.callbacks.move(press.id, point, press.start);
  }

  pointerup(event: PointerLikeEvent): void {
    const press = this.press;
    if (!press || press.pointerId !== event.pointerId) return;
    this.press = null;
    if (press.moved) this.callbacks.drop(press.id);
    else this.callbacks.click(press.id, this.point(event));
  }

  pointercancel(event: PointerLikeEvent): void {
    if (this.press?.pointerId === event.pointerId) this.press = null;
  }
}
