import { parentPort } from 'node:worker_threads';
import type { GeocodingRequest, GeocodingResponse } from './GeocodingProvider';
import { OfflineGeocoder } from './OfflineGeocoder';

/** A call to the offline geocoder's thread. */
export type OfflineGeocoderCall =
  | { id: number; method: 'geocode'; request: GeocodingRequest }
  | { id: number; method: 'reverse'; point: { lat: number; lng: number }; language?: string };

/** The thread's answer to one call. */
export type OfflineGeocoderAnswer = { id: number; response: GeocodingResponse } | { id: number; error: string };

const geocoder = new OfflineGeocoder();

async function answer(call: OfflineGeocoderCall): Promise<GeocodingResponse> {
  return call.method === 'geocode' ? geocoder.geocode(call.request) : geocoder.reverse(call.point, call.language);
}

parentPort?.on('message', (call: OfflineGeocoderCall) => {
  answer(call).then(
    (response) => parentPort?.postMessage({ id: call.id, response } satisfies OfflineGeocoderAnswer),
    (error: unknown) => parentPort?.postMessage({ id: call.id, error: error instanceof Error ? error.message : String(error) } satisfies OfflineGeocoderAnswer),
  );
});
