import { EARTH_RADIUS_KM, MILES_PER_KM, parseBoolean } from '../../domain/index';
import { ApiError } from '../errors';
import { foldSearchText } from '../../domain/text/searchFold';
import { searchColumn, searchableColumns, substringSearchExpression, tsvectorExpression, type ColumnSpec } from './columns';
import { quoteIdent } from './identifiers';
import { SqlParams } from './sqlParams';
import { openNowClause, openNowInstant } from './openNowSql';
import type { IdKind } from './dataTableDdl';
import type { ListRequest } from './listRequest';

/** Kilometres per degree of latitude on the product's spherical Earth. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** A distance filter with a resolved centre point. */
export interface DistanceCentre {
  lat: number;
  lng: number;
  radiusKm: number;
  miles: boolean;
}

/** How the search text is matched: full text first, substring as the fallback. */
export type SearchMode = 'fulltext' | 'like';

/** The table and columns a list query runs against. */
export interface ListTarget {
  table: string;
  idKind: IdKind;
  columns: readonly ColumnSpec[];
}

/** The pieces of a list query. */
export interface ListSql {
  where: string;
  orderBy: string;
  /** Extra selected expression (`distance`), or ''. */
  extraSelect: string;
  params: SqlParams;
}

function invalid(name: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [value];
}

/**
 * Search words as a prefix tsquery (`word:* & other:*`), folded as the stored documents are
 * (accents and case dropped, so "cafe" finds "Café"); only letters and digits survive.
 */
function prefixTsQuery(search: string): string {
  const words = foldSearchText(search).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 16).map((word) => `${word}:*`).join(' & ');
}

/** Escapes LIKE wildcards so user text only ever matches itself. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchColumns(target: ListTarget, request: ListRequest): ColumnSpec[] {
  if (!request.searchField) return searchableColumns(target.columns);
  const column = target.columns.find((spec) => spec.role === 'value' && spec.name === request.searchField);
  if (!column || (column.kind !== 'varchar' && column.kind !== 'text')) throw invalid('searchField');
  return [column];
}

/** The search type wanted when every searched field asks for substring matching. */
export function preferredSearchMode(target: ListTarget, request: ListRequest): SearchMode {
  const columns = searchColumns(target, request);
  return columns.length > 0 && columns.every((spec) => spec.field.searchType === 'like') ? 'like' : 'fulltext';
}

/**
 * Regions' ids (`US-TX`) are not words of the full-text document, so a search of the whole table
 * also matches the id as a substring; a regions table holds one row per region of a map file,
 * so the scan stays small.
 */
function searchClause(target: ListTarget, request: ListRequest, mode: SearchMode, params: SqlParams): string | undefined {
  const fields = fieldSearchClause(target, request, mode, params);
  if (!fields || target.idKind !== 'text' || request.searchField) return fields;
  return `(${fields} OR "id" ILIKE ${params.add(likePattern(request.search.trim()))} ESCAPE '\\')`;
}

