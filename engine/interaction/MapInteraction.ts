import type { Camera } from '../camera/Camera';
import { DragPanHandler } from '../camera/DragPanHandler';
import { KeyboardZoomHandler } from '../camera/KeyboardZoomHandler';
import { PinchZoomHandler } from '../camera/PinchZoomHandler';
import { WheelZoomHandler } from '../camera/WheelZoomHandler';
import { touchActionFor } from '../camera/inputEvents';
import type { ScreenPoint } from '../camera/types';
import { DEFAULT_GESTURE_HINT_TEXTS, GestureHint, wheelHintText } from './GestureHint';
import { TouchScrollGuard } from './TouchScrollGuard';

/** The map options that shape gestures. */
export interface InteractionSettings {
  scrollOn?: boolean;
  spacebar?: boolean;
  mousewheel?: boolean;
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
 * Wires the gesture handlers (drag pan, wheel zoom, pinch, keyboard zoom) and hover tracking to
 * one map element. Hover pauses while a drag or pinch is under way. With cooperative gestures
 * (`wheelNeedsCtrl`, `requireTwoFingers`) a map inside a page leaves the plain wheel and
 * one-finger swipes to the page and shows a short hint that tells how to move the map instead.
 */
export class MapInteraction {
  private readonly drag: DragPanHandler;
  private readonly wheel: WheelZoomHandler;
  private readonly pinch: PinchZoomHandler;
  private readonly keys: KeyboardZoomHandler;
  private readonly touchGuard: TouchScrollGuard;
  private readonly hint: GestureHint;
  private gesturing = false;

  constructor(
    private readonly surface: HTMLElement,
    keyTarget: HTMLElement,
    camera: Camera,
    settings: InteractionSettings,
    private readonly callbacks: InteractionCallbacks,
  ) {
    const view = surface.ownerDocument.defaultView ?? undefined;
    this.drag = new DragPanHandler({
      target: surface,
      keyTarget: view,
      camera,
      ...settings,
      onClick: (point, event) => callbacks.click(point, event),
      onDragStart: () => this.pause(),
      onDragEnd: () => { this.gesturing = false; },
    });
    this.hint = new GestureHint(surface);
    const platform = view?.navigator.platform ?? '';
    this.wheel = new WheelZoomHandler({
      target: surface,
      camera,
      mousewheel: settings.mousewheel ?? true,
      needsCtrl: settings.wheelNeedsCtrl ?? false,
      onWheelWithoutKey: () => this.hint.show(wheelHintText(DEFAULT_GESTURE_HINT_TEXTS, platform)),
    });
    this.touchGuard = new TouchScrollGuard({ target: surface, onOneFingerMove: () => this.hint.show(DEFAULT_GESTURE_HINT_TEXTS.touch) });
    this.pinch = new PinchZoomHandler({ target: surface, camera, onPinchStart: () => this.pause(), onPinchEnd: () => { this.gesturing = false; } });
    this.keys = new KeyboardZoomHandler({ target: keyTarget, zoom: camera });
    for (const handler of [this.drag, this.wheel, this.pinch, this.keys]) handler.enable();
    this.applyTouchMode(settings.requireTwoFingers ?? false);
    surface.addEventListener('pointermove', this.onPointerMove);
    surface.addEventListener('pointerleave', this.onPointerLeave);
  }

  /** Applies changed options. */
  configure(settings: InteractionSettings): void {
    this.drag.configure(settings);
    this.wheel.configure({ mousewheel: settings.mousewheel, needsCtrl: settings.wheelNeedsCtrl });
    if (settings.requireTwoFingers !== undefined) this.applyTouchMode(settings.requireTwoFingers);
  }

  /** Detaches every handler. */
  dispose(): void {
    for (const handler of [this.drag, this.wheel, this.pinch, this.keys]) handler.dispose();
    this.touchGuard.disable();
    this.hint.dispose();
    this.surface.removeEventListener('pointermove', this.onPointerMove);
    this.surface.removeEventListener('pointerleave', this.onPointerLeave);
  }

  /** One finger scrolls the page (two-finger mode) or every touch gesture moves the map. */
  private applyTouchMode(requireTwoFingers: boolean): void {
    this.surface.style.touchAction = touchActionFor(requireTwoFingers);
    if (requireTwoFingers) this.touchGuard.enable();
    else this.touchGuard.disable();
  }

  private pause(): void {
    this.gesturing = true;
    this.callbacks.hover(null);
  }

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (this.gesturing || (event.pointerType === 'mouse' && event.buttons !== 0)) return;
    const rect = this.surface.getBoundingClientRect();
    this.callbacks.hover({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };

  private readonly onPointerLeave = (): void => {
    this.callbacks.hover(null);
  };
}
