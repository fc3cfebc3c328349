import type { MapOptions } from '../../domain';
import { decodeMapOptions, encodeMapOptions } from '../../domain';

/** A stored map as the client holds it: options decoded into an object. */
export interface MapRecord {
  id: number;
  title: string;
  /** 1 published, 0 draft. */
  status: number;
  options: Partial<MapOptions>;
  [field: string]: unknown;
}

/** The fields of a map sent on create or update. */
export type MapChanges = Partial<MapRecord>;

/**
 * The map as it travels: `options` as JSON text with the guarded words encoded
 * (`encodeMapOptions`), because site firewalls reject bodies that look like SQL.
 */
export function toWireMap(map: MapChanges): Record<string, unknown> {
  if (map.options === undefined) return { ...map };
  return { ...map, options: encodeMapOptions(map.options) };
}

/** Reads a map from an answer; options may come as encoded text or already as an object. */
export function fromWireMap(raw: unknown): MapRecord {
  const map = { ...(raw as Record<string, unknown>) };
  if (typeof map.options === 'string') map.options = map.options ? decodeMapOptions(map.options) : {};
  if (typeof map.options !== 'object' || map.options === null) map.options = {};
  return map as MapRecord;
}
