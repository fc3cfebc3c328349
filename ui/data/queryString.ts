import type { Query } from '../../domain';

/** The query fields a list call sends, in the order they are written. */
const QUERY_FIELDS = [
  'search', 'searchField', 'searchFallback', 'filters', 'filterout', 'page', 'sort', 'perpage',
  'lastpage', 'withSchema',
] as const satisfies ReadonlyArray<keyof Query>;

function encode(text: string): string {
  return encodeURIComponent(text);
}

function scalarText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

function isNested(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function') return;
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      // Scalars use the `[]` form, objects need an index to keep their keys together.
      appendPairs(pairs, isNested(item) ? `${key}[${index}]` : `${key}[]`, item);
    });
    return;
  }
  if (isNested(value)) {
    for (const [child, childValue] of Object.entries(value)) appendPairs(pairs, `${key}[${child}]`, childValue);
    return;
  }
  pairs.push(`${encode(key)}=${encode(scalarText(value))}`);
}

/**
 * Writes parameters as a query string in the bracketed form PHP, WordPress and `jQuery.param`
 * use, so the same client could talk to a CMS host:
 *
 * - scalars: `page=2`, `searchFallback=true` (booleans as `true`/`false`, numbers in decimal,
 *   `null` as an empty value; `undefined` and functions are left out);
 * - nested objects: one pair per leaf, keys in brackets: `filters[regions][table_name]=regions_1`;
 * - arrays of scalars: the key repeated with `[]`: `filters[regions][region_ids][]=US-TX&filters[regions][region_ids][]=US-CA`;
 * - arrays of objects: indexed: `sort[0][field]=id&sort[0][order]=desc`;
 * - an empty array or object writes nothing (as in PHP), so the server treats it as absent.
 *
 * Every key and value is percent-encoded with `encodeURIComponent`, brackets included
 * (`filters%5Bregions%5D%5Bregion_ids%5D%5B%5D=US-TX`) and spaces as `%20`. The server decodes
 * each key and value first, then splits the key at the brackets (the server's reader is
 * `api/services/query/queryString.ts`). All values arrive as text; the server coerces numbers
 * and booleans.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, key, value);
  return pairs.join('&');
}

/**
 * Writes a record query as the query string of `GET {collection}/`. Only the query fields of
 * the spec are sent (search, searchField, searchFallback, filters, filterout, page, sort,
 * perpage, lastpage, withSchema), in that order, in the bracketed form of `serializeParams`:
 *
 * `search=park&searchFallback=true&filters[regions][table_name]=regions_1&filters[regions][region_ids][]=US-TX&page=2&sort[0][field]=id&sort[0][order]=desc&perpage=30&withSchema=true`
 * (shown before percent-encoding).
 *
 * `perpage` is the page size the visitor sees (0 = all); offsets are `(page - 1) * perpage`. The
 * server answers with up to `perpage + 1` rows: the extra row tells the client a next page exists.
 */
export function serializeQuery(query: Partial<Query>): string {
  const params: Record<string, unknown> = {};
  for (const field of QUERY_FIELDS) {
    const value = query[field];
    if (value === undefined || value === '') continue;
    params[field] = value;
  }
  return serializeParams(params);
}
