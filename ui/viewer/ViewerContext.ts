import { createContext, useContext, type Context, type RefObject } from 'react';
import type { DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import type { TemplateRenderer } from '../templates/index';
import type { FilterValues } from './filterQuery';
import type { ViewerLayout } from './layout';
import type { ResolvedMap } from './mapOptions';
import type { ViewerEmitter } from './viewerEvents';

/** A region or record the details view or popover shows. */
export interface OpenItem {
  kind: 'region' | 'record';
  id: string;
  /** The data its templates render. */
  data: Record<string, unknown>;
  /** The region the popover points at, if any. */
  regionId?: string;
  /** The map point (a marker's place) the popover points at, when it belongs to no region. */
  mapPoint?: { x: number; y: number };
}

/**
 * The map itself: what changes rarely (new options, the engine becoming ready, the phone
 * breakpoint). Every overlay reads it.
 */
export interface ViewerMap {
  mapId: number | undefined;
  options: ResolvedMap;
  /** The engine once the map is ready. */
  engine: MapEngine | null;
  templates: TemplateRenderer;
  events: ViewerEmitter;
  editMode: boolean;
  isPhone: boolean;
  layout: ViewerLayout;
  /** The map wrapper (overlays are positioned in it). */
  wrapRef: RefObject<HTMLDivElement | null>;
}

/** The map's data and what narrows it: changes when rows load, filters change or the directory is searched. */
export interface ViewerData {
  /** Records of the map's records table, or null when the map uses none. */
  records: RecordList<DataRecord> | null;
  /** Rows of the regions table by region id. */
  regionRows: ReadonlyMap<string, DataRecord>;
  /** A region as templates see it. */
  regionData(id: string): Record<string, unknown> | null;
  /** Region ids a region click with filterDirectory limits the directory to. */
  directoryRegionFilter: string[] | null;
  /** Text of the directory's search box. */
  directorySearch: string;
  filterValues: FilterValues;
  /** With filters over regions: the regions the active filters keep; null while none is active. */
  regionFilterMatches: ReadonlySet<string> | null;
  /** The records nearest a distance search's origin while none lies within its radius, else null. */
  nearest: readonly DataRecord[] | null;
}

/** The items open in the details view and the popover: changes on a click or a close. */
export interface OpenItems {
  details: OpenItem | null;
  popover: OpenItem | null;
}

/**
 * What overlays can do. Each function keeps its identity for the life of the map (it reads the
 * current state when called), so reading them never re-renders an overlay.
 */
export interface ViewerActions {
  showDetails(item: OpenItem): void;
  closeDetails(): void;
  showPopover(item: OpenItem): void;
  closePopover(): void;
  setDirectoryRegionFilter(ids: string[] | null): void;
  setDirectorySearch(text: string): void;
  setFilterValues(values: FilterValues): void;
  /** A record item was clicked in the directory. */
  clickRecord(record: DataRecord): void;
  /** Phones: shows the directory list instead of the map, or the map again. */
  setMobileList(list: boolean): void;
}

/** Everything about one map at once, for code that runs outside rendering (click steps, URL sync). */
export type Viewer = ViewerMap & ViewerData & OpenItems & ViewerActions;

/** The map an overlay belongs to (null outside a map: a field may render on its own). */
export const ViewerMapContext = createContext<ViewerMap | null>(null);
/** The map's data (see {@link ViewerData}). */
export const ViewerDataContext = createContext<ViewerData | null>(null);
/** The open details view and popover items. */
export const OpenItemsContext = createContext<OpenItems | null>(null);
/** The stable actions of the map. */
export const ViewerActionsContext = createContext<ViewerActions | null>(null);

function useRequired<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (!value) throw new Error('MapSVG: a viewer overlay was rendered outside its map.');
  return value;
}

/** The surrounding map; throws outside a map (a programming error). */
export function useViewerMap(): ViewerMap {
  return useRequired(ViewerMapContext);
}

/** The surrounding map's data; throws outside a map. */
export function useViewerData(): ViewerData {
  return useRequired(ViewerDataContext);
}

/** The surrounding map's open items; throws outside a map. */
export function useOpenItems(): OpenItems {
  return useRequired(OpenItemsContext);
}

/** The surrounding map's actions; throws outside a map. */
export function useViewerActions(): ViewerActions {
  return useRequired(ViewerActionsContext);
}

/** Shows a problem: an alert in the edit-mode preview, the console for visitors (spec 6). */
export function reportProblem(editMode: boolean, message: string): void {
  if (editMode) window.alert(message);
  else console.error(`MapSVG: ${message}`);
}
