/** The gestures a page may switch off and on by name. */
export type MapHandlerName = 'dragPan' | 'wheelZoom' | 'pinchZoom' | 'keyboardZoom';

/** One gesture's switch (as Leaflet's `map.dragging`). */
export interface HandlerToggle {
  /** Turns the gesture on. */
  enable(): void;
  /** Turns the gesture off; one under way ends without finishing (a drag stops where it is). */
  disable(): void;
  /** Whether the gesture is on. */
  isEnabled(): boolean;
}

/**
 * The map's gestures, each switchable by name: `engine.handlers.dragPan.disable()`.
 *
 * - `dragPan`: dragging pans the map (the `scroll.on` option). Clicks work either way.
 * - `wheelZoom`: the wheel zooms the map (the `zoom.mousewheel` option; `zoom.wheelNeedsCtrl`
 *   still decides whether Ctrl/⌘ is needed while it is on).
 * - `pinchZoom`: two fingers pan and zoom the map.
 * - `keyboardZoom`: `+`, `-` and `0` zoom while the map has the keyboard focus.
 *
 * A switch works before the map is ready and survives a reload; an options change that drives
 * the same gesture (see `setOptions`) has the last word over an earlier call.
 */
export type MapHandlers = { readonly [K in MapHandlerName]: HandlerToggle };

/** The live handlers the switches drive (a map's `MapInteraction`). */
interface SwitchableHandlers {
  handler(name: MapHandlerName): HandlerToggle;
}

const NAMES: readonly MapHandlerName[] = ['dragPan', 'wheelZoom', 'pinchZoom', 'keyboardZoom'];

/**
 * Keeps the engine's `handlers` independent of the map's life: a call made while no map is
 * loaded is remembered and applied once one is, and again after a reload, which builds new
 * handlers from the options.
 */
export class HandlerSwitches {
  /** The public switches. */
  readonly handlers: MapHandlers;
  private live: SwitchableHandlers | null = null;
  private readonly chosen = new Map<MapHandlerName, boolean>();

  /** @param byOptions which gestures the map's options turn on now, for before the map loads. */
  constructor(private readonly byOptions: () => Partial<Record<MapHandlerName, boolean>>) {
    const handlers = {} as Record<MapHandlerName, HandlerToggle>;
    for (const name of NAMES) {
      handlers[name] = {
        enable: () => this.choose(name, true),
        disable: () => this.choose(name, false),
        isEnabled: () => this.isEnabled(name),
      };
    }
    this.handlers = handlers;
  }

  /** A map's handlers were built (from the options): the calls made so far apply to them. */
  attach(live: SwitchableHandlers): void {
    this.live = live;
    for (const [name, on] of this.chosen) apply(live.handler(name), on);
  }

  /** Those handlers went away (the map was torn down). */
  detach(live: SwitchableHandlers): void {
    if (this.live === live) this.live = null;
  }

  /** Options were applied to these gestures: earlier calls no longer hold for them. */
  optionsApplied(names: readonly MapHandlerName[]): void {
    for (const name of names) this.chosen.delete(name);
  }

  private choose(name: MapHandlerName, on: boolean): void {
    this.chosen.set(name, on);
    if (this.live) apply(this.live.handler(name), on);
  }

  private isEnabled(name: MapHandlerName): boolean {
    if (this.live) return this.live.handler(name).isEnabled();
    return this.chosen.get(name) ?? this.byOptions()[name] ?? true;
  }
}

function apply(toggle: HandlerToggle, on: boolean): void {
  if (on) toggle.enable();
  else toggle.disable();
}
