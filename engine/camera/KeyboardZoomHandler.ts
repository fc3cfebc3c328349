import type { KeyLikeEvent } from './inputEvents';
import type { ZoomActions } from './types';

/** Options of a {@link KeyboardZoomHandler}. */
export interface KeyboardZoomHandlerOptions {
  /** The focusable map element; keys count only while it (or something inside it) has focus. */
  target: EventTarget;
  /** What the keys do: the camera itself, or a `ZoomAnimator` for animated steps. */
  zoom: ZoomActions;
}

const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * `+` or `=` zooms in, `-` zooms out, `0` resets to the fit view. Arrow keys are left alone:
 * the accessibility layer uses them to move between regions. Keys typed into form fields inside
 * the map (popovers, details) and browser shortcuts with Ctrl, Cmd or Alt are ignored.
 * Starts disabled; call {@link enable}.
 */
export class KeyboardZoomHandler {
  private readonly options: KeyboardZoomHandlerOptions;
  private enabled = false;

  constructor(options: KeyboardZoomHandlerOptions) {
    this.options = options;
  }

  /** Starts listening. */
  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    this.options.target.addEventListener('keydown', this.handleKeyDown);
  }

  /** Stops listening. */
  disable(): void {
    if (!this.enabled) return;
    this.enabled = false;
    this.options.target.removeEventListener('keydown', this.handleKeyDown);
  }

  /** Whether the handler is listening. */
  isEnabled(): boolean {
    return this.enabled;
  }

  /** Disables the handler for good. */
  dispose(): void {
    this.disable();
  }

  private readonly handleKeyDown = (event: Event): void => {
    const e = event as KeyLikeEvent;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (isEditable(e.target)) return;
    const { zoom } = this.options;
    switch (e.key) {
      case '+':
      case '=':
        zoom.zoomIn();
        break;
      case '-':
        zoom.zoomOut();
        break;
      case '0':
        zoom.reset();
        break;
      default:
        return;
    }
    e.preventDefault();
  };
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  return typeof element.tagName === 'string' && EDITABLE_TAGS.has(element.tagName.toUpperCase());
}
