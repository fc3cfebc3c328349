import { mapsvgApi } from '../../data/index';

/** The site's paid-geocoding settings as `GET geocoding/settings` answers them. */
export interface GeocodingSettings {
  /** The configured geocoder (`google`, or the free offline place index). */
  provider: string;
  /** Whether its calls cost money. */
  paid: boolean;
  /** Most paid calls a day (UTC); null for no cap. */
  dailyCap: number | null;
  defaultDailyCap: number;
  today: { day: string; paidCalls: number };
}

/**
 * `geocoding/settings` (admin): the daily cap on paid geocoding calls, stored on the server for
 * the whole site, and today's count. Kept beside the editor rather than in the shared data
 * package: visitors' pages never load it.
 */
export const geocodingSettingsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    geocodingSettings: build.query<GeocodingSettings, void>({ query: () => 'geocoding/settings', keepUnusedDataFor: 0 }),
    setGeocodingCap: build.mutation<GeocodingSettings, { dailyCap: number | null }>({
      query: (body) => ({ url: 'geocoding/settings', method: 'PUT', body }),
    }),
  }),
});