function fieldSearchClause(target: ListTarget, request: ListRequest, mode: SearchMode, params: SqlParams): string | undefined {
  if (request.search === '') return undefined;
  const columns = searchColumns(target, request);
  if (columns.length === 0) return 'FALSE';
  if (mode === 'like') {
    const pattern = params.add(likePattern(foldSearchText(request.search)));
    return `(${columns.map((spec) => `${substringSearchExpression(spec)} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`;
  }
  const tsquery = prefixTsQuery(request.search);
  if (tsquery === '') return 'FALSE';
  const document = searchColumn(target.columns);
  const marked = target.columns.filter((spec) => spec.field.searchable && columns.includes(spec));
  const coversSearch = !request.searchField || (marked.length === 1 && searchableColumns(target.columns).length === 1);
  if (document && coversSearch) return `${quoteIdent(document.name)} @@ to_tsquery('simple'::regconfig, ${params.add(tsquery)})`;
  return `${tsvectorExpression(columns)} @@ to_tsquery('simple'::regconfig, ${params.add(tsquery)})`;
}

function idClause(target: ListTarget, value: unknown, params: SqlParams): string | undefined {
  const values = asList(value).filter((item) => item !== '' && item !== null && item !== undefined).map(String);
  if (values.length === 0) return undefined;
  if (target.idKind === 'text') return `"id" = ANY(${params.add(values)}::text[])`;
  const ids = values.filter((item) => /^\d{1,9}$/.test(item)).map(Number);
  return ids.length === 0 ? 'FALSE' : `"id" = ANY(${params.add(ids)}::int[])`;
}

function regionsClause(target: ListTarget, value: unknown, params: SqlParams): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const filter = value as { table_name?: unknown; region_ids?: unknown };
  const ids = asList(filter.region_ids ?? []).filter((id) => id !== '' && id !== null && id !== undefined).map(String);
  if (ids.length === 0) return undefined;
  const column = target.columns.find((spec) => spec.field.type === 'region' && spec.role === 'value');
  if (!column) return 'FALSE';
  const table = typeof filter.table_name === 'string' ? filter.table_name : '';
  const name = quoteIdent(column.name);
  // Containment first, so the column's GIN index narrows the rows; the exact test follows.
  const shapes = ids.flatMap((id) => (/^-?\d{1,15}$/.test(id) ? [[{ id }], [{ id: Number(id) }]] : [[{ id }]]));
  const contains = `${name} @> ANY(${params.add(shapes.map((shape) => JSON.stringify(shape)))}::jsonb[])`;
  return `${contains} AND EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${name}) = 'array' THEN ${name} ELSE '[]'::jsonb END) AS linked(region)
    WHERE linked.region->>'id' = ANY(${params.add(ids)}::text[])
      AND (${params.add(table)} = '' OR coalesce(linked.region->>'tableName', '') IN ('', ${params.add(table)})))`;
}

/** Reads a distance filter; the caller resolves an address to a point first when needed. */
export function readDistance(value: unknown): DistanceCentre | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const filter = value as { units?: unknown; length?: unknown; geoPoint?: { lat?: unknown; lng?: unknown } };
  const lat = Number(filter.geoPoint?.lat);
  const lng = Number(filter.geoPoint?.lng);
  const length = Number(filter.length);
  if (filter.geoPoint === undefined || filter.length === undefined) return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw invalid('filters.distance');
  if (!Number.isFinite(length) || length < 0) throw invalid('filters.distance');
  const miles = String(filter.units ?? 'km').toLowerCase().startsWith('mi');
  return { lat, lng, radiusKm: miles ? length / MILES_PER_KM : length, miles };
}

/** Great-circle distance in km (haversine on a 6371 km sphere). */
function haversineKm(latColumn: string, lngColumn: string, lat: string, lng: string): string {
  return `(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(power(sin(radians(${latColumn} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)))))`;
}

function distanceParts(target: ListTarget, centre: DistanceCentre, params: SqlParams): { clause: string; select: string } {
  const latSpec = target.columns.find((spec) => spec.role === 'lat');
  const lngSpec = target.columns.find((spec) => spec.role === 'lng');
  if (!latSpec || !lngSpec) return { clause: 'FALSE', select: '' };
  const latColumn = quoteIdent(latSpec.name);
  const lngColumn = quoteIdent(lngSpec.name);
  const lat = `${params.add(centre.lat)}::float8`;
  const lng = `${params.add(centre.lng)}::float8`;
  const distance = haversineKm(latColumn, lngColumn, lat, lng);
  // A bounding box first, so the (lat, lng) index narrows the rows the exact distance is computed for.
  const margin = 1.001;
  const latDelta = (centre.radiusKm / KM_PER_DEGREE) * margin;
  const clauses = [`${latColumn} BETWEEN ${params.add(centre.lat - latDelta)} AND ${params.add(centre.lat + latDelta)}`];
  const cosLat = Math.cos((Math.min(89.9, Math.abs(centre.lat) + latDelta) * Math.PI) / 180);
  const lngDelta = latDelta / cosLat;
  if (lngDelta < 180 && centre.lng - lngDelta >= -180 && centre.lng + lngDelta <= 180) {
    clauses.push(`${lngColumn} BETWEEN ${params.add(centre.lng - lngDelta)} AND ${params.add(centre.lng + lngDelta)}`);
  }
  clauses.push(`${distance} <= ${params.add(centre.radiusKm)}`);
  const factor = centre.miles ? ` * ${MILES_PER_KM}` : '';
  return { clause: clauses.join(' AND '), select: `, ${distance}${factor} AS distance` };
}

function fieldClause(column: ColumnSpec, value: unknown, params: SqlParams): string | undefined {
  if (column.field.type === 'hours') {
    const instant = openNowInstant(value);
    return instant ? openNowClause(column, instant, params) : undefined;
  }
  const values = asList(value).filter((item) => item !== '' && item !== null && item !== undefined && typeof item !== 'object');
  if (values.length === 0) return undefined;
  const name = quoteIdent(column.name);
  switch (column.kind) {
    case 'jsonb':
      if (column.field.type === 'checkboxes') return `${name} ?| ${params.add(values.map(String))}::text[]`;
      if (column.field.type !== 'select') return undefined;
      return `(${values.map((item) => `${name} @> ${params.add(JSON.stringify([{ value: String(item) }]))}::jsonb`).join(' OR ')})`;
    case 'integer': {
      const numbers = values.map(Number).filter(Number.isInteger);
      return numbers.length === 0 ? 'FALSE' : `${name} = ANY(${params.add(numbers)}::int[])`;
    }
    case 'double': {
      const numbers = values.map(Number).filter(Number.isFinite);
      return numbers.length === 0 ? 'FALSE' : `${name} = ANY(${params.add(numbers)}::float8[])`;
    }
    case 'boolean': {
      const flag = parseBoolean(values[0]);
      return flag === undefined ? undefined : `${name} = ${params.add(flag)}`;
    }
    default:
      return values.length === 1
        ? `${name} = ${params.add(String(values[0]))}`
        : `${name} = ANY(${params.add(values.map(String))}::text[])`;
  }
}

const FILTER_OUT_CONDITIONS = new Set(['=', '!=', '<>', '>', '<', '>=', '<=']);

function filterOutClause(target: ListTarget, filterout: NonNullable<ListRequest['filterout']>, params: SqlParams): string {
  const column = filterout.field === 'id'
    ? undefined
    : target.columns.find((spec) => spec.name === filterout.field && spec.role !== 'lat' && spec.role !== 'lng');
  if (filterout.field !== 'id' && !column) throw invalid('filterout');
  if (!FILTER_OUT_CONDITIONS.has(filterout.cond)) throw invalid('filterout');
  const name = column ? quoteIdent(column.name) : '"id"';
  const numeric = column ? column.kind === 'integer' || column.kind === 'double' : target.idKind === 'serial';
  const raw = filterout.val;
  if (numeric && !Number.isFinite(Number(raw))) throw invalid('filterout');
  const value = numeric ? `${params.add(Number(raw))}::float8` : `${params.add(String(raw ?? ''))}::text`;
  const left = numeric ? name : `${name}::text`;
  return `(${name} IS NULL OR NOT (${left} ${filterout.cond} ${value}))`;
}

function orderBy(target: ListTarget, request: ListRequest, hasDistance: boolean): string {
  const parts = request.sort.map(({ field, order }) => {
    if (field === 'distance' && hasDistance) return `distance ${order.toUpperCase()}`;
    if (field === 'id') return `"id" ${order.toUpperCase()}`;
    const column = target.columns.find((spec) => spec.name === field && spec.role !== 'lat' && spec.role !== 'lng');
    if (!column) throw invalid('sort');
    // Qualified: a selected expression may carry the column's name (a post field answers the post).
    return `${quoteIdent(target.table)}.${quoteIdent(column.name)} ${order.toUpperCase()} NULLS LAST`;
  });
  if (parts.length === 0 && hasDistance) parts.push('distance ASC');
  if (!request.sort.some((entry) => entry.field === 'id')) parts.push('"id" ASC');
  return parts.join(', ');
}

/**
 * Builds the WHERE and ORDER BY of a list query from a checked request. Field names are looked
 * up in the schema's columns (unknown filter keys are ignored, unknown sort or filterout fields
 * refused); every value is a bound parameter.
 */
export function buildListSql(target: ListTarget, request: ListRequest, mode: SearchMode, distance?: DistanceCentre): ListSql {
  const params = new SqlParams();
  const clauses: string[] = [];
  const add = (clause: string | undefined) => { if (clause) clauses.push(clause); };
  add(searchClause(target, request, mode, params));
  let extraSelect = '';
  for (const [key, value] of Object.entries(request.filters)) {
    if (key === 'search') continue;
    if (key === 'id') add(idClause(target, value, params));
    else if (key === 'regions') add(regionsClause(target, value, params));
    else if (key === 'post_type') add(postTypeClause(target, value, params));
    else if (key !== 'distance') {
      const column = target.columns.find((spec) => spec.role === 'value' && spec.name === key);
      if (column) add(fieldClause(column, value, params));
    }
  }
  if (distance) {
    const parts = distanceParts(target, distance, params);
    add(parts.clause);
    extraSelect = parts.select;
  }
  if (request.filterout) add(filterOutClause(target, request.filterout, params));
  return {
    where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '',
    orderBy: `ORDER BY ${orderBy(target, request, extraSelect !== '')}`,
    extraSelect,
    params,
  };
}

function postTypeClause(target: ListTarget, value: unknown, params: SqlParams): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const column = target.columns.find((spec) => spec.field.type === 'post' && spec.role === 'value');
  if (!column) return undefined;
  return `${quoteIdent(column.name)} IN (SELECT id FROM posts WHERE post_type = ${params.add(value)})`;
}
