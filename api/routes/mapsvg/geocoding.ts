import type { FastifyInstance } from 'fastify';
import { GEOCODING_INTERVAL_MS } from '../../../domain/index';
import type { Queryable } from '../../db/Database';
import type { HitCounter } from '../../auth/HitCounter';
import { ApiError } from '../../errors';
import type { GeocodingProvider } from '../../services/geocoding/GeocodingProvider';
import { RateLimiter } from '../../services/geocoding/RateLimiter';
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
export interface GeocodingRouteOptions {
  geocoder: GeocodingProvider;
  /** Where calls are counted, shared by every server process: a hit counter or the database. */
  counter: Queryable | HitCounter;
  /** At most one call per client per this interval (600 ms by default). */
  intervalMs?: number;
}

/**
 * `geocoding?address=…&language=…&country=…&near=lat,lng`: places in the Google Geocoding API's shape, from
 * the configured provider. A client may call once per 600 ms; faster calls answer 429. An address
 * longer than 300 characters answers 400.
 */
export async function geocodingRoutes(app: FastifyInstance, { geocoder, counter, intervalMs = GEOCODING_INTERVAL_MS }: GeocodingRouteOptions): Promise<void> {
  const limiter = new RateLimiter(counter, intervalMs);
  app.get<{ Querystring: Record<string, unknown> }>('/geocoding', { schema: lookupSchemas.geocoding }, async (request, reply) => {
    const wait = await limiter.take(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, 'rest_too_many_requests', 'Too many geocoding requests: please wait a moment and try again.');
    }
    const address = readGeocodingAddress(request.query.address, 'address');
    if (address === '') throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): address');
    const language = typeof request.query.language === 'string' && /^[A-Za-z-]{2,10}$/.test(request.query.language) ? request.query.language : undefined;
    const country = typeof request.query.country === 'string' && /^[A-Za-z]{2}$/.test(request.query.country) ? request.query.country.toUpperCase() : undefined;
    return geocoder.geocode({ address, language, country, near: readNear(request.query.near) });
  });
}
