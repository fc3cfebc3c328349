import { ZIP_PREFIX, type GeocodingProvider, type GeocodingRequest, type GeocodingResponse } from './GeocodingProvider';

/** Google's public Geocoding API host. */
const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

/**
 * The Google Geocoding API, used when an API key is configured. Postal codes (`zip ` prefix) are
 * searched as a postal_code component, as the original plugin does.
 */
export class GoogleGeocoder implements GeocodingProvider {
  readonly name = 'google';
  readonly paid = true;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string = GOOGLE_GEOCODING_BASE_URL,
    private readonly timeoutMs = 10_000,
  ) {}

  private async call(params: URLSearchParams): Promise<GeocodingResponse> {
    params.set('key', this.apiKey);
    const url = `${this.baseUrl.replace(/\/$/, '')}/maps/api/geocode/json?${params.toString()}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      const body = (await response.json()) as Partial<GeocodingResponse>;
      const status = typeof body.status === 'string' ? body.status : response.ok ? 'OK' : 'UNKNOWN_ERROR';
      const results = Array.isArray(body.results) ? body.results : [];
      const answer: GeocodingResponse = { status, results };
      if (status !== 'OK' && status !== 'ZERO_RESULTS') answer.error_message = body.error_message ?? `Geocoding failed: ${status}`;
      else if (body.error_message) answer.error_message = body.error_message;
      return answer;
    } catch {
      return { status: 'UNKNOWN_ERROR', results: [], error_message: 'The geocoding service could not be reached.' };
    }
  }

  async geocode(request: GeocodingRequest): Promise<GeocodingResponse> {
    const params = new URLSearchParams();
    const components: string[] = [];
    if (ZIP_PREFIX.test(request.address)) {
      const zip = request.address.replace(ZIP_PREFIX, '').trim();
      components.push(`postal_code:${zip}`);
      params.set('address', zip);
    } else {
      params.set('address', request.address);
    }
    if (request.country) components.push(`country:${request.country}`);
    if (components.length > 0) params.set('components', components.join('|'));
    if (request.language) params.set('language', request.language);
    return this.call(params);
  }

  async reverse(point: { lat: number; lng: number }, language?: string): Promise<GeocodingResponse> {
    const params = new URLSearchParams({ latlng: `${point.lat},${point.lng}` });
    if (language) params.set('language', language);
    return this.call(params);
  }
}
