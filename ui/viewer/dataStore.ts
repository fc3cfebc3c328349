import { Connection, DEFAULT_BASE_URL, lightGeocodeRequester, lightPostsRequester, lightRecordReader, type GeocodeRequester, type PostsRequester, type RecordReader } from '../data/index';
import { onViewerServer } from './viewerServer';

let connection: Connection | null = null;

/**
 * The connection every map of the page shares (the REST base on the viewer's server, the page's
 * nonce). The visitor's page talks to the server with plain `fetch` through it: no Redux store
 * in a visitor's page.
 */
export function viewerConnection(): Connection {
  connection ??= new Connection({ baseUrl: onViewerServer(DEFAULT_BASE_URL) });
  return connection;
}

/** The reads of a records table (`objects`) or a regions table (`regions`). */
export function viewerRecordReader(collection: 'objects' | 'regions', table: string): RecordReader {
  return lightRecordReader(viewerConnection(), collection, table);
}

/** Post searches of the page's filters. */
export function viewerPostsRequester(): PostsRequester {
  return lightPostsRequester(viewerConnection());
}

/** Geocoding calls of the page's distance filters. */
export function viewerGeocodeRequester(): GeocodeRequester {
  return lightGeocodeRequester(viewerConnection());
}
