import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataStore } from './createDataStore';
import { geocodeRequester } from './geocoding';
import { GeocodingClient } from './GeocodingClient';
import { ServiceError } from './ServiceError';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, testFetch } from './testFetch';

const LONDON = {
  formatted_address: 'London, UK',
  address_components: [{ types: ['locality'], long_name: 'London', short_name: 'London' }],
  geometry: { location: { lat: 51.5, lng: -0.12 } },
};

function geocodingClient(handler: FakeHandler = () => ({ results: [LONDON] })) {
  const { fetchFn, requests } = testFetch(handler);
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  return { client: new GeocodingClient(geocodeRequester(store.dispatch)), requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GeocodingClient', () => {
  it('asks the server with address, language and country and returns the places', async () => {
    const { client, requests } = geocodingClient();

    const results = await client.geocode('London', { language: 'en-gb', country: 'GB' });

    expect(requests[0]?.path).toBe('geocoding?address=London&language=en-gb&country=GB');
    expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('n');
    expect(results).toEqual([LONDON]);
  });

  it('sends the centre of the map view as near=lat,lng', async () => {
    const { client, requests } = geocodingClient();

    await client.geocode('Birmingham', { near: { lat: 39.5, lng: -98.35 } });

    expect(requests[0]?.path).toBe('geocoding?address=Birmingham&near=39.5%2C-98.35');
  });

  it('prefixes the address with "zip " in zip mode', async () => {
    const { client, requests } = geocodingClient();

    await client.geocode('10001', { zipMode: true });

    expect(requests[0]?.path).toBe('geocoding?address=zip%2010001');
  });

  it('surfaces error_message to the caller for an alert', async () => {
    const { client } = geocodingClient(() => ({ results: [], error_message: 'The provided API key is invalid.' }));

    const error = await client.geocode('London').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toBe('The provided API key is invalid.');
  });

  it('sends at most one call per 600 ms', async () => {
    vi.useFakeTimers();
    const { client, requests } = geocodingClient();

    const first = client.geocode('Lon');
    await vi.advanceTimersByTimeAsync(100);
    const second = client.geocode('Lond');
    await vi.advanceTimersByTimeAsync(499);
    const sentBefore600 = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(sentBefore600).toBe(1);
    expect(requests.map((request) => request.path)).toEqual(['geocoding?address=Lon', 'geocoding?address=Lond']);
    await expect(first).resolves.toEqual([LONDON]);
    await expect(second).resolves.toEqual([LONDON]);
  });

  it('counts the 600 ms from the answer, as the server counts from the call\'s arrival', async () => {
    vi.useFakeTimers();
    const { client, requests } = geocodingClient(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { results: [LONDON] };
    });

    const first = client.geocode('Lon');
    await vi.advanceTimersByTimeAsync(400);
    await first;
    void client.geocode('Lond');
    await vi.advanceTimersByTimeAsync(599);
    const sentBefore600 = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(sentBefore600).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('lets the latest waiting address replace an older one', async () => {
    vi.useFakeTimers();
    const { client, requests } = geocodingClient();

    void client.geocode('L');
    const replaced = client.geocode('Lo').catch((reason: unknown) => reason);
    const latest = client.geocode('Lon');
    await vi.advanceTimersByTimeAsync(600);

    expect(requests.map((request) => request.path)).toEqual(['geocoding?address=L', 'geocoding?address=Lon']);
    expect(await replaced).toMatchObject({ name: 'AbortError' });
    await expect(latest).resolves.toEqual([LONDON]);
  });

  it('sends at once when the last call was 600 ms ago or more', async () => {
    vi.useFakeTimers();
    const { client, requests } = geocodingClient();

    await client.geocode('Paris');
    await vi.advanceTimersByTimeAsync(600);
    void client.geocode('Rome');
    await vi.advanceTimersByTimeAsync(0);

    expect(requests).toHaveLength(2);
  });
});
