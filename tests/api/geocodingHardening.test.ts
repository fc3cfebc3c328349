import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, getJson } from './dataHelpers';
import { listenOnLoopback, probeHealth } from './healthProbe';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';
import { DEFAULT_CONNECTION_LIMITS } from '../../api/config';

/** About 14 KB of comma-separated place names: raw commas keep the request line under Node's header limit. */
const hugeAddress = Array.from({ length: 2000 }, () => 'London').join(',');

describe.each(testDrivers())('geocoding limits on $name', (driver) => {
  let testApp: TestApp;
  let baseUrl: string;
  let storesUrl: string;
  beforeAll(async () => {
    // No per-client interval on /geocoding (600 ms by default): the refused long address counts
    // as the client's call, and the normal one right after it would otherwise answer 429.
    // The first test's request waits for the place index build: 10-30 s on a loaded CI machine,
    // which the default 30 s idle timeout would cut. Timeouts are not what this suite is about.
    testApp = await startTestApp(driver, { geocodingIntervalMs: 0, connections: { ...DEFAULT_CONNECTION_LIMITS, maxConnectionsPerClient: 0, idleTimeoutMs: 120_000, requestTimeoutMs: 180_000 } });
    const maps = await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`);
    const usa = maps.maps.find((map) => map.title === 'United States');
    storesUrl = `${API}/objects/objects_${usa?.id}/`;
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  it('places a distance filter by address while /healthz keeps answering, even when the place index is built first', async () => {
    const probe = probeHealth(baseUrl);
    await probe.answering;
    const answer = await fetch(`${baseUrl}${storesUrl}?filters[distance][address]=${encodeURIComponent('Denver, CO')}&filters[distance][length]=50`);
    const { slowestMs, answers } = await probe.stop();
    expect(answer.status).toBe(200);
    const titles = (await answer.json() as { objects: Array<{ title: string }> }).objects.map((store) => store.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /Denver|Boulder|Aurora|Lakewood|Colorado/i.test(title))).toBe(true);
    expect(answers).toBeGreaterThan(0);
    // Loading the place list on the event loop held every answer for 1.2-3 s.
    expect(slowestMs).toBeLessThan(500);
  }, 90_000);

  it('answers a distance filter with a 14 KB address with a quick 400, and /healthz stays responsive', async () => {
    const probe = probeHealth(baseUrl);
    await probe.answering;
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${baseUrl}${storesUrl}?filters[distance][address]=${hugeAddress}&filters[distance][length]=50`)));
    const elapsed = performance.now() - started;
    const { slowestMs, answers: probes } = await probe.stop();
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): filters.distance.address (an address has at most 300 characters).',
      });
    }
    expect(elapsed).toBeLessThan(1000);
    expect(probes).toBeGreaterThan(0);
    expect(slowestMs).toBeLessThan(250);
  });

  it('refuses a long address on the geocoding call too, and still finds a normal one', async () => {
    const long = await fetch(`${baseUrl}${API}/geocoding?address=${'Paris,'.repeat(60)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('Invalid parameter(s): address (an address has at most 300 characters).');
    const normal = await fetch(`${baseUrl}${API}/geocoding?address=${encodeURIComponent('Denver, CO')}`);
    expect(normal.status).toBe(200);
    expect((await normal.json()).results[0].formatted_address).toContain('Denver');
  });

  it('keeps the geocoder\'s own work small for a long address given by the admin importer', async () => {
    const { DatabaseGeocoder } = await import('../../api/services/geocoding/DatabaseGeocoder');
    const geocoder = new DatabaseGeocoder(testApp.db);
    await geocoder.geocode({ address: 'Denver' });
    const started = performance.now();
    const answer = await geocoder.geocode({ address: hugeAddress });
    expect(performance.now() - started).toBeLessThan(50);
    expect(answer.results[0]?.formatted_address).toContain('London');
  });
});
