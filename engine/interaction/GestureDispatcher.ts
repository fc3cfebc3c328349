import type { GestureInput, Handler } from './handlers/Handler';

/**
 * Every handler a map can have, in the order the dispatcher asks them. Earlier handlers win the
 * pointer: a marker drag (edit mode) before a pinch, a pinch before a one-finger pan, any of them
 * before the click and the hover they suppress. Wheel, keys and touch moves are not contested.
 */
const GESTURE_ORDER = ['markerDrag', 'pinchZoom', 'dragPan', 'click', 'hover', 'wheelZoom', 'keyboardZoom', 'touchScroll'] as const;

/** The name under which a handler is attached to a {@link GestureDispatcher}. */
type GestureName = (typeof GESTURE_ORDER)[number];

/** Where the dispatcher listens. */
interface GestureDispatcherOptions {
  /** The map element: pointer, wheel and touch events. */
  target: EventTarget;
  /** The map's focusable element: keys for keyboard zoom. Default: `target`. */
  keyTarget?: EventTarget;
  /** The page (usually the window): keys held anywhere and losing the focus. Default: `target`. */
  pageTarget?: EventTarget;
}

type Source = 'target' | 'keyTarget' | 'pageTarget';

interface Route {
  type: string;
  source: Source;
  method: keyof GestureInput;
  /** Pointer events go to one gesture at a time (see {@link GESTURE_ORDER}). */
  contested: boolean;
  /** Wheel and touch listeners must be able to cancel the page scroll. */
  cancels?: boolean;
}

const ROUTES: readonly Route[] = [
  { type: 'pointerdown', source: 'target', method: 'pointerdown', contested: true },
  { type: 'pointermove', source: 'target', method: 'pointermove', contested: true },
  { type: 'pointerup', source: 'target', method: 'pointerup', contested: true },
  { type: 'pointercancel', source: 'target', method: 'pointercancel', contested: true },
  { type: 'pointerleave', source: 'target', method: 'pointerleave', contested: true },
  { type: 'wheel', source: 'target', method: 'wheel', contested: false, cancels: true },
  { type: 'touchmove', source: 'target', method: 'touchmove', contested: false, cancels: true },
  { type: 'keydown', source: 'keyTarget', method: 'keydown', contested: false },
  { type: 'keydown', source: 'pageTarget', method: 'pageKeydown', contested: false },
  { type: 'keyup', source: 'pageTarget', method: 'pageKeyup', contested: false },
  { type: 'blur', source: 'pageTarget', method: 'pageBlur', contested: false },
];

type Method = (this: Handler, event: Event) => void;

/**
 * Owns the DOM listeners of one map and routes each event to the enabled handlers in
 * {@link GESTURE_ORDER} (MapLibre's `HandlerManager` idea; its other half, the per-frame camera
 * changes, is the `CameraChangeQueue`'s). For pointer events, once a handler is active (owns a
 * gesture) every handler after it is reset instead of being called, so a pinch ends a drag and a
 * drag drops the pending click. A listener is added only while some enabled handler takes its
 * event: a map without wheel zoom never holds a non-passive wheel listener.
 */
export class GestureDispatcher {
  private readonly handlers = new Map<GestureName, Handler>();
  private readonly listeners = new Map<Route, EventListener>();
  private readonly targets: Record<Source, EventTarget>;
  private disposed = false;

  constructor(options: GestureDispatcherOptions) {
    this.targets = {
      target: options.target,
      keyTarget: options.keyTarget ?? options.target,
      pageTarget: options.pageTarget ?? options.target,
    };
  }

  /** Attaches a handler under its name (replacing one attached before). */
  attach(name: GestureName, handler: Handler): void {
    this.detach(name);
    if (this.disposed) return;
    this.handlers.set(name, handler);
    handler.watchEnabled(() => this.syncListeners());
    this.syncListeners();
  }

  /** Detaches the handler of that name; it keeps its enabled state but gets no more events. */
  detach(name: GestureName): void {
    const handler = this.handlers.get(name);
    if (!handler) return;
    this.handlers.delete(name);
    handler.watchEnabled(null);
    handler.reset();
    this.syncListeners();
  }

  /** The handler attached under a name. */
  get(name: GestureName): Handler | undefined {
    return this.handlers.get(name);
  }

  /** Detaches every handler and removes every listener. */
  dispose(): void {
    for (const name of [...this.handlers.keys()]) this.detach(name);
    this.disposed = true;
  }

  private syncListeners(): void {
    for (const route of ROUTES) {
      const wanted = [...this.handlers.values()].some((handler) => handler.isEnabled() && typeof inputOf(handler)[route.method] === 'function');
      const listener = this.listeners.get(route);
      if (wanted && !listener) this.listen(route);
      if (!wanted && listener) {
        this.targets[route.source].removeEventListener(route.type, listener);
        this.listeners.delete(route);
      }
    }
  }

  private listen(route: Route): void {
    const listener: EventListener = (event) => this.dispatch(route, event);
    this.listeners.set(route, listener);
    this.targets[route.source].addEventListener(route.type, listener, route.cancels ? { passive: false } : undefined);
  }

  private dispatch(route: Route, event: Event): void {
    let taken = false;
    for (const name of GESTURE_ORDER) {
      const handler = this.handlers.get(name);
      if (!handler?.isEnabled()) continue;
      if (taken) {
        handler.reset();
        continue;
      }
      (inputOf(handler)[route.method] as Method | undefined)?.call(handler, event);
      if (route.contested && handler.isActive()) taken = true;
    }
  }
}

/** A handler's event methods: those its subclass defines. */
function inputOf(handler: Handler): GestureInput {
  return handler as GestureInput;
}
