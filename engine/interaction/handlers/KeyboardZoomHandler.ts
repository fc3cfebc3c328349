import type { ZoomActions } from '../../camera/types';
import { Handler } from './Handler';
import type { KeyLikeEvent } from './inputEvents';

/** Options of a {@link KeyboardZoomHandler}. */
interface KeyboardZoomHandlerOptions {
  /** What the keys do (the camera). */
  zoom: ZoomActions;
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

  keydown(e: KeyLikeEvent): void {
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
  }
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  return typeof element.tagName === 'string' && EDITABLE_TAGS.has(element.tagName.toUpperCase());
}
