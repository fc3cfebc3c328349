import type { KeyLikeEvent, PointerLikeEvent, TouchLikeEvent, WheelLikeEvent } from './inputEvents';

/**
 * The DOM events a {@link GestureDispatcher} routes, one method per event. A handler implements
 * only those it needs; the dispatcher listens to an event only while an enabled handler takes it.
 */
export interface GestureInput {
  /** Pointer events on the map element; the dispatcher arbitrates them (see its order). */
  pointerdown?(event: PointerLikeEvent): void;
  pointermove?(event: PointerLikeEvent): void;
  pointerup?(event: PointerLikeEvent): void;
  pointercancel?(event: PointerLikeEvent): void;
  pointerleave?(event: PointerLikeEvent): void;
  /** A wheel over the map (listened to non-passively, so a handler may cancel the page scroll). */
  wheel?(event: WheelLikeEvent): void;
  /** A touch move over the map (non-passive, for the same reason). */
  touchmove?(event: TouchLikeEvent): void;
  /** A key pressed while the map (or something inside it) has the focus. */
  keydown?(event: KeyLikeEvent): void;
  /** A key pressed anywhere in the page (the Space rule of drags). */
  pageKeydown?(event: KeyLikeEvent): void;
  /** A key released anywhere in the page. */
  pageKeyup?(event: KeyLikeEvent): void;
  /** The page lost the focus: keys held down will not report their release. */
  pageBlur?(): void;
}

/**
 * One gesture, switched on and off by name (Leaflet's `map.dragging.enable()`). A handler never
 * listens to the DOM itself: the {@link GestureDispatcher} it is attached to owns the listeners
 * and calls the {@link GestureInput} methods a subclass defines while it is enabled. Handlers
 * start disabled.
 */
export abstract class Handler {
  private enabled = false;
  private enabledChanged: (() => void) | null = null;

  /** Starts taking events. */
  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    this.enabledChanged?.();
  }

  /** Stops taking events; a gesture in progress ends as {@link reset} ends it. */
  disable(): void {
    if (!this.enabled) return;
    this.enabled = false;
    this.forget();
    this.enabledChanged?.();
  }

  /** Whether the handler takes events. */
  isEnabled(): boolean {
    return this.enabled;
  }

  /**
   * True while the handler owns the gesture under way (a pan, a pinch): the dispatcher then
   * resets the handlers after it in its order instead of giving them pointer events.
   */
  isActive(): boolean {
    return false;
  }

  /** Ends the gesture in progress without finishing it (no click, no last step). Idempotent. */
  abstract reset(): void;

  /** Disables the handler for good. */
  dispose(): void {
    this.disable();
  }

  /**
   * Called by the dispatcher the handler is attached to, so that it listens to an event only
   * while an enabled handler takes it. Not for other callers.
   */
  watchEnabled(listener: (() => void) | null): void {
    this.enabledChanged = listener;
  }

  /** What disabling drops: the gesture under way by default; handlers add their own state. */
  protected forget(): void {
    this.reset();
  }
}
