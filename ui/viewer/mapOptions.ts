import { defaultMapOptions, mergeMapOptions, type MapOptions } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { foreignServerOrigin, onViewerServer } from './viewerServer';

/**
 * A map as the viewer receives it from the API, or from `mount(el, { options })` once migrated:
 * its options are in the current shape.
 */
export interface StoredMap {
  id: number | undefined;
  title: string;
  options: Record<string, unknown>;
}

/** A map's complete options plus its title (the map's accessible name). */
export type ResolvedMap = MapOptions & { title: string };

/** The complete options of a stored map: its options merged over the defaults. */
export function resolveMapOptions(map: StoredMap): ResolvedMap {
  const merged = mergeMapOptions(defaultMapOptions(map.id ?? 0), map.options);
  return { ...merged, title: map.title };
}

/**
 * The options the map engine takes: a configured view box only when it has 4 numbers, and
 * marker images (uploaded ones, and any at a server address) from the viewer's server.
 */
export function engineOptions(options: ResolvedMap): ConstructorParameters<typeof MapEngine>[1] {
  const serverOrigin = foreignServerOrigin() ?? undefined;
  const markerImages = { uploadsUrl: onViewerServer('/uploads/'), ...(serverOrigin ? { serverOrigin } : {}) };
  return { ...options, viewBox: options.viewBox?.length === 4 ? options.viewBox : undefined, markerImages } as ConstructorParameters<typeof MapEngine>[1];
}

/**
 * Whether the map shows records at all: in its directory or its filters, or as markers on the
 * map (records load on start unless the map says otherwise).
 */
export function usesRecords(options: ResolvedMap): boolean {
  if (!options.database.on) return false;
  return options.database.loadOnStart || (options.menu.on && options.menu.source === 'database') || (options.filters.on && options.filters.source === 'database');
}
