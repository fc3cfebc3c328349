import type { Camera, FitBoundsOptions } from './Camera';
import { interpolateState, stepLevel } from './cameraMath';
import type { CameraState, ScreenPoint, ViewBox, ZoomActions } from './types';

/** Default length of a zoom animation in ms. */
export const ZOOM_ANIMATION_MS = 250;

/** Options of a {@link ZoomAnimator}. */
export interface ZoomAnimatorOptions {
  camera: Camera;
  /** `requestAnimationFrame`; the callback receives the frame time in ms. */
  requestFrame: (callback: (time: number) => void) => number;
  /** `cancelAnimationFrame`. */
  cancelFrame: (handle: number) => void;
  /** Default duration in ms. Default 250. */
  durationMs?: number;
  /** Maps linear progress 0..1 to eased progress. Default ease-out cubic. */
  easing?: (t: number) => number;
}

/** Per-animation options. */
export interface AnimateOptions {
  /** Overrides the animator's duration (e.g. the 1000 ms fit animation). */
  durationMs?: number;
  /** Called once when the animation finishes (true) or is cancelled or interrupted (false). */
  onEnd?: (completed: boolean) => void;
}

interface Running {
  from: CameraState;
  to: CameraState;
  durationMs: number;
  start: number | null;
  /** The state the camera had after our last frame; anything else means someone moved it. */
  applied: CameraState;
  frame: number;
  onEnd?: (completed: boolean) => void;
}

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/**
 * Animates the camera between states over a short time. The path keeps the one map point that
 * both states show at the same screen spot fixed (the zoom anchor: the pointer for a zoom
 * around it, the natural pivot for a fit), with the level changing linearly so the scale
 * changes geometrically. A pure pan moves the centre linearly. Any other change to the camera
 * during the animation (a drag, a wheel zoom) interrupts it. Implements the same
 * {@link ZoomActions} as the camera, honouring the step lock and the limits, so buttons and
 * keys can use either.
 */
export class ZoomAnimator implements ZoomActions {
  private readonly options: ZoomAnimatorOptions;
  private running: Running | null = null;

  constructor(options: ZoomAnimatorOptions) {
    this.options = options;
  }

  /** Whether an animation is in progress. */
  isAnimating(): boolean {
    return this.running !== null;
  }

  /** Animates from the current state to `target` (clamped by the camera at every frame). */
  animateTo(target: CameraState, options: AnimateOptions = {}): void {
    this.cancel();
    const { camera } = this.options;
    const from = camera.getState();
    const running: Running = {
      from,
      to: { ...target },
      durationMs: options.durationMs ?? this.options.durationMs ?? ZOOM_ANIMATION_MS,
      start: null,
      applied: from,
      frame: 0,
      onEnd: options.onEnd,
    };
    this.running = running;
    running.frame = this.options.requestFrame((time) => this.tick(running, time));
  }

  /** Animated {@link Camera.zoomTo}: blocked (false) outside the allowed range. */
  zoomTo(level: number, around?: ScreenPoint, options?: AnimateOptions): boolean {
    const target = this.options.camera.stateForZoom(level, around);
    if (!target) return false;
    this.animateTo(target, options);
    return true;
  }

  /** Animated one-level step in, subject to the camera's step lock. */
  zoomIn(around?: ScreenPoint): boolean {
    return this.step(1, around);
  }

  /** Animated one-level step out, subject to the camera's step lock. */
  zoomOut(around?: ScreenPoint): boolean {
    return this.step(-1, around);
  }

  /** Animated return to the fit view. */
  reset(options?: AnimateOptions): void {
    this.animateTo(this.options.camera.fitState(), options);
  }

  /** Animated {@link Camera.fitBounds}. */
  fitBounds(box: ViewBox, fit: FitBoundsOptions = {}, options?: AnimateOptions): void {
    this.animateTo(this.options.camera.stateForBounds(box, fit), options);
  }

  /** Stops the animation where it is. */
  cancel(): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    this.options.cancelFrame(running.frame);
    running.onEnd?.(false);
  }

  /** Cancels any animation. */
  dispose(): void {
    this.cancel();
  }

  private step(direction: 1 | -1, around?: ScreenPoint): boolean {
    const { camera } = this.options;
    if (camera.isZoomLocked()) return false;
    // Step from where a running animation is heading, so a quick second click adds a level.
    const base = this.running?.to.level ?? camera.getLevel();
    if (!this.zoomTo(stepLevel(base, direction), around)) return false;
    camera.lockZoom();
    return true;
  }

  private tick(running: Running, time: number): void {
    if (this.running !== running) return;
    const { camera } = this.options;
    if (!sameState(camera.getState(), running.applied)) {
      // Someone else moved the camera; their change wins.
      this.running = null;
      running.onEnd?.(false);
      return;
    }
    running.start ??= time;
    const t = running.durationMs > 0 ? Math.min(1, (time - running.start) / running.durationMs) : 1;
    const eased = t >= 1 ? 1 : (this.options.easing ?? easeOutCubic)(t);
    camera.setState(eased >= 1 ? running.to : interpolateState(running.from, running.to, eased, camera.getZoomDelta()));
    running.applied = camera.getState();
    if (t >= 1) {
      this.running = null;
      running.onEnd?.(true);
      return;
    }
    running.frame = this.options.requestFrame((next) => this.tick(running, next));
  }
}

function sameState(a: CameraState, b: CameraState): boolean {
  return a.level === b.level && a.x === b.x && a.y === b.y;
}
