import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { listTarget } from '../../repositories/recordsRepository';
import { readFeedColumns, readMatchingIds } from '../../repositories/markerFeedRepository';
import { FeedCache } from '../../services/feed/FeedCache';
import { sendFeed } from '../../services/feed/feedReply';
import { feedSource, markerFeedJson, readFeedFields } from '../../services/feed/markerFeed';
import type { PaidGeocoding } from '../../services/geocoding/PaidGeocoding';
import { requestClientGroup } from '../../http/clientGroup';
import { readListRequest } from '../../sql/listRequest';
import { buildListSql, preferredSearchMode, readDistance } from '../../sql/listSql';
import { readableSchema } from '../../services/records/tableAccess';
import { tableVersion } from '../../repositories/dataTables';
import { distanceCentre } from '../../services/query/distanceCentre';
import { feedSchemas } from './routeSchemas/records';
import { isPlainObject } from '../../../domain/index';
import type { PublicReads } from '../../services/query/PublicReads';
import { gatedRead } from './gatedRead';

/** Options of the marker feed routes. */
interface MarkerFeedRouteOptions {
  db: Database;
  /** The geocoder behind its shared cache, per-client limit and daily cap. */
  geocoding: PaidGeocoding;
  /** Where visitors' feed builds wait for their turn and get their time. */
  publicReads: PublicReads;
  /** Built answers kept between calls; one per app when omitted. */
  cache?: FeedCache;
}

type FeedRequest = FastifyRequest<{ Params: { table: string }; Querystring: Record<string, unknown> }>;

/**
 * `objects/{table}/markers`: every located record of a table as a columnar `MarkerFeed`, and
 * `objects/{table}/ids`: the ids of every record a search and filters match, over the whole
 * table. Both are readable where the list is (visitors: tables of published maps), carry an
 * ETag tied to the table's data version (a matching `If-None-Match` costs a 304 and no table
 * read), and are compressed as the client accepts.
 */
export async function markerFeedRoutes(app: FastifyInstance, { db, geocoding, publicReads, cache = new FeedCache() }: MarkerFeedRouteOptions): Promise<void> {
  app.get('/objects/:table/markers', { schema: feedSchemas.markers }, async (request: FeedRequest, reply) => {
    const schema = await readableSchema(db, request, request.params.table);
    const fields = readFeedFields(request.query.fields);
    const source = feedSource(schema, fields);
    return sendFeed(request, reply, cache, {
      kind: 'markers',
      table: schema.name,
      version: (await tableVersion(db, schema.name)) ?? 0,
      variant: [fields, schema.fields],
      build: () => gatedRead(publicReads, request, reply, async (reader) => {
        const columns = await readFeedColumns(reader, source);
        return { version: columns.version, json: markerFeedJson(columns, fields) };
      }),
    });
  });

  app.get('/objects/:table/ids', { schema: feedSchemas.ids }, async (request: FeedRequest, reply) => {
    const schema = await readableSchema(db, request, request.params.table);
    const target = listTarget(schema);
    const query = readListRequest(request.query);
    // Every parameter the list refuses is refused here, before any answer is promised.
    buildListSql(target, query, preferredSearchMode(target, query));
    const distanceFilter = query.filters.distance;
    if (isPlainObject(distanceFilter) && isPlainObject(distanceFilter.geoPoint)) readDistance(distanceFilter);
    const { search, searchField, searchFallback, filters, filterout } = query;
    return sendFeed(request, reply, cache, {
      kind: 'ids',
      table: schema.name,
      version: (await tableVersion(db, schema.name)) ?? 0,
      variant: [search, searchField ?? '', searchFallback, filters, filterout ?? null, schema.fields],
      build: async () => {
        // Placed before the read's turn: finding the place is no database time (the first
        // lookup may wait for the place index), so it must not spend the read's time limit.
        const distance = await distanceCentre(query.filters, geocoding.forCaller({ client: requestClientGroup(request) }));
        return gatedRead(publicReads, request, reply, async (reader) => {
          const matched = await readMatchingIds(reader, target, query, distance);
          return { version: matched.version, json: `{"version":${matched.version},"ids":${matched.ids}}` };
        });
      },
    });
  });
}
