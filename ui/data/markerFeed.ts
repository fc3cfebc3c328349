import type { MarkerFeed, MatchingIds, Query } from '../../domain';
import { collectionPath } from './collectionRequests';
import type { Connection } from './Connection';
import { serializeQuery } from './queryString';
import { getJson } from './getJson';
import { RequestFailure } from './RequestFailure';

/** The query fields that choose which records match (paging and sorting do not). */
type MatchQuery = Pick<Partial<Query>, 'search' | 'searchField' | 'searchFallback' | 'filters' | 'filterout'>;

/** Only the fields of a query that decide which records match. */
export function matchQuery(query: Partial<Query>): MatchQuery {
  const { search, searchField, searchFallback, filters, filterout } = query;
  return { search, searchField, searchFallback, filters, filterout };
}

/** Whether a query leaves any record out (search, filters or the filter-out rule). */
export function narrowsRecords(query: Partial<Query>): boolean {
  if (typeof query.search === 'string' && query.search.trim() !== '') return true;
  if (query.filterout?.field) return true;
  return Object.values(query.filters ?? {}).some((value) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0));
}

function columnOf(body: Record<string, unknown>, name: string, length: number): unknown[] {
  const column = body[name];
  if (!Array.isArray(column) || column.length !== length) throw new RequestFailure({ status: 'PARSING_ERROR' });
  return column;
}

/** Reads a marker feed answer; a malformed one fails like a broken call. */
export function readMarkerFeed(body: unknown): MarkerFeed {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { ids?: unknown }).ids)) throw new RequestFailure({ status: 'PARSING_ERROR' });
  const raw = body as Record<string, unknown>;
  const ids = raw.ids as MarkerFeed['ids'];
  const images = Array.isArray(raw.images) ? raw.images.map(String) : [];
  return {
    version: Number(raw.version) || 0,
    ids,
    lat: columnOf(raw, 'lat', ids.length) as MarkerFeed['lat'],
    lng: columnOf(raw, 'lng', ids.length) as MarkerFeed['lng'],
    x: columnOf(raw, 'x', ids.length) as MarkerFeed['x'],
    y: columnOf(raw, 'y', ids.length) as MarkerFeed['y'],
    images,
    image: columnOf(raw, 'image', ids.length) as number[],
    titles: columnOf(raw, 'titles', ids.length).map((title) => (typeof title === 'string' ? title : '')),
    ...(typeof raw.fields === 'object' && raw.fields !== null ? { fields: raw.fields as MarkerFeed['fields'] } : {}),
  };
}

/** Reads an answer of the matching-ids call. */
export function readMatchingIds(body: unknown): MatchingIds {
  const ids = typeof body === 'object' && body !== null ? (body as { ids?: unknown }).ids : undefined;
  if (!Array.isArray(ids)) throw new RequestFailure({ status: 'PARSING_ERROR' });
  return { version: Number((body as { version?: unknown }).version) || 0, ids: ids as MatchingIds['ids'] };
}

/** Feed calls on one table, from plain code. */
interface MarkerFeedGateway {
  feed(fields?: readonly string[]): Promise<MarkerFeed>;
  ids(query: Partial<Query>): Promise<MatchingIds>;
}

/**
 * The marker feed of a records table (`objects/{table}/markers`) and the ids matching a query
 * (`objects/{table}/ids`), over a store's connection.
 */
export function markerFeedGateway(connection: Connection, table: string): MarkerFeedGateway {
  const base = collectionPath('objects', table);
  return {
    feed: (fields) => getJson(connection, `${base}/markers${fields && fields.length > 0 ? `?fields=${encodeURIComponent(fields.join(','))}` : ''}`, readMarkerFeed),
    ids: (query) => {
      const search = serializeQuery(matchQuery(query));
      return getJson(connection, `${base}/ids${search ? `?${search}` : ''}`, readMatchingIds);
    },
  };
}
