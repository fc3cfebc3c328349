/** How long a hint stays after the gesture that called for it, in ms. */
export const GESTURE_HINT_MS = 1500;

/** The texts of the hints; sites may translate them. */
interface GestureHintTexts {
  /** Shown when a plain wheel scrolled the page over the map; `{key}` becomes Ctrl or ⌘. */
  wheel: string;
  /** Shown when one finger scrolled the page over the map. */
  touch: string;
}

/** The English hint texts. */
export const DEFAULT_GESTURE_HINT_TEXTS: GestureHintTexts = {
  wheel: 'Use {key} + scroll to zoom the map',
  touch: 'Use two fingers to move the map',
};

/** Whether the visitor's keyboard has ⌘ rather than Ctrl for the wheel-zoom key. */
function usesCommandKey(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(platform);
}

/** The wheel hint with the platform's key name filled in. */
export function wheelHintText(texts: GestureHintTexts, platform: string): string {
  return texts.wheel.replace('{key}', usesCommandKey(platform) ? '⌘' : 'Ctrl');
}

/**
 * A short message over the map that tells how to zoom or move it when a gesture went to the
 * page instead (cooperative gestures). It fades in, stays {@link GESTURE_HINT_MS} after the last
 * gesture, and never takes pointer events. Screen readers skip it: it speaks of mouse and touch
 * gestures, and the map's keyboard access works without them. Styles are set through the CSSOM
 * so a strict Content-Security-Policy allows them.
 */
export class GestureHint {
  private readonly element: HTMLDivElement;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(surface: HTMLElement) {
    const element = surface.ownerDocument.createElement('div');
    element.className = 'mapsvg-gesture-hint';
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      position: 'absolute',
      inset: '0',
      display: 'none',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      boxSizing: 'border-box',
      textAlign: 'center',
      font: '600 16px/1.4 system-ui, sans-serif',
      color: '#ffffff',
      background: 'rgba(0, 0, 0, 0.55)',
      pointerEvents: 'none',
      opacity: '0',
      transition: 'opacity 200ms ease',
      zIndex: '5',
    });
    surface.append(element);
    this.element = element;
  }

  /** Shows `text` (or keeps it shown) for another {@link GESTURE_HINT_MS}. */
  show(text: string): void {
    const { element } = this;
    element.textContent = text;
    element.style.display = 'flex';
    element.dataset.visible = 'true';
    element.style.opacity = '1';
    if (this.hideTimer !== null) clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.hide(), GESTURE_HINT_MS);
  }

  /** Hides the hint now. */
  hide(): void {
    if (this.hideTimer !== null) clearTimeout(this.hideTimer);
    this.hideTimer = null;
    this.element.style.opacity = '0';
    this.element.style.display = 'none';
    delete this.element.dataset.visible;
  }

  /** Removes the hint from the page. */
  dispose(): void {
    this.hide();
    this.element.remove();
  }
}
