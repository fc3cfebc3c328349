import { FIT_PADDING_PX, ZOOM_DELTA, ZOOM_LOCK_MS, ZOOM_MAX, ZOOM_MIN } from '../../domain/constants';
import { Emitter, type ListenerErrorHandler } from '../../domain/events/Emitter';
import { clamp, fitScale, LEVEL_EPSILON, levelForScale, limitCentre, stepLevel } from './cameraMath';
import type { ViewportSize } from './cameraMath';
import type { CameraEventMap, CameraMove, CameraState, MapPoint, ScreenPoint, ViewBox, WorldTransform } from './types';

/** Settings of a {@link Camera} that can change while the map is shown (e.g. in the builder). */
export interface CameraSettings {
  /** Scale factor per zoom level. Default 2. */
  zoomDelta?: number;
  /** Allowed levels `[min, max]` (the map's `zoom.limit`), intersected with `levelRange`. */
  zoomLimit?: readonly [number, number];
  /** Hard level range. Default -20..20; the facade passes 0..22 over a street-map layer. */
  levelRange?: readonly [number, number];
  /** Padding in px around the content at level 0 (fit). Default 10. */
  fitPadding?: number;
  /** The map's `scroll.limit`: keep the content from being dragged out of view (see {@link limitCentre}). */
  scrollLimit?: boolean;
}

/** Options of a new {@link Camera}. */
export interface CameraOptions extends CameraSettings {
  /** Viewport size in CSS px. */
  viewport: ViewportSize;
  /** The content's view box in map units; level 0 shows all of it. */
  viewBox: ViewBox;
  /** Zoom in/out steps are locked this long after each step. Default 700 ms. */
  zoomLockMs?: number;
  /** Clock in ms; injected so tests control the zoom lock. Default `performance.now`. */
  now?: () => number;
  /** Receives errors thrown by event listeners. Default `console.error`. */
  onListenerError?: ListenerErrorHandler;
}

/** How {@link Camera.fitBounds} picks its zoom. */
interface FitBoundsOptions {
  /** Screen px kept free around the box. Default 10. */
  padding?: number;
  /** Use the exact (fractional) level instead of the largest whole level that fits. */
  continuous?: boolean;
}

/**
 * Maps map coordinates to screen pixels and owns zoom level, centre and their limits.
 *
 * The state is a zoom level plus the map point at the viewport centre, so a resize keeps that
 * point centred and keeps the level (the map scales with its container). Scale is
 * `fitScale · delta^level`, where the fit scale shows the whole content with the fit padding.
 * Every change goes through {@link setState}, which clamps the level, applies the scroll limit
 * and emits `zoom` (level changed) and `change` (anything changed). The scroll limit therefore
 * holds after zooms, fits and resizes too, not only after drags: zooming out near an edge
 * slides the view back over the content.
 */
export class Camera {
  private viewport: ViewportSize;
  private content: ViewBox;
  private delta = ZOOM_DELTA;
  private zoomLimit: readonly [number, number] = [ZOOM_MIN, ZOOM_MAX];
  private levelRange: readonly [number, number] = [ZOOM_MIN, ZOOM_MAX];
  private padding = FIT_PADDING_PX;
  private scrollLimit = false;
  private level = 0;
  private cx = 0;
  private cy = 0;
  private lockedUntil = -Infinity;
  private readonly lockMs: number;
  private readonly now: () => number;
  private readonly events: Emitter<CameraEventMap>;

  constructor(options: CameraOptions) {
    this.viewport = { ...options.viewport };
    this.content = { ...options.viewBox };
    this.lockMs = options.zoomLockMs ?? ZOOM_LOCK_MS;
    this.now = options.now ?? (() => performance.now());
    this.events = new Emitter({ onListenerError: options.onListenerError });
    this.applySettings(options);
    const fit = this.fitState();
    this.cx = fit.x;
    this.cy = fit.y;
    this.level = fit.level;
  }

