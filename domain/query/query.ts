/** Default number of records per page. */
export const DEFAULT_PER_PAGE = 30;

/** A filter by linked regions of one regions table. */
export interface RegionsFilter {
  table_name: string;
  region_ids: string[];
}

/** A filter by distance from a point or address. */
export interface DistanceFilter {
  units: string;
  length: number;
  geoPoint?: { lat: number; lng: number };
  address?: string;
  country?: string;
}

/** Filters of a query; other keys are field names with the wanted value. */
export interface QueryFilters {
  search?: string;
  regions?: RegionsFilter;
  id?: string | number | Array<string | number>;
  distance?: DistanceFilter;
  post_type?: string;
  [field: string]: unknown;
}

/** Records whose field compares to the value are left out. */
export interface QueryFilterOut {
  field: string;
  cond: string;
  val: string | number;
}

/** Sort order of a query. */
export interface QuerySort {
  field: string;
  order: 'asc' | 'desc';
}

/** A request for a page of records or regions. */
export interface Query {
  search?: string;
  searchField?: string;
  searchFallback?: boolean;
  filters?: QueryFilters;
  filterout?: QueryFilterOut;
  /** Page number, starting at 1. */
  page: number;
  sort?: QuerySort[];
  /** Records per page; 0 means all. */
  perpage: number;
  /** Ask for the last page instead of `page`. */
  lastpage?: boolean;
  /** Ask the server to include the schema in the answer. */
  withSchema?: boolean;
}

/** A query for the first page with the default page size. */
export function defaultQuery(): Query {
  return { page: 1, perpage: DEFAULT_PER_PAGE };
}
