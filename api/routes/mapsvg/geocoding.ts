import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { requestClientGroup } from '../../http/clientGroup';
import { DailyCapReached, tooManyGeocodingRequests, type PaidGeocoding } from '../../services/geocoding/PaidGeocoding';
import { readGeocodingAddress } from '../../services/geocoding/addressLimits';
import { lookupSchemas } from './routeSchemas/lookups';

/** Reads `near=lat,lng` (the centre of the visitor's map view); anything else is ignored, as a hint should be. */
function readNear(value: unknown): { lat: number; lng: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(value.trim());
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** Options of the geocoding route. */
interface GeocodingRouteOptions {
  /** The geocoder behind its shared cache, per-client limit and daily cap. */
  geocoding: PaidGeocoding;
}

/**
 * `geocoding?address=…&language=…&country=…&near=lat,lng`: places in the Google Geocoding API's shape, from
 * the configured provider. A client (an IPv4 address, an IPv6 /64) may call once per 600 ms; faster
 * calls answer 429 with `Retry-After`. The same limit counts the paid lookups of the records list
 * and `/ids` routes. An address longer than 300 characters answers 400. Past the admin's daily cap
 * of paid calls the answer is `OVER_DAILY_LIMIT` with an `error_message` the map shows.
 */
export async function geocodingRoutes(app: FastifyInstance, { geocoding }: GeocodingRouteOptions): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>('/geocoding', { schema: lookupSchemas.geocoding }, async (request) => {
    const client = requestClientGroup(request);
    const wait = await geocoding.takeTurn(client);
    if (wait > 0) throw tooManyGeocodingRequests(Math.ceil(wait / 1000));
    const address = readGeocodingAddress(request.query.address, 'address');
    if (address === '') throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): address');
    const language = typeof request.query.language === 'string' && /^[A-Za-z-]{2,10}$/.test(request.query.language) ? request.query.language : undefined;
    const country = typeof request.query.country === 'string' && /^[A-Za-z]{2}$/.test(request.query.country) ? request.query.country.toUpperCase() : undefined;
    try {
      return await geocoding.forCaller({ client, counted: true }).geocode({ address, language, country, near: readNear(request.query.near) });
    } catch (error) {
      if (!(error instanceof DailyCapReached)) throw error;
      return { status: 'OVER_DAILY_LIMIT', results: [], error_message: error.message };
    }
  });
}
