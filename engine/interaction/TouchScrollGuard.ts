/** Options of a {@link TouchScrollGuard}. */
export interface TouchScrollGuardOptions {
  /** The map element. */
  target: HTMLElement;
  /** One finger moved over the map and the page scrolls (show a hint). */
  onOneFingerMove?: () => void;
}

/**
 * Cooperative touch (the `zoom.fingers` option): the map element lets the browser pan the page
 * (`touch-action: pan-x pan-y`), so one finger scrolls the page; when two fingers move, the
 * browser's own scroll and zoom are cancelled so the map's pinch handler pans and zooms
 * instead. Pointer events cannot cancel a scroll, hence these (non-passive) touch listeners.
 */
export class TouchScrollGuard {
  private enabled = false;

  constructor(private readonly options: TouchScrollGuardOptions) {}

  /** Starts guarding. */
  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    this.options.target.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  /** Stops guarding. */
  disable(): void {
    if (!this.enabled) return;
    this.enabled = false;
    this.options.target.removeEventListener('touchmove', this.onTouchMove);
  }

  /** Whether the guard is on. */
  isEnabled(): boolean {
    return this.enabled;
  }

  private readonly onTouchMove = (event: TouchEvent): void => {
    if (event.touches.length >= 2) {
      if (event.cancelable) event.preventDefault();
      return;
    }
    this.options.onOneFingerMove?.();
  };
}
