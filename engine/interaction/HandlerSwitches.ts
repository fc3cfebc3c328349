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
 * - `pinchZoom`: two fingers pan and zoom the map. No option.
 * - `keyboardZoom`: `+`, `-` and `0` zoom while the map has the keyboard focus. No option.
 *
 * **Who decides, per gesture: the latest word.** A gesture is on or off as the later of two
 * things said: a call on its switch, or a change of its option's value (`setOptions` giving
 * `scroll.on` another value; setting the value it already has changes nothing). Until either is
 * said, the option's value decides, and a gesture without an option (or with its option unset)
 * is on. Other option changes (`cursor`, `zoom.fingers`, a new file) and reloads leave a call
 * standing. A call works before the map is ready and holds for every map built after.
 *
 * Only the options' own names switch gestures: the handler names are not accepted as option
 * keys (see `HANDLER_OPTIONS` in the engine's `HandlerSwitches.ts`).
 */
export type MapHandlers = { readonly [K in MapHandlerName]: HandlerToggle };

/**
 * Which map option switches which gesture: the one table the engine reads for it, by the
 * option's dotted path (the product's public names). A gesture not listed has no option.
 * The handler names themselves are not option aliases: a second name for one option would need
 * its own change class, defaults and precedence between the two names, for no new ability
 * (`engine.handlers` already switches by handler name).
 */
const HANDLER_OPTIONS = {
  'scroll.on': 'dragPan',
  'zoom.mousewheel': 'wheelZoom',
} as const satisfies Readonly<Record<string, MapHandlerName>>;

/** The live handlers the switches drive (a map's `MapInteraction`). */
interface SwitchableHandlers {
  handler(name: MapHandlerName): HandlerToggle;
}

const NAMES: readonly MapHandlerName[] = ['dragPan', 'wheelZoom', 'pinchZoom', 'keyboardZoom'];

/** A call on a switch, with the value its gesture's option had when the call was made. */
interface Call {
  on: boolean;
  optionThen: boolean | undefined;
}

/**
 * Decides which gestures are on ({@link MapHandlers}' rule, applied here only) and keeps the
 * engine's `handlers` independent of the map's life: a call made while no map is loaded is
 * remembered and applied once one is, and again after a rebuild or reload. Options are read,
 * not pushed: a call stands while its gesture's option keeps the value it had at the call.
 */
export class HandlerSwitches {
  /** The public switches. */
  readonly handlers: MapHandlers;
  private live: SwitchableHandlers | null = null;
  private readonly calls = new Map<MapHandlerName, Call>();

  /** @param options the map's options now (they change with `setOptions`). */
  constructor(private readonly options: () => object) {
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

  /** A map's handlers were built: each is switched as the rule says. */
  attach(live: SwitchableHandlers): void {
    this.live = live;
    this.optionsChanged();
  }

  /** Those handlers went away (the map was torn down). */
  detach(live: SwitchableHandlers): void {
    if (this.live === live) this.live = null;
  }

  /** The options changed in place: a gesture whose option got another value follows it. */
  optionsChanged(): void {
    const live = this.live;
    if (!live) return;
    for (const name of NAMES) apply(live.handler(name), this.wanted(name));
  }

  private choose(name: MapHandlerName, on: boolean): void {
    this.calls.set(name, { on, optionThen: optionValue(this.options(), name) });
    if (this.live) apply(this.live.handler(name), on);
  }

  private isEnabled(name: MapHandlerName): boolean {
    return this.live ? this.live.handler(name).isEnabled() : this.wanted(name);
  }

  /** The rule: the call, unless the option changed value since; else the option; else on. */
  private wanted(name: MapHandlerName): boolean {
    const option = optionValue(this.options(), name);
    const call = this.calls.get(name);
    if (call && call.optionThen === option) return call.on;
    // The option changed after the call: it has the last word, now and later.
    this.calls.delete(name);
    return option ?? true;
  }
}

/** The value of the option that switches `name` (see {@link HANDLER_OPTIONS}); undefined when unset or when it has none. */
function optionValue(options: object, name: MapHandlerName): boolean | undefined {
  const path = Object.entries(HANDLER_OPTIONS).find(([, handler]) => handler === name)?.[0];
  if (!path) return undefined;
  let value: unknown = options;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === null ? undefined : Boolean(value);
}

function apply(toggle: HandlerToggle, on: boolean): void {
  if (on) toggle.enable();
  else toggle.disable();
}
