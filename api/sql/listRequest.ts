import { parseBoolean, isPlainObject } from '../../domain/index';
import { ApiError } from '../errors';

/** Largest page a list call returns; `perpage=0` ("all") is capped here too. */
export const MAX_PER_PAGE = 10_000;

/** A list call's query, read from the query string and type-checked (spec section 3, Query). */
export interface ListRequest {
  search: string;
  searchField?: string;
  searchFallback: boolean;
  filters: Record<string, unknown>;
  filterout?: { field: string; cond: string; val: unknown };
  sort: Array<{ field: string; order: 'asc' | 'desc' }>;
  /** Page number, from 1. */
  page: number;
  /** Records per page; 0 means all. */
  perpage: number;
  lastpage: boolean;
  withSchema: boolean;
}

function invalid(name: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
}

/** Query values may come as bracket notation (already nested) or as JSON text. */
function structured(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    throw invalid(name);
  }
}

/** Highest page number: keeps every offset an exact integer well inside PostgreSQL's bigint. */
const MAX_PAGE = 1_000_000_000;

function wholeNumber(value: unknown, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw invalid(name);
  return number;
}

/** True when any text in a query value holds a NUL character (PostgreSQL text cannot). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsNul);
  return false;
}

function readSort(value: unknown): ListRequest['sort'] {
  const raw = structured(value, 'sort');
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : isPlainObject(raw) && 'field' in raw ? [raw] : Object.values(raw as object);
  return list.map((entry) => {
    if (!isPlainObject(entry) || typeof entry.field !== 'string') throw invalid('sort');
    const order = String(entry.order ?? 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw invalid('sort');
    return { field: entry.field, order };
  });
}

function readFilterOut(value: unknown): ListRequest['filterout'] {
  const raw = structured(value, 'filterout');
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isPlainObject(raw)) throw invalid('filterout');
  if (raw.field === undefined || raw.field === '') return undefined;
  if (typeof raw.field !== 'string') throw invalid('filterout');
  return { field: raw.field, cond: String(raw.cond ?? '='), val: raw.val };
}

/** Reads and checks a list call's query string; malformed parameters answer 400. */
export function readListRequest(query: Record<string, unknown>): ListRequest {
  if (holdsNul(query)) throw invalid('query');
  const filters = structured(query.filters, 'filters') ?? {};
  if (!isPlainObject(filters)) throw invalid('filters');
  const search = typeof query.search === 'string' ? query.search : typeof filters.search === 'string' ? filters.search : '';
  const searchField = typeof query.searchField === 'string' && query.searchField !== '' ? query.searchField : undefined;
  return {
    search: search.trim().slice(0, 200),
    searchField,
    searchFallback: parseBoolean(query.searchFallback) ?? false,
    filters,
    filterout: readFilterOut(query.filterout),
    sort: readSort(query.sort),
    page: wholeNumber(query.page, 'page', 1, 1, MAX_PAGE),
    perpage: Math.min(wholeNumber(query.perpage, 'perpage', 0, 0), MAX_PER_PAGE),
    lastpage: parseBoolean(query.lastpage) ?? false,
    withSchema: parseBoolean(query.withSchema) ?? false,
  };
}
