import { Emitter, parseUserFunction } from '../../domain/index';

/** A region or record as events carry it. */
export interface EventItem {
  id: string | number;
  data: Record<string, unknown>;
}

/** Events of a mounted map (names as the product's site scripts use them) and their payloads. */
export interface ViewerEvents {
  afterLoad: Record<string, never>;
  'click.region': { region: EventItem };
  'mouseover.region': { region: EventItem };
  'mouseout.region': { region: EventItem };
  'click.marker': { marker: EventItem };
  'mouseover.marker': { marker: EventItem };
  'mouseout.marker': { marker: EventItem };
  'select.region': { ids: string[] };
  'deselect.region': { ids: string[] };
  zoom: { level: number };
  'click.directoryItem': { item: EventItem };
  'mouseover.directoryItem': { item: EventItem };
  'mouseout.directoryItem': { item: EventItem };
  'shown.popover': { item: EventItem };
  'closed.popover': { item: EventItem };
  'shown.detailsView': { item: EventItem };
  'closed.detailsView': { item: EventItem };
  'changed.filters': { values: Record<string, unknown> };
  'cleared.filters': Record<string, never>;
  'loaded.directory': { count: number };
}

/** A name of a viewer event. */
export type ViewerEventName = keyof ViewerEvents;

/**
 * The map's events for site scripts: listeners run with the map's handle as `this`, and one that
 * throws is logged while the others still run (spec 8: "Listener errors: logged; other
 * listeners continue").
 */
export class ViewerEmitter extends Emitter<ViewerEvents> {
  constructor(self: unknown, log: (message: string, error: unknown) => void = (message, error) => console.error(message, error)) {
    super({ self, onListenerError: (error, name) => log(`MapSVG: a "${name}" listener failed`, error) });
  }
}

/**
 * Compiles the map's user-defined handler strings (`options.events`). A string that is not
 * `function (…) { … }` is skipped silently (spec 5); so is one the browser cannot compile.
 */
export function compileUserHandlers(events: Record<string, unknown>): Array<{ name: string; handler: (payload: unknown) => void }> {
  const handlers: Array<{ name: string; handler: (payload: unknown) => void }> = [];
  for (const [name, source] of Object.entries(events)) {
    const parsed = parseUserFunction(source);
    if (!parsed) continue;
    try {
      // The admin wrote this code for the page, as in the original product; it runs as the map.
      handlers.push({ name, handler: new Function(parsed.params, parsed.body) as (payload: unknown) => void });
    } catch {
      // A syntax error inside the body: skipped like any other invalid function string.
    }
  }
  return handlers;
}
