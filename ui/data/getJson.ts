import type { Connection } from './Connection';
import { RequestFailure } from './RequestFailure';

function errorCode(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * GETs `path` (under the connection's REST base) and reads its JSON answer with plain `fetch`,
 * not the request cache: for the marker feed (the engine keeps the markers in its own columns)
 * and for the visitor's page, which ships no Redux. The browser's HTTP cache revalidates answers
 * by their ETag. Failures are logged with their status and body and reject with a
 * `RequestFailure` carrying no text, as the data layer's other calls do; an aborted call
 * rejects with the abort.
 */
export async function getJson<T>(connection: Connection, path: string, read: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  const url = `${connection.baseUrl}${path}`;
  let response: Response;
  try {
    response = await connection.fetchFn(url, { method: 'GET', credentials: 'same-origin', headers: connection.applyHeaders(new Headers()), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`MapSVG: GET ${path} failed with status FETCH_ERROR`);
    throw new RequestFailure({ status: 'FETCH_ERROR' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    console.error(`MapSVG: GET ${path} failed with status ${response.status}`, body);
    throw new RequestFailure({ status: response.status, code: errorCode(body) });
  }
  if (body === undefined) throw new RequestFailure({ status: 'PARSING_ERROR' });
  return read(body);
}
