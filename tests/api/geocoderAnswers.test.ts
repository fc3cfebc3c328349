import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { migrate } from '../../api/db/migrate';
import type { Database } from '../../api/db/Database';
import { API } from './dataHelpers';
import { testDrivers } from './drivers';

interface KnownPlace {
  query: string;
  lat: number;
  lng: number;
}

const { queries } = JSON.parse(readFileSync(new URL('./fixtures/geocoderQueries.json', import.meta.url), 'utf8')) as { queries: KnownPlace[] };

/** Great-circle distance in km (spec 9: Earth radius 6371 km). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2
    + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

interface Answer {
  status: string;
  results: Array<{ formatted_address: string; geometry: { location: { lat: number; lng: number } } }>;
}

describe.each(testDrivers())('the offline geocoder\'s answers on $name', (driver) => {
  let app: FastifyInstance;
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await driver.open();
    db = opened.db;
    drop = opened.drop;
    await migrate(db);
    app = await buildApp({ db, geocodingIntervalMs: 0 });
    // The place index is written on the first search: seconds, more on a busy machine.
    await geocode('Berlin');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const geocode = async (address: string, extra = ''): Promise<Answer> => {
    const response = await app.inject({ url: `${API}/geocoding?address=${encodeURIComponent(address)}${extra}` });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };

  it(`places at least 95% of ${queries.length} real queries within 30 km of the true place, each in a few milliseconds`, async () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const misses: string[] = [];
    const times: number[] = [];
    for (const known of queries) {
      const started = performance.now();
      const answer = await geocode(known.query);
      times.push(performance.now() - started);
      const first = answer.results[0];
      const km = first ? distanceKm(first.geometry.location, known) : Number.POSITIVE_INFINITY;
      if (km > 30) misses.push(`${known.query} → ${first?.formatted_address ?? 'nothing'} (${Math.round(km)} km)`);
    }
    times.sort((a, b) => a - b);
    console.log(`geocoder on ${driver.name}: ${queries.length - misses.length}/${queries.length} within 30 km; per query median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${percentile(times, 1).toFixed(1)} ms${misses.length ? `; missed: ${misses.join('; ')}` : ''}`);
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(Math.floor(queries.length * 0.05));
    // Index lookups, not scans of the whole list: generous for a busy machine.
    expect(percentile(times, 0.95)).toBeLessThan(250);
  });

  it('answers the cases visitors reported', async () => {
    expect((await geocode('Frankfurt')).results[0]?.formatted_address).toBe('Frankfurt am Main, Hesse, Germany');
    expect((await geocode('Münster, Germany')).results[0]?.formatted_address).toBe('Münster, North Rhine-Westphalia, Germany');
    expect((await geocode('1600 Pennsylvania Ave, Washington')).results[0]?.formatted_address).toMatch(/^Washington, D\.C\./);
    const suggestions = (await geocode('Chica')).results.map((result) => result.formatted_address);
    expect(suggestions[0]).toBe('Chicago, Illinois, United States');
    expect(suggestions.length).toBeGreaterThan(1);
  });

  it('prefers the country of the map\'s view, the countries of the site\'s language, and keeps to the country asked for', async () => {
    expect((await geocode('Birmingham')).results[0]?.formatted_address).toMatch(/England/);
    expect((await geocode('Birmingham', '&near=39.5,-98.35')).results[0]?.formatted_address).toBe('Birmingham, Alabama, United States');
    expect((await geocode('Valencia', '&near=8,-66')).results[0]?.formatted_address).toMatch(/Venezuela$/);
    expect((await geocode('Valencia', '&near=40.4,-3.7')).results[0]?.formatted_address).toMatch(/Spain$/);
    expect((await geocode('Valencia', '&language=es')).results[0]?.formatted_address).toBe('Valencia, Valencia, España');
    expect((await geocode('Valencia', '&language=es-VE')).results[0]?.formatted_address).toMatch(/^Valencia, Carabobo, Venezuela$/);
    const onlyUs = await geocode('Paris', '&country=us');
    expect(onlyUs.results.length).toBeGreaterThan(0);
    expect(onlyUs.results.every((result) => result.formatted_address.endsWith('United States'))).toBe(true);
  });

  it('finds a misspelt name by similarity when no name matches whole or by its start', async () => {
    expect((await geocode('Chicgo')).results[0]?.formatted_address).toBe('Chicago, Illinois, United States');
    expect((await geocode('Barcelna')).results[0]?.formatted_address).toBe('Barcelona, Catalonia, Spain');
    expect((await geocode('Londn, UK')).results[0]?.formatted_address).toBe('London, England, United Kingdom');
  });

  it('answers no place, without an error message, for a name no place has', async () => {
    expect(await geocode('Qwzxv Plkjh')).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('keeps the place index in the database: one build, read by every process', async () => {
    const state = await db.query<{ status: string; row_count: number }>('SELECT status, row_count FROM place_index');
    expect(state.rows).toEqual([{ status: 'ready', row_count: expect.any(Number) }]);
    const rows = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM places');
    expect(Number(rows.rows[0]?.count)).toBe(Number(state.rows[0]?.row_count));
    expect(Number(rows.rows[0]?.count)).toBeGreaterThan(150_000);
    // A second server process on the same database answers at once, building nothing.
    const second = await buildApp({ db, geocodingIntervalMs: 0 });
    try {
      const started = performance.now();
      const answer = await second.inject({ url: `${API}/geocoding?address=Hamburg` });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer.json<Answer>().results[0]?.formatted_address).toMatch(/^Hamburg/);
    } finally {
      await second.close();
    }
    const after = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM places');
    expect(after.rows[0]?.count).toBe(rows.rows[0]?.count);
  });
});
