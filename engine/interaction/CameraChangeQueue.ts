import type { Camera } from '../camera/Camera';
import { composeMoves } from '../camera/cameraMath';
import type { CameraMove } from '../camera/types';

/**
 * What a gesture asks of the camera for the next frame: a relative move (drag, pinch, wheel), a
 * whole-level step under the camera's zoom lock, as the zoom buttons take (keys `+` and `-`), or
 * the fit view (key `0`).
 */
export type CameraChange = CameraMove | { zoomStep: 1 | -1 } | { fit: true };

/**
 * Runs `callback` once, on the next frame; returns a function that cancels it. Injected so that
 * tests run frames by hand.
 */
export type FrameScheduler = (callback: () => void) => () => void;

/** The part of a {@link CameraChangeQueue} a gesture handler uses. */
export interface CameraChangeSink {
  /** Asks for `change` on the next frame, on behalf of `owner` (the handler). */
  request(owner: object, change: CameraChange): void;
  /** Drops what `owner` asked for and is not applied yet (the handler was switched off). */
  discard(owner: object): void;
}

/** The camera calls the queue makes. */
type QueueCamera = Pick<Camera, 'moveBy' | 'zoomIn' | 'zoomOut' | 'reset' | 'getZoomDelta' | 'getViewport'>;

/** The browser's animation frames (a no-frame fallback runs on a timer, as browsers do in the background). */
export function animationFrames(view: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'> | undefined): FrameScheduler {
  if (!view) {
    return (callback) => {
      const timer = setTimeout(callback, 16);
      return () => clearTimeout(timer);
    };
  }
  return (callback) => {
    const id = view.requestAnimationFrame(() => callback());
    return () => view.cancelAnimationFrame(id);
  };
}

/**
 * `frames`, followed at each request by `drawFrame` (the scene's own frame request). Animation
 * frame callbacks run in the order they were asked for, so the scene draws in the same frame
 * the queue applies its changes, not one frame later.
 */
export function framesBeforeDraw(frames: FrameScheduler, drawFrame: () => void): FrameScheduler {
  return (callback) => {
    const cancel = frames(callback);
    drawFrame();
    return cancel;
  };
}

interface Pending {
  owner: object;
  change: CameraChange;
}

/**
 * The one place where gestures move the camera (MapLibre's `HandlerManager` idea). Handlers
 * report camera changes as events arrive; the queue keeps them until the next frame and then
 * applies them once: moves that follow one another are composed into one {@link Camera.moveBy}
 * (one `change` event, however many pointer events the frame had), a zoom step or a fit keeps
 * its place between them. Composing keeps the order's meaning: a drag then a wheel notch zooms
 * around the cursor after the pan, as the two would in turn.
 *
 * A handler switched off before the frame has its pending changes dropped (see
 * {@link CameraChangeSink.discard}): a gesture that is switched off stops where it is shown.
 * One that is only handed over (a drag ending because a pinch starts) keeps what it reported,
 * so the map point under the first finger stays under it.
 */
export class CameraChangeQueue implements CameraChangeSink {
  private pending: Pending[] = [];
  private cancelFrame: (() => void) | null = null;

  constructor(
    private readonly camera: QueueCamera,
    private readonly frames: FrameScheduler,
  ) {}

  request(owner: object, change: CameraChange): void {
    this.pending.push({ owner, change });
    this.cancelFrame ??= this.frames(() => this.flush());
  }

  discard(owner: object): void {
    this.pending = this.pending.filter((entry) => entry.owner !== owner);
  }

  /** Drops everything pending and the frame asked for. */
  dispose(): void {
    this.pending = [];
    this.cancelFrame?.();
    this.cancelFrame = null;
  }

  private flush(): void {
    this.cancelFrame = null;
    // Taken first: a change asked for while this frame applies goes to the next one.
    const due = this.pending;
    this.pending = [];
    const { camera } = this;
    const viewport = camera.getViewport();
    const centre = { x: viewport.width / 2, y: viewport.height / 2 };
    let move: CameraMove | null = null;
    for (const { change } of due) {
      if ('fit' in change || 'zoomStep' in change) {
        if (move) camera.moveBy(move);
        move = null;
        if ('fit' in change) camera.reset();
        else if (change.zoomStep > 0) camera.zoomIn();
        else camera.zoomOut();
        continue;
      }
      move = move ? composeMoves(move, change, camera.getZoomDelta(), centre) : change;
    }
    if (move) camera.moveBy(move);
  }
}
