import type { CameraChangeSink } from '../CameraChangeQueue';
import { Handler } from './Handler';
import type { KeyLikeEvent } from './inputEvents';

/** Options of a {@link KeyboardZoomHandler}. */
interface KeyboardZoomHandlerOptions {
  /** Where the steps go; they reach the camera on the next frame, under its zoom lock. */
  changes: CameraChangeSink;
}

const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * `+` or `=` zooms in, `-` zooms out, `0` resets to the fit view. Arrow keys are left alone:
 * the accessibility layer uses them to move between regions. Keys typed into form fields inside
 * the map (popovers, details) and browser shortcuts with Ctrl, Cmd or Alt are ignored.
 * Keys count only while the map's focusable element (or something inside it) has the focus:
 * the dispatcher routes that element's keydowns here.
 */
export class KeyboardZoomHandler extends Handler {
  private readonly options: KeyboardZoomHandlerOptions;

  constructor(options: KeyboardZoomHandlerOptions) {
    super();
    this.options = options;
  }

  /** A key step is one event: nothing is under way between events. */
  reset(): void {
    // Nothing to end.
  }

  // Switched off, a step asked for in this frame is not taken either.
  protected override forget(): void {
    this.options.changes.discard(this);
  }

  keydown(e: KeyLikeEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (isEditable(e.target)) return;
    const { changes } = this.options;
    switch (e.key) {
      case '+':
      case '=':
        changes.request(this, { zoomStep: 1 });
        break;
      case '-':
        changes.request(this, { zoomStep: -1 });
        break;
      case '0':
        changes.request(this, { fit: true });
        break;
      default:
        return;
    }
    e.preventDefault();
  }
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  return typeof element.tagName === 'string' && EDITABLE_TAGS.has(element.tagName.toUpperCase());
}
