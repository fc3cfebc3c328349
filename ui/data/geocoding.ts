import type { AddressComponent } from '../../domain';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { serializeParams } from './queryString';
import { runEndpoint } from './runEndpoint';

/** One place the geocoder found. */
export interface GeocodeResult {
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number } };
}

/** The geocoding answer: results, and an error text to show in an alert. */
export interface GeocodeAnswer {
  results: GeocodeResult[];
  error_message?: string;
  status?: string;
}

/** The query of `GET geocoding`. */
export interface GeocodeParams {
  /** Already prefixed with `zip ` in zip mode. */
  address: string;
  language?: string;
  country?: string;
  /** `lat,lng` of the centre of the visitor's map view: places in its country rank higher. */
  near?: string;
}

function readAnswer(body: unknown): GeocodeAnswer {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Partial<GeocodeAnswer>;
  const result: GeocodeAnswer = { results: Array.isArray(answer.results) ? answer.results : [] };
  if (typeof answer.error_message === 'string' && answer.error_message) result.error_message = answer.error_message;
  if (typeof answer.status === 'string') result.status = answer.status;
  return result;
}

/** `GET geocoding?address=…&language=…&country=…`. Use `GeocodingClient` for the rate limit. */
const geocodingApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    geocode: build.query<GeocodeAnswer, GeocodeParams>({
      query: (params) => `geocoding?${serializeParams({ ...params })}`,
      transformResponse: readAnswer,
    }),
  }),
});

/** Sends one geocoding call; `GeocodingClient` decides when. */
export type GeocodeRequester = (params: GeocodeParams, signal: AbortSignal) => Promise<GeocodeAnswer>;

/** The requester of the `geocode` endpoint of a store. */
export function geocodeRequester(dispatch: DataDispatch): GeocodeRequester {
  return (params, signal) => {
    const call = dispatch(geocodingApi.endpoints.geocode.initiate(params, { subscribe: false, forceRefetch: true }));
    signal.addEventListener('abort', () => call.abort(), { once: true });
    return runEndpoint(call);
  };
}
