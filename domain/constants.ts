/** Lowest zoom level. */
export const ZOOM_MIN = -20;
/** Highest zoom level. */
export const ZOOM_MAX = 20;
/** Zoom range while a street-map layer is on (the service's own levels). */
export const STREET_MAP_ZOOM_RANGE: readonly [number, number] = [0, 22];
/** Scale factor per zoom step. */
export const ZOOM_DELTA = 2;
/** Zoom in or out is locked this long after each step, so one wheel flick is one step. */
export const ZOOM_LOCK_MS = 700;
/** Wheel zoom is throttled to one step per this interval. */
export const WHEEL_ZOOM_THROTTLE_MS = 500;
/** Zoom level past which the vector image is hidden over a street map. */
export const HIDE_SVG_ZOOM_LEVEL = 7;
/** Zoom level used when fitting the view to a single marker. */
export const FIT_SINGLE_MARKER_ZOOM = 20;
/** Pointer movement below this many px is a click, otherwise a drag. */
export const CLICK_DRAG_THRESHOLD_PX = 5;
/** Padding in px around fitted content. */
export const FIT_PADDING_PX = 10;
/** Widest viewport in px treated as a phone. */
export const PHONE_MAX_WIDTH_PX = 812;

/** Earth radius used for distances. */
export const EARTH_RADIUS_KM = 6371;
/** Kilometres to miles. */
export const MILES_PER_KM = 0.62137;
/** Geographic coordinates are rounded to this many decimals. */
export const GEO_DECIMALS = 6;
/** Stroke width of regions whose image gives none (or gives 1). */
export const DEFAULT_STROKE_WIDTH = 1.2;

/** Delay before clusters are recomputed after a zoom. */
export const CLUSTER_RECOMPUTE_DELAY_MS = 400;

/** Default popover width in px. */
export const POPOVER_WIDTH = 300;
/** Minimum tooltip width in px. */
export const TOOLTIP_MIN_WIDTH = 100;
/** Width of a sidebar container. */
export const SIDEBAR_WIDTH = '250px';
/** Width given to a container created for an older directory position. */
export const DEFAULT_CONTAINER_WIDTH = '200px';

/** Smallest choropleth bubble diameter in px. */
export const BUBBLE_SIZE_MIN = 20;
/** Largest choropleth bubble diameter in px. */
export const BUBBLE_SIZE_MAX = 40;
/** Colour of regions without choropleth data. */
export const NO_DATA_COLOR = '#999999';
/** Gradient colour of the lowest value. */
export const GRADIENT_LOW_COLOR = '#550000';
/** Gradient colour of the highest value. */
export const GRADIENT_HIGH_COLOR = '#ee0000';

/** Records sent per import request (the first of a streamed import's chunks). */
export const IMPORT_CHUNK_SIZE = 50;
/** Most records one import request may carry; the server refuses larger chunks. */
export const IMPORT_MAX_CHUNK_SIZE = 1000;
/** At most one geocoding request per this interval. */
export const GEOCODING_INTERVAL_MS = 600;
/** Most suggestions shown by an address search. */
export const SUGGESTION_LIMIT = 5;
/** Default zip code length of a distance filter. */
export const DEFAULT_ZIP_LENGTH = 5;
/** Post search waits this long after typing. */
export const POST_SEARCH_DELAY_MS = 250;
/** Records reload at most once per this interval while filters or search change. */
export const RELOAD_THROTTLE_MS = 400;
