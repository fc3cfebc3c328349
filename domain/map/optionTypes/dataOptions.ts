import type { ContainerName } from './viewOptions';

/** Where a panel can be placed: a container, an element chosen by id, or over the map. */
export type PanelLocation = ContainerName | 'custom' | 'map';

/** Where the filters panel can be placed. */
export type FilterLocation = PanelLocation;

/** Every allowed filters location. */
export const FILTER_LOCATIONS: readonly FilterLocation[] = [
  'leftSidebar', 'rightSidebar', 'header', 'footer', 'custom', 'map',
];

/** Where the list of the directory comes from. */
export type DataSource = 'regions' | 'database';

/** Records whose field equals the value are left out of the directory. */
export interface FilterOutOptions {
  field: string;
  cond: string;
  val: string | number;
}

/** Collapsible category groups of the directory. */
export interface DirectoryCategoriesOptions {
  on: boolean;
  groupBy: string;
  hideEmpty: boolean;
  collapse: boolean;
  collapseOther: boolean;
}

/** The directory: a list of regions or records. */
export interface MenuOptions {
  on: boolean;
  source: DataSource;
  location: PanelLocation;
  /** Phones: which container the directory moves to. */
  locationMobile: PanelLocation;
  containerId: string;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  filterout: FilterOutOptions;
  hideOnMobile: boolean;
  search: boolean;
  searchPlaceholder: string;
  searchFallback: boolean;
  showMapOnClick: boolean;
  /** Phones: show the map or the list first. */
  showFirst: 'map' | 'list';
  minHeight: string;
  noResultsText: string;
  categories: DirectoryCategoriesOptions;
}

/** The filters panel. */
export interface FiltersOptions {
  on: boolean;
  hide: boolean;
  hideOnMobile: boolean;
  location: FilterLocation;
  /** Where the modal with the filters opens when `hide` is on. */
  modalLocation: FilterLocation;
  containerId: string;
  width: string;
  source: DataSource;
  searchButton: boolean;
  searchButtonText: string;
  clearButton: boolean;
  clearButtonText: string;
  /** Caption of the button that opens the modal; the active filter count is appended. */
  showButtonText: string;
  padding: string;
  /** Status given to regions that the filters leave out; empty leaves them as they are. */
  filteredRegionsStatus: string | number;
}

/** Where pagination links appear. */
export type PaginationShowIn = 'directory' | 'map' | 'both';

/** Pagination of records. */
export interface PaginationOptions {
  on: boolean;
  perpage: number;
  showIn: PaginationShowIn;
  prev: string;
  next: string;
}

/** Tables holding the map's regions and records. */
export interface DatabaseOptions {
  on: boolean;
  regionsTableName: string;
  objectsTableName: string;
  pagination: PaginationOptions;
  loadOnStart: boolean;
  /** Load no records until a filter is set. */
  noFiltersNoLoad: boolean;
  /**
   * Which records show as markers: every record of the table that has a location, following the
   * filters and search (`all`, through the marker feed), or only the directory's current page
   * (`page`).
   */
  recordMarkers: RecordMarkersSource;
}

/** Which records a map shows as markers. */
export type RecordMarkersSource = 'all' | 'page';
