import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import { writeDailyCap } from '../../repositories/geocodingUsageRepository';
import { DEFAULT_DAILY_PAID_CALL_CAP, type PaidGeocoding } from '../../services/geocoding/PaidGeocoding';
import { isPlainObject } from '../../../domain/index';
import { geocodingSettingsSchemas as docs } from './routeSchemas/geocodingSettings';

/** Largest daily cap an admin may set (far above any site's real need, and an int4). */
const MAX_DAILY_PAID_CALL_CAP = 1_000_000;

/** Options of the geocoding settings routes. */
interface GeocodingSettingsOptions {
  db: Queryable;
  geocoding: PaidGeocoding;
}

/** The cap a body asks for: a whole number from 0, or null / empty text for "no cap"; anything else is a 400. */
function readCap(body: unknown): number | null {
  if (!isPlainObject(body) || !('dailyCap' in body)) throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): dailyCap');
  const raw = body.dailyCap;
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const cap = typeof raw === 'string' ? Number(raw.trim()) : raw;
  if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0 || cap > MAX_DAILY_PAID_CALL_CAP) {
    throw new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): dailyCap (a whole number from 0 to ${MAX_DAILY_PAID_CALL_CAP}, or empty for no cap).`);
  }
  return cap;
}

/**
 * `geocoding/settings` (admin): the daily cap on paid geocoding calls, kept in the database for
 * every server process, and the calls made today (UTC) beside it.
 */
export async function geocodingSettingsRoutes(app: FastifyInstance, { db, geocoding }: GeocodingSettingsOptions): Promise<void> {
  const answer = async () => {
    const today = await geocoding.callsToday();
    return {
      provider: geocoding.provider.name,
      paid: geocoding.paid,
      dailyCap: await geocoding.dailyCap(),
      defaultDailyCap: DEFAULT_DAILY_PAID_CALL_CAP,
      today: { day: today.day, paidCalls: today.calls },
    };
  };
  app.get('/geocoding/settings', { preValidation: requireAdmin, schema: docs.read }, answer);
  app.put('/geocoding/settings', { preValidation: requireAdmin, schema: docs.update }, async (request) => {
    await writeDailyCap(db, readCap(request.body));
    return answer();
  });
}
