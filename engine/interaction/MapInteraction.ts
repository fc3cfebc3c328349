import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { animationFrames, CameraChangeQueue, type FrameScheduler } from './CameraChangeQueue';
import { GestureDispatcher } from './GestureDispatcher';
import { DEFAULT_GESTURE_HINT_TEXTS, GestureHint, wheelHintText } from './GestureHint';
import type { HandlerSwitches, MapHandlerName } from './HandlerSwitches';
import { ClickHandler } from './handlers/ClickHandler';
import { DragPanHandler } from './handlers/DragPanHandler';
import type { Handler } from './handlers/Handler';
import { HoverHandler } from './handlers/HoverHandler';
import { touchActionFor } from './handlers/inputEvents';
import { KeyboardZoomHandler } from './handlers/KeyboardZoomHandler';
import { PinchZoomHandler } from './handlers/PinchZoomHandler';
import { TouchScrollGuard } from './handlers/TouchScrollGuard';
import { WheelZoomHandler } from './handlers/WheelZoomHandler';

/**
 * The map options that shape gestures while they are on. Which options switch gestures on and
 * off is {@link HandlerSwitches}' business (its `HANDLER_OPTIONS` table), not these settings'.
 */
export interface InteractionSettings {
  /** `scroll.spacebar`: a drag pans only while Space is held. */
  spacebar?: boolean;
  /** `zoom.wheelNeedsCtrl`: only Ctrl/⌘ + wheel zooms; a plain wheel scrolls the page. */
  wheelNeedsCtrl?: boolean;
  /** `zoom.fingers`: one finger scrolls the page, two fingers pan and zoom the map. */
  requireTwoFingers?: boolean;
}

/** What the interaction layer reports to the engine. */
export interface InteractionCallbacks {
  /** The pointer moved over the map (not while dragging); null when it left. */
  hover(point: ScreenPoint | null): void;
  /** A press released without dragging. */
  click(point: ScreenPoint, event: Event): void;
}

/**
 * Builds the gesture handlers of one map element (drag pan, wheel zoom, pinch, keyboard zoom,
 * click and hover) and attaches them to its one {@link GestureDispatcher}. The camera handlers
 * report their changes to one {@link CameraChangeQueue}, which applies them once per frame
 * (`frames`, the browser's animation frames unless a test passes its own). Which named handlers are
 * on is decided in one place, {@link HandlerSwitches} (options and calls on the engine's
 * `handlers`, by one rule); the settings here only shape the gestures. With cooperative gestures (`wheelNeedsCtrl`, `requireTwoFingers`)
 * a map inside a page leaves the plain wheel and one-finger swipes to the page and shows a
 * short hint that tells how to move the map instead.
 */
export class MapInteraction {
  /** The dispatcher; features attach their own handlers to it (marker drags). */
  readonly gestures: GestureDispatcher;
  private readonly named: Record<MapHandlerName, DragPanHandler | WheelZoomHandler | PinchZoomHandler | KeyboardZoomHandler>;
  private readonly drag: DragPanHandler;
  private readonly wheel: WheelZoomHandler;
  private readonly touchGuard: TouchScrollGuard;
  private readonly hint: GestureHint;
  private readonly changes: CameraChangeQueue;

  constructor(
    private readonly surface: HTMLElement,
    keyTarget: HTMLElement,
    camera: Camera,
    settings: InteractionSettings,
    callbacks: InteractionCallbacks,
    private readonly switches: HandlerSwitches,
    frames?: FrameScheduler,
  ) {
    const view = surface.ownerDocument.defaultView ?? undefined;
    const changes = new CameraChangeQueue(camera, frames ?? animationFrames(view));
    this.changes = changes;
    this.gestures = new GestureDispatcher({ target: surface, keyTarget, pageTarget: view });
    this.hint = new GestureHint(surface);
    const platform = view?.navigator.platform ?? '';
    this.drag = new DragPanHandler({ target: surface, changes, ...settings });
    this.wheel = new WheelZoomHandler({
      target: surface,
      camera,
      changes,
      needsCtrl: settings.wheelNeedsCtrl ?? false,
      onWheelWithoutKey: () => this.hint.show(wheelHintText(DEFAULT_GESTURE_HINT_TEXTS, platform)),
    });
    this.touchGuard = new TouchScrollGuard({ onOneFingerMove: () => this.hint.show(DEFAULT_GESTURE_HINT_TEXTS.touch) });
    const pinch = new PinchZoomHandler({ target: surface, camera, changes });
    const keys = new KeyboardZoomHandler({ changes });
    this.named = { dragPan: this.drag, wheelZoom: this.wheel, pinchZoom: pinch, keyboardZoom: keys };
    const click = new ClickHandler({ target: surface, onClick: (point, event) => callbacks.click(point, event) });
    const hover = new HoverHandler({ target: surface, hover: (point) => callbacks.hover(point) });
    for (const handler of [pinch, keys, click, hover, this.drag, this.wheel]) handler.enable();
    this.gestures.attach('pinchZoom', pinch);
    this.gestures.attach('dragPan', this.drag);
    this.gestures.attach('click', click);
    this.gestures.attach('hover', hover);
    this.gestures.attach('wheelZoom', this.wheel);
    this.gestures.attach('keyboardZoom', keys);
    this.gestures.attach('touchScroll', this.touchGuard);
    this.applySettings(settings);
    switches.attach(this);
  }

  /** The switchable handler of that name. */
  handler(name: MapHandlerName): Handler {
    return this.named[name];
  }

  /** Applies changed options; the switches then decide again which gestures are on. */
  configure(settings: InteractionSettings): void {
    this.applySettings(settings);
    this.switches.optionsChanged();
  }

  /** Detaches every handler. */
  dispose(): void {
    this.switches.detach(this);
    for (const handler of Object.values(this.named)) handler.dispose();
    this.gestures.dispose();
    this.changes.dispose();
    this.hint.dispose();
  }

  private applySettings(settings: InteractionSettings): void {
    this.drag.configure(settings);
    this.wheel.configure({ needsCtrl: settings.wheelNeedsCtrl });
    if (settings.requireTwoFingers !== undefined) this.applyTouchMode(settings.requireTwoFingers);
  }

  /** One finger scrolls the page (two-finger mode) or every touch gesture moves the map. */
  private applyTouchMode(requireTwoFingers: boolean): void {
    this.surface.style.touchAction = touchActionFor(requireTwoFingers);
    if (requireTwoFingers) this.touchGuard.enable();
    else this.touchGuard.disable();
  }
}
