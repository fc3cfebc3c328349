import { Connection, lightGeocodeRequester, lightPostsRequester, lightRecordGateway, type GeocodeRequester, type PostsRequester, type RecordGateway } from '../data/index';

let connection: Connection | null = null;

/**
 * The connection every map of the page shares (REST base, the page's nonce). The visitor's
 * page talks to the server with plain `fetch` through it: no Redux store in a visitor's page.
 */
export function viewerConnection(): Connection {
  connection ??= new Connection();
  return connection;
}

/** A read-only gateway to a records table (`objects`) or a regions table (`regions`). */
export function viewerGateway(collection: 'objects' | 'regions', table: string): RecordGateway {
  return lightRecordGateway(viewerConnection(), collection, table);
}

/** Post searches of the page's filters. */
export function viewerPostsRequester(): PostsRequester {
  return lightPostsRequester(viewerConnection());
}

/** Geocoding calls of the page's distance filters. */
export function viewerGeocodeRequester(): GeocodeRequester {
  return lightGeocodeRequester(viewerConnection());
}