  /** Subscribes to `zoom` or `change`; returns the unsubscribe function. */
  on<K extends keyof CameraEventMap>(name: K, listener: (payload: CameraEventMap[K]) => void): () => void {
    return this.events.on(name, listener);
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof CameraEventMap>(name: K, listener: (payload: CameraEventMap[K]) => void): void {
    this.events.off(name, listener);
  }

  /**
   * Changes settings; the current view is re-clamped to the new limits. A new zoom delta keeps
   * the level number (so the scale changes); a delta of 1 or less is ignored.
   */
  configure(settings: CameraSettings): void {
    this.applySettings(settings);
    this.setState(this.getState());
  }

  /** Current zoom level (0 = fit; fractional after a pinch). */
  getLevel(): number {
    return this.level;
  }

  /** Scale factor per zoom level. */
  getZoomDelta(): number {
    return this.delta;
  }

  /** Screen pixels per map unit. */
  getScale(): number {
    return this.baseScale() * this.delta ** this.level;
  }

  /** The allowed levels `[min, max]` after every limit is applied. */
  getZoomRange(): [number, number] {
    return this.range();
  }

  /** Level and centre; hand it back to {@link setState} (or an animator) later. */
  getState(): CameraState {
    return { level: this.level, x: this.cx, y: this.cy };
  }

  /** Viewport size in CSS px. */
  getViewport(): ViewportSize {
    return { ...this.viewport };
  }

  /** The content's view box, shown whole at level 0. */
  getContentViewBox(): ViewBox {
    return { ...this.content };
  }

  /** Replaces the content (another map was loaded) and resets the view to fit it. */
  setContentViewBox(box: ViewBox): void {
    this.content = { ...box };
    this.reset();
  }

  /** Whether `level` lies inside the allowed range. */
  canZoomTo(level: number): boolean {
    if (!Number.isFinite(level)) return false;
    const [min, max] = this.range();
    return level >= min - LEVEL_EPSILON && level <= max + LEVEL_EPSILON;
  }

  /**
   * Zooms to `level`, keeping the map point under `around` (screen px) where it is; without
   * `around` the centre stays. A level outside the allowed range is blocked: returns false and
   * nothing changes.
   */
  zoomTo(level: number, around?: ScreenPoint): boolean {
    const target = this.stateForZoom(level, around);
    if (!target) return false;
    this.setState(target);
    return true;
  }

  /** One whole level in (button or key). Blocked at the limit and during the zoom lock. */
  zoomIn(around?: ScreenPoint): boolean {
    return this.step(1, around);
  }

  /** One whole level out (button or key). Blocked at the limit and during the zoom lock. */
  zoomOut(around?: ScreenPoint): boolean {
    return this.step(-1, around);
  }

  /** True while a zoom step is locked (700 ms after the previous step by default). */
  isZoomLocked(): boolean {
    return this.now() < this.lockedUntil;
  }

  /** Starts the step lock; for callers (e.g. an animator) that perform a step themselves. */
  lockZoom(): void {
    this.lockedUntil = this.now() + this.lockMs;
  }

  /** The level one step in (`1`) or out (`-1`) from the current one, snapping fractional levels. */
  nextLevel(direction: 1 | -1): number {
    return stepLevel(this.level, direction);
  }

  /**
   * Pans and zooms in one state change (one `change` event): what a frame of gestures asked for
   * (see {@link CameraMove}). The level is clamped, not blocked, at the limits; the scroll limit
   * applies once, to the result. Returns whether the view changed.
   */
  moveBy(move: CameraMove): boolean {
    const pan = move.panBy ?? { x: 0, y: 0 };
    const around = move.around ?? { x: this.viewport.width / 2, y: this.viewport.height / 2 };
    const level = clamp(this.level + (move.zoomDelta ?? 0), ...this.range());
    const before = this.getState();
    this.setState(this.placing(this.screenToMap({ x: around.x - pan.x, y: around.y - pan.y }), around, level));
    return this.level !== before.level || this.cx !== before.x || this.cy !== before.y;
  }

  /** Moves the content by `dx, dy` screen px (see {@link moveBy}). Returns whether it moved. */
  panBy(dx: number, dy: number): boolean {
    return this.moveBy({ panBy: { x: dx, y: dy } });
  }

  /** Back to the fit view: level 0 (or the nearest allowed level), content centred. */
  reset(): void {
    this.setState(this.fitState());
  }

  /** The state {@link reset} applies. */
  fitState(): CameraState {
    return {
      level: clamp(0, ...this.range()),
      x: this.content.x + this.content.width / 2,
      y: this.content.y + this.content.height / 2,
    };
  }

  /** Shows `box` (map units) centred, at the largest allowed level that fits it (see {@link FitBoundsOptions}). */
  fitBounds(box: ViewBox, options: FitBoundsOptions = {}): void {
    this.setState(this.stateForBounds(box, options));
  }

  /** The state {@link fitBounds} would apply. */
  stateForBounds(box: ViewBox, options: FitBoundsOptions = {}): CameraState {
    const padding = options.padding ?? FIT_PADDING_PX;
    const w = Math.max(this.viewport.width - 2 * padding, 1);
    const h = Math.max(this.viewport.height - 2 * padding, 1);
    const fits = Math.min(box.width > 0 ? w / box.width : Infinity, box.height > 0 ? h / box.height : Infinity);
    const [min, max] = this.range();
    const exact = Number.isFinite(fits) ? levelForScale(fits, this.baseScale(), this.delta) : max;
    const level = options.continuous ? exact : Math.floor(exact + LEVEL_EPSILON);
    return { level: clamp(level, min, max), x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /**
   * The state {@link zoomTo} would apply, or null when `level` is outside the allowed range.
   * Lets an animator aim at the same target the immediate zoom would reach.
   */
  stateForZoom(level: number, around?: ScreenPoint): CameraState | null {
    if (!this.canZoomTo(level)) return null;
    const clamped = clamp(level, ...this.range());
    return around ? this.anchoredState(clamped, around) : { level: clamped, x: this.cx, y: this.cy };
  }

  /** The visible map rectangle. */
  getViewBox(): ViewBox {
    const scale = this.getScale();
    const width = this.viewport.width / scale;
    const height = this.viewport.height / scale;
    return { x: this.cx - width / 2, y: this.cy - height / 2, width, height };
  }

  /** Shows the map rectangle `box` whole and centred, without padding (level clamped to the range). */
  setViewBox(box: ViewBox): void {
    this.fitBounds(box, { padding: 0, continuous: true });
  }

  /** Resizes the viewport, keeping the level and the map point at the centre. */
  resize(width: number, height: number): void {
    if (width === this.viewport.width && height === this.viewport.height) return;
    this.viewport = { width, height };
    // The scroll limit depends on the visible extent, so re-check it; `change` fires even when
    // level and centre stay, because the transform (scale) changed.
    this.setState(this.getState(), true);
  }

  /** Screen px (viewport-relative) to map units. */
  screenToMap(point: ScreenPoint): MapPoint {
    const scale = this.getScale();
    return {
      x: this.cx + (point.x - this.viewport.width / 2) / scale,
      y: this.cy + (point.y - this.viewport.height / 2) / scale,
    };
  }

  /** Map units to screen px (viewport-relative). */
  mapToScreen(point: MapPoint): ScreenPoint {
    const scale = this.getScale();
    return {
      x: (point.x - this.cx) * scale + this.viewport.width / 2,
      y: (point.y - this.cy) * scale + this.viewport.height / 2,
    };
  }

  /** The map-to-screen matrix for the scene's world container. */
  worldTransform(): WorldTransform {
    const scale = this.getScale();
    return {
      a: scale,
      b: 0,
      c: 0,
      d: scale,
      tx: this.viewport.width / 2 - this.cx * scale,
      ty: this.viewport.height / 2 - this.cy * scale,
    };
  }

  /**
   * Applies a state: clamps the level, applies the scroll limit, then emits `zoom` if the level
   * changed and `change` if anything changed (or `force`).
   */
  setState(state: CameraState, force = false): void {
    if (!Number.isFinite(state.level) || !Number.isFinite(state.x) || !Number.isFinite(state.y)) return;
    const level = clamp(state.level, ...this.range());
    const { x, y } = this.limited(level, state.x, state.y);
    const levelChanged = level !== this.level;
    const changed = levelChanged || x !== this.cx || y !== this.cy;
    this.level = level;
    this.cx = x;
    this.cy = y;
    if (levelChanged) this.events.emit('zoom', { level, scale: this.getScale() });
    if (changed || force) this.events.emit('change', this.getState());
  }

  /** Drops every listener. */
  dispose(): void {
    this.events.clear();
  }

  private step(direction: 1 | -1, around?: ScreenPoint): boolean {
    if (this.isZoomLocked()) return false;
    if (!this.zoomTo(this.nextLevel(direction), around)) return false;
    this.lockZoom();
    return true;
  }

  /** The state at `level` that keeps the map point now under `around` at the same screen spot. */
  private anchoredState(level: number, around: ScreenPoint): CameraState {
    return this.placing(this.screenToMap(around), around, level);
  }

  /** The state at `level` that shows map point `anchor` at screen point `at`. */
  private placing(anchor: MapPoint, at: ScreenPoint, level: number): CameraState {
    const scale = this.baseScale() * this.delta ** level;
    return {
      level,
      x: anchor.x - (at.x - this.viewport.width / 2) / scale,
      y: anchor.y - (at.y - this.viewport.height / 2) / scale,
    };
  }

  private limited(level: number, x: number, y: number): MapPoint {
    if (!this.scrollLimit) return { x, y };
    const scale = this.baseScale() * this.delta ** level;
    const { x: left, y: top, width, height } = this.content;
    return {
      x: limitCentre(x, this.viewport.width / scale / 2, left, left + width),
      y: limitCentre(y, this.viewport.height / scale / 2, top, top + height),
    };
  }

  private baseScale(): number {
    return fitScale(this.viewport, this.content, this.padding);
  }

  private range(): [number, number] {
    const [hardMin, hardMax] = this.levelRange;
    const [a, b] = this.zoomLimit;
    return [clamp(Math.min(a, b), hardMin, hardMax), clamp(Math.max(a, b), hardMin, hardMax)];
  }

  private applySettings(settings: CameraSettings): void {
    if (settings.zoomDelta !== undefined && settings.zoomDelta > 1) this.delta = settings.zoomDelta;
    if (settings.zoomLimit) this.zoomLimit = [...settings.zoomLimit];
    if (settings.levelRange) this.levelRange = [...settings.levelRange];
    if (settings.fitPadding !== undefined && settings.fitPadding >= 0) this.padding = settings.fitPadding;
    if (settings.scrollLimit !== undefined) this.scrollLimit = settings.scrollLimit;
  }
}
