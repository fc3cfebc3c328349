import type { DataRecord, PostValue } from '../../domain';
import { collectionPath, listRequest, readPage, readSingle, recordPath, singularOf, type RecordCollection } from './collectionRequests';
import type { Connection } from './Connection';
import type { GeocodeAnswer, GeocodeRequester } from './geocoding';
import { getJson } from './getJson';
import type { PostsRequester } from './posts';
import { serializeParams } from './queryString';
import type { RecordReader } from './RecordList';
import { RequestFailure } from './RequestFailure';

/**
 * The visitor's data calls without Redux: the same addresses, headers, answers and failures as
 * the RTK Query endpoints the admin uses, over plain `fetch`. The viewer only reads.
 */

/** The reads of the records (`objects`) or region rows (`regions`) of one table. */
export function lightRecordReader(connection: Connection, collection: RecordCollection, table: string): RecordReader {
  const path = collectionPath(collection, table);
  return {
    list: (query) => getJson(connection, listRequest(path, query).url, (body) => readPage<DataRecord>(body, collection, query)),
    get: (id) => getJson(connection, recordPath(path, id), (body) => {
      const record = readSingle<DataRecord>(body, singularOf(collection));
      // A 200 without the record is a server bug; treat it like any failed call.
      if (!record) throw new RequestFailure({ status: 'PARSING_ERROR' });
      return record;
    }),
  };
}

/** `GET posts?filters[post_type]=…&search=…&page=…`, answering `{ posts }`. */
export function lightPostsRequester(connection: Connection): PostsRequester {
  return ({ search, postType, page = 1 }, signal) => getJson(connection, `posts?${serializeParams({ filters: { post_type: postType }, search, page })}`, (body) => {
    const posts = typeof body === 'object' && body !== null ? (body as { posts?: unknown }).posts : undefined;
    return Array.isArray(posts) ? (posts as PostValue[]) : [];
  }, signal);
}

/** `GET geocoding?address=…&language=…&country=…`; `GeocodingClient` decides when. */
export function lightGeocodeRequester(connection: Connection): GeocodeRequester {
  return (params, signal) => getJson(connection, `geocoding?${serializeParams({ ...params })}`, (body) => {
    const answer = (typeof body === 'object' && body !== null ? body : {}) as Partial<GeocodeAnswer>;
    const result: GeocodeAnswer = { results: Array.isArray(answer.results) ? answer.results : [] };
    if (typeof answer.error_message === 'string' && answer.error_message) result.error_message = answer.error_message;
    if (typeof answer.status === 'string') result.status = answer.status;
    return result;
  }, signal);
}
