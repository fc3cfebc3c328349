import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Connection } from './Connection';
import type { ApiFailure } from './RequestFailure';

/** Cache tags: a list or record of one collection (tag id = table name, record id or `LIST`). */
const TAG_TYPES = ['Map', 'MapV2', 'Schema', 'Object', 'Region'] as const;

function describe(args: string | FetchArgs): string {
  if (typeof args === 'string') return `GET ${args}`;
  return `${args.method ?? 'GET'} ${args.url}`;
}

function errorCode(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** `Retry-After` in milliseconds, when given in seconds (the server's form); dates are not read. */
function retryAfterMs(response: Response | undefined): number | undefined {
  const header = response?.headers.get('retry-after')?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(header)) return undefined;
  return Number(header) * 1000;
}

/**
 * Keeps status, code and the wait a 429 or 503 asks for; drops every text, so no server message
 * can reach the page.
 */
function toFailure(error: FetchBaseQueryError, response: Response | undefined): ApiFailure {
  const failure: ApiFailure = { status: error.status };
  const code = errorCode(error.data);
  if (code) failure.code = code;
  const wait = retryAfterMs(response);
  if (wait !== undefined) failure.retryAfterMs = wait;
  return failure;
}

/**
 * `fetchBaseQuery` bound to the store's `Connection` (passed as the thunk `extra`), so one api
 * serves any number of stores, each with its own base address, nonce and fetch. Failures are
 * logged with status and server body, then reduced to `ApiFailure`.
 */
const connectedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiFailure> = async (args, api, extraOptions) => {
  const connection = api.extra as Connection;
  const baseQuery = fetchBaseQuery({
    baseUrl: connection.baseUrl,
    fetchFn: connection.fetchFn,
    credentials: 'same-origin',
    prepareHeaders: (headers) => connection.applyHeaders(headers),
  });
  const result = await baseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  if (result.error.status === 'FETCH_ERROR' && api.signal.aborted) return { error: { status: 'FETCH_ERROR' } };
  console.error(`MapSVG: ${describe(args)} failed with status ${String(result.error.status)}`, result.error.data ?? result.error);
  return { error: toFailure(result.error, result.meta?.response) };
};

/**
 * The one RTK Query api of the product. Collections add their endpoints with `injectEndpoints`
 * in their own files (maps, schemas, objects, regions, geocoding, markers, posts, import).
 */
export const mapsvgApi = createApi({
  reducerPath: 'mapsvgApi',
  baseQuery: connectedBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
