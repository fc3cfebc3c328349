/** An axis-aligned box in map coordinates (the root `<svg>` user space, i.e. viewBox units). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How overlapping subpaths of one shape decide what is inside, as in SVG's `fill-rule`. */
export type FillRule = 'nonzero' | 'evenodd';

/** A 2D affine matrix `[a, b, c, d, e, f]` mapping (x, y) to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

/**
 * The flattened outline of one shape: one ring per subpath, each a flat `x0, y0, x1, y1, …`
 * list in map coordinates (transforms already applied, closing point not repeated).
 */
export interface ShapeGeometry {
  rings: Float64Array[];
  /** Per ring: true when the subpath was closed (`z`, or ends where it starts), so a stroke joins the ends. */
  closed: boolean[];
  fillRule: FillRule;
  bbox: Box;
}

/** Paint as the file authored it after inheritance; `null` where nothing was authored. */
export interface ShapePaint {
  /** Raw fill value (`#d0d0d0`, `none`, `url(#g)`…). */
  fill: string | null;
  fillOpacity: number;
  stroke: string | null;
  /** Authored stroke width in the file's units, `null` when unspecified. */
  strokeWidth: number | null;
  strokeOpacity: number;
  /** Product of this element's and its ancestors' `opacity`. */
  opacity: number;
  /** False under `display:none` or with `visibility:hidden`: not drawn and not hit. */
  visible: boolean;
}

/** What every drawable element records: paint order and the `<g>` groups it sits in. */
export interface DrawOrder {
  /** Document order among all drawable elements (regions and decorations share the counter). */
  order: number;
  /** Keys of the enclosing groups, outermost first (see {@link SvgGroup.key}). */
  groupIds: string[];
}

/** An interactive shape: an element with an id that passed the region prefix filter. */
export interface SvgRegion extends ShapeGeometry, ShapePaint, DrawOrder {
  /** The element id minus the configured region prefix. */
  id: string;
  /** The element id as written in the file. */
  elementId: string;
  /** From the `title` attribute, else a `<title>` child, else `null`. */
  title: string | null;
  /** The element's `data-*` attributes, keyed without the `data-` prefix (e.g. `label-x`). */
  dataset: Record<string, string>;
}

/** A drawn but non-interactive shape (no id, or an id outside the region prefix). */
export interface SvgShapeDecoration extends ShapeGeometry, ShapePaint, DrawOrder {
  kind: 'shape';
  elementId: string | null;
  title: string | null;
}

/** A `<text>` element with its `<tspan>` content joined. */
export interface SvgTextDecoration extends DrawOrder {
  kind: 'text';
  text: string;
  /** Anchor point in map coordinates. */
  x: number;
  y: number;
  /** Font size in map units (authored size scaled by the element transform), `null` if unspecified. */
  fontSize: number | null;
  fill: string | null;
  textAnchor: string | null;
  fontFamily: string | null;
  /** Full transform to map coordinates, for rotated or skewed text. */
  matrix: Matrix;
  visible: boolean;
}

/** An `<image>` element; its box is in local units, `matrix` maps it to map coordinates. */
export interface SvgImageDecoration extends DrawOrder {
  kind: 'image';
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
  matrix: Matrix;
  /** The transformed image box in map coordinates. */
  bbox: Box;
  visible: boolean;
}

/** Anything drawn that is not a region. */
export type SvgDecoration = SvgShapeDecoration | SvgTextDecoration | SvgImageDecoration;

/** A `<g>` element; groups become layers. */
export interface SvgGroup {
  /** The group's id, or `group-N` (N = document order among groups) when it has none or repeats one. */
  key: string;
  elementId: string | null;
  /** Inkscape layer name when present. */
  label: string | null;
  parentKey: string | null;
  visible: boolean;
}

/**
 * A `<path>` whose data has not been read yet (see `parseSvgMapInStages`): its shape's rings
 * are empty until then. `matrix` maps the path's own units to map coordinates.
 */
export interface PendingPath {
  shape: SvgRegion | SvgShapeDecoration;
  /** The `d` attribute as the file wrote it. */
  d: string;
  matrix: Matrix;
}

/** Everything the engine needs from one map file. */
export interface SvgMapDocument {
  width: number;
  height: number;
  /** `[x, y, width, height]` of the map coordinate space. */
  viewBox: [number, number, number, number];
  /** `mapsvg:geoViewBox`: west/north/east/south longitudes and latitudes, when it has 4 numbers. */
  geoViewBox: [number, number, number, number] | undefined;
  regions: SvgRegion[];
  decorations: SvgDecoration[];
  groups: SvgGroup[];
}

/** Options of {@link parseSvgMap}. */
export interface ParseSvgMapOptions {
  /** Only ids starting with this become regions, and the region id drops it. */
  regionPrefix?: string;
  /** A configured view box; used only when it has exactly 4 numbers. */
  viewBox?: readonly number[];
  /** Largest distance, in map units, between a curve and its flattened polyline. Default 0.05. */
  flattenTolerance?: number;
}
