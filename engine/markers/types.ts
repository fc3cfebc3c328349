import type { DataRecord, GeoPoint, Location, Marker, SvgPoint } from '../../domain/index';

/** What {@link MapEngine.addMarker} accepts: a place (image or geographic point) and how it looks. */
export interface MarkerInput {
  /** `marker_{n}` is allocated when missing. */
  id?: string;
  /** Image address; else resolved from `location.img`; else the red pin. */
  src?: string;
  /** Size in px. Default 15x24. */
  width?: number;
  height?: number;
  /** Image coordinates; used when no geographic point is given. */
  svgPoint?: SvgPoint | Record<string, unknown>;
  /** Geographic point (needs a calibrated map). */
  geoPoint?: GeoPoint | Record<string, unknown>;
  location?: Location;
  object?: DataRecord;
  label?: string;
  /** Accessible name; defaults to the label, the address or the id. */
  title?: string;
  /** Anchor the image at its centre instead of its bottom centre (pins point with their tip). */
  centered?: boolean;
  /** Floor id (a group key) the marker belongs to; shown only while that floor is. */
  floor?: string;
  /** Layer id the marker belongs to; hidden while that layer is. */
  layer?: string;
  hidden?: boolean;
}

/** A marker as the engine holds it. */
export interface EngineMarker extends Marker {
  title: string;
  centered: boolean;
  floor?: string;
  layer?: string;
  hidden: boolean;
  hovered: boolean;
  selected: boolean;
}

/** Marker and cluster events of the map engine and their payloads. */
export interface MarkerEvents {
  markerClick: { id: string; point: { x: number; y: number } | null };
  markerHover: { id: string | null; point: { x: number; y: number } | null };
  /** A marker was dragged or moved by an edit-mode click. */
  markerMove: { id: string; svgPoint: SvgPoint; geoPoint?: GeoPoint };
  /** An edit-mode click added a marker; `markerLastID` is the map's new counter. */
  markerAdd: { marker: EngineMarker; markerLastID: number };
  markerSelectionChange: { selected: string[]; changed: string[] };
  /**
   * A cluster was clicked. The map zooms into it, unless its markers are `stacked`: at one
   * place (or too close to part at the deepest zoom), so the viewer lists them instead.
   */
  clusterClick: { count: number; markerIds: string[]; point: { x: number; y: number }; stacked: boolean };
  /**
   * Markers were added, removed, updated, filtered or moved to another floor (once per batch):
   * `count` markers are shown now (floor, hidden flag and filter applied; clustered ones count).
   */
  markersChange: { count: number };
}

/** Emits one marker event. */
export type MarkerEmit = <K extends keyof MarkerEvents>(name: K, payload: MarkerEvents[K]) => void;
