import { createContext, useContext, type RefObject } from 'react';
import type { DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { Repository } from '../data/index';
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

/** Everything the overlays of one map share. */
export interface Viewer {
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
  /** Records of the map's records table, or null when the map uses none. */
  records: Repository<DataRecord> | null;
  /** Rows of the regions table by region id. */
  regionRows: ReadonlyMap<string, DataRecord>;
  /** A region as templates see it. */
  regionData(id: string): Record<string, unknown> | null;
  details: OpenItem | null;
  popover: OpenItem | null;
  showDetails(item: OpenItem): void;
  closeDetails(): void;
  showPopover(item: OpenItem): void;
  closePopover(): void;
  /** Region ids a region click with filterDirectory limits the directory to. */
  directoryRegionFilter: string[] | null;
  setDirectoryRegionFilter(ids: string[] | null): void;
  /** Text of the directory's search box. */
  directorySearch: string;
  setDirectorySearch(text: string): void;
  filterValues: FilterValues;
  setFilterValues(values: FilterValues): void;
  /** With filters over regions: the regions the active filters keep; null while none is active. */
  regionFilterMatches: ReadonlySet<string> | null;
  /** A record item was clicked in the directory. */
  clickRecord(record: DataRecord): void;
  /** Phones: the directory list is shown instead of the map. */
  mobileList: boolean;
  setMobileList(list: boolean): void;
}

/** The viewer of the map an overlay belongs to. */
export const ViewerContext = createContext<Viewer | null>(null);

/** The viewer of the surrounding map; throws outside a map (a programming error). */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('MapSVG: a viewer overlay was rendered outside its map.');
  return viewer;
}

/** Shows a problem: an alert in the edit-mode preview, the console for visitors (spec 6). */
export function reportProblem(editMode: boolean, message: string): void {
  if (editMode) window.alert(message);
  else console.error(`MapSVG: ${message}`);
}
