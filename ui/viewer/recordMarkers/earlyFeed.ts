import type { MarkerFeed } from '../../../domain/index';
import { prepareClusters } from '../../../engine/index';
import { markerFeedGateway } from '../../data/index';
import { viewerConnection } from '../dataStore';
import type { ResolvedMap } from '../mapOptions';
import { usesRecords } from '../mapOptions';
import { feedColumns, placeFields, recordPlacesOf } from './markerColumns';

/** Feeds asked for before their map's screen rendered, by table and fields, until taken. */
const prepared = new Map<string, Promise<MarkerFeed>>();
/** A page mounting many maps keeps at most this many feeds waiting for their screens. */
const MAX_PREPARED = 8;

/** The feed a map's markers read (table and fields), or null when it shows no feed markers. */
function feedRequest(options: ResolvedMap): { table: string; fields: string[] } | null {
  if (options.database.recordMarkers !== 'all' || !usesRecords(options)) return null;
  return { table: options.database.objectsTableName, fields: placeFields(recordPlacesOf(options)) };
}

function keyOf(request: { table: string; fields: string[] }): string {
  return `${request.table}?${request.fields.join(',')}`;
}

/** Asks for the marker feed of a map's records table now. */
function askFeed(request: { table: string; fields: string[] }): Promise<MarkerFeed> {
  return markerFeedGateway(viewerConnection(), request.table).feed(request.fields);
}

/**
 * Asks for a map's marker feed as soon as its options are known, before React renders its
 * screen (which waits for the viewer's code), so the download and the server's work overlap the
 * map file's fetch and parse. The screen takes it with {@link markerFeedAccess}.
 */
export function prepareMarkerFeed(mapId: number | undefined, options: ResolvedMap): void {
  // Only a stored map has a records table.
  const request = mapId === undefined ? null : feedRequest(options);
  if (!request) return;
  const key = keyOf(request);
  if (prepared.has(key) || prepared.size >= MAX_PREPARED) return;
  const answer = askFeed(request);
  // A failure is reported when the markers take the feed, not as an unhandled rejection.
  answer.catch(() => undefined);
  prepared.set(key, answer);
  if (!options.clustering.on) return;
  // Clustering indexes the records as soon as they are here, whether the map is drawn yet or not.
  answer.then((feed) => prepareClusters(feedColumns(feed, recordPlacesOf(options)), options.clustering.maxZoom), () => undefined);
}

/** The feed prepared for a request (handed over once), or a new request. */
function takeRequest(request: { table: string; fields: string[] }): Promise<MarkerFeed> {
  const key = keyOf(request);
  const early = prepared.get(key);
  prepared.delete(key);
  return early ?? askFeed(request);
}

/**
 * The marker feed of a stored map as its screen reads it: `early()` is the request taken at
 * first (usually the one sent at mount), until `take()` hands it over; later takes ask again.
 * Null when the map shows no feed markers.
 */
export function markerFeedAccess(options: ResolvedMap): MarkerFeedAccess | null {
  const request = feedRequest(options);
  if (!request) return null;
  // Only `pending` holds the first answer: once taken, 100k records are not kept by this closure.
  let pending: Promise<MarkerFeed> | null = takeRequest(request);
  // An early failure is reported when the markers take the feed, not as an unhandled rejection.
  pending.catch(() => undefined);
  return {
    early: () => pending,
    take: () => {
      const taken = pending ?? askFeed(request);
      pending = null;
      return taken;
    },
  };
}

/** The marker feed of a map: the request sent early, and a way to take it (or ask again). */
export interface MarkerFeedAccess {
  /**
   * The request sent as soon as the options were known, until it is taken (then null: the
   * answer of 100k records is not kept once the markers have it).
   */
  early(): Promise<MarkerFeed> | null;
  /** The early request the first time, a new request after that. */
  take(): Promise<MarkerFeed>;
}
