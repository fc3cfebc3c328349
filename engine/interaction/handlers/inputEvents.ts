import type { ScreenPoint } from '../../camera/types';

/** The fields of a DOM `PointerEvent` the gesture handlers read. */
export interface PointerLikeEvent extends Event {
  clientX: number;
  clientY: number;
  pointerId: number;
  /** 0 = primary (left) button. */
  button: number;
  /** 'mouse', 'pen' or 'touch'. */
  pointerType?: string;
  isPrimary?: boolean;
  /** Buttons held during a move; a mouse moving with a button down is not hovering. */
  buttons?: number;
}

/** The fields of a DOM `TouchEvent` the touch-scroll guard reads. */
export interface TouchLikeEvent extends Event {
  touches: { length: number };
}

/** The fields of a DOM `WheelEvent` the wheel handler reads. */
export interface WheelLikeEvent extends Event {
  clientX: number;
  clientY: number;
  deltaY: number;
  ctrlKey?: boolean;
  /** ⌘ on a Mac. */
  metaKey?: boolean;
}

/** The fields of a DOM `KeyboardEvent` the key handlers read. */
export interface KeyLikeEvent extends Event {
  key: string;
  code?: string;
  /** Legacy key code; Space is 32. */
  keyCode?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** An element-like event target; capture and measuring are used when present. */
export interface GestureTarget extends EventTarget {
  setPointerCapture?(pointerId: number): void;
  releasePointerCapture?(pointerId: number): void;
  getBoundingClientRect?(): { left: number; top: number };
}

/** Converts an event's client coordinates to viewport-relative screen px. */
export type ToScreenPoint = (event: { clientX: number; clientY: number }) => ScreenPoint;

/**
 * The default {@link ToScreenPoint}: client coordinates minus the target's top-left corner when
 * the target can be measured (an element), else the client coordinates unchanged.
 */
export function screenPointFor(target: GestureTarget): ToScreenPoint {
  return (event) => {
    const rect = target.getBoundingClientRect?.();
    return rect ? { x: event.clientX - rect.left, y: event.clientY - rect.top } : { x: event.clientX, y: event.clientY };
  };
}

/** Pointer capture keeps a drag alive outside the element; browsers throw for stale pointers. */
export function capturePointer(target: GestureTarget, pointerId: number): void {
  try {
    target.setPointerCapture?.(pointerId);
  } catch {
    // The pointer is already gone; the gesture simply ends on the next event.
  }
}

/** Counterpart of {@link capturePointer}. */
export function releasePointer(target: GestureTarget, pointerId: number): void {
  try {
    target.releasePointerCapture?.(pointerId);
  } catch {
    // Capture was never set or already released.
  }
}

/**
 * The CSS `touch-action` the map element needs. With the `zoom.fingers` option one finger must
 * scroll the page, so the browser keeps panning (`pan-x pan-y`) and only pinches reach the map;
 * without it every touch gesture belongs to the map (`none`).
 */
export function touchActionFor(requireTwoFingers: boolean): 'pan-x pan-y' | 'none' {
  return requireTwoFingers ? 'pan-x pan-y' : 'none';
}
