import type { RegionOptions, RegionStatusCollection } from '../domain/index';
import type { RegionColorOptions } from './regions/RegionStates';
import type { ViewBox } from './camera/types';
import type { MapLoadError } from './load/messages';

/** The map options the engine reads; the map's full options satisfy it. */
export interface EngineMapOptions {
  /** Address of the vector image. */
  source: string;
  svgFileLastChanged?: number | string;
  /** A configured view box; used only with exactly 4 numbers. */
  viewBox?: readonly number[] | null;
  regionPrefix?: string;
  colors?: RegionColorOptions & { background?: string };
  regionStatuses?: RegionStatusCollection;
  disableAll?: boolean;
  regions?: Record<string, RegionOptions | undefined>;
  multiSelect?: boolean;
  responsive?: boolean;
  lockAspectRatio?: boolean;
  width?: number | null;
  height?: number | null;
  zoom?: { on?: boolean; limit?: readonly [number, number]; delta?: number; mousewheel?: boolean; fingers?: boolean };
  scroll?: { on?: boolean; limit?: boolean; spacebar?: boolean };
  cursor?: string;
  /** Accessible name of the map (its title). */
  title?: string;
}

/** Options of a new engine beyond the map's own. */
export interface MapEngineSettings {
  /** The admin preview: a missing image waits for a corrected path. */
  editMode?: boolean;
  /** Fetch used for the image (tests inject one). */
  fetch?: typeof fetch;
  /** Where listener errors go. Default `console.error`. */
  onListenerError?: (error: unknown, eventName: string) => void;
}

/** The container's `data-state`. */
export type MapLoadState = 'loading' | 'ready' | 'error';

/** Events of a {@link MapEngine} and their payloads. */
export interface MapEngineEvents {
  stateChange: { state: MapLoadState; error?: MapLoadError };
  /** The image was not found in edit mode: call `retry` with a corrected source. */
  svgNotFound: { source: string; retry(source: string): void };
  zoom: { level: number; scale: number };
  viewChange: { viewBox: ViewBox; level: number };
  regionHover: { id: string | null; point: { x: number; y: number } | null };
  regionClick: { id: string; point: { x: number; y: number } | null };
  selectionChange: { selected: string[]; changed: string[] };
  /** Keyboard focus moved to a region (null: left the map). */
  regionFocus: { id: string | null };
}
