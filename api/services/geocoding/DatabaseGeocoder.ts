import type { AddressComponent } from '../../../domain/index';
import type { Database } from '../../db/Database';
import { ZIP_PREFIX, type GeocodingProvider, type GeocodingRequest, type GeocodingResponse, type GeocodingResult } from './GeocodingProvider';
import { hasSimilaritySearch, PlaceIndex } from './PlaceIndex';
import { countriesOfLanguage, countryDisplayName, nameVariants, prefixUpperBound } from './placeNames';
import { parseAddress, PREFIX_MIN_LENGTH, rankCandidates, type ParsedAddress, type PlaceCandidate } from './placeRanking';

/** Most places one answer lists (the client shows at most 5 suggestions). */
const MAX_RESULTS = 5;
/** Places read per address part and way of matching, the most important first. */
const CANDIDATES_PER_PART = 40;

const PLACE_COLUMNS = 'name, folded, country, admin1, region, lat, lng, population, importance';

/** A candidate as read: a driver may give numeric columns back as text, so they are read again. */
function candidateOf(row: PlaceCandidate): PlaceCandidate {
  return {
    name: row.name, folded: row.folded, country: row.country, admin1: row.admin1, region: row.region,
    lat: Number(row.lat), lng: Number(row.lng), population: Number(row.population), importance: Number(row.importance), part: Number(row.part),
  };
}

/**
 * One statement reading, for each searched part (and its other written forms, "st"/"saint"),
 * the most important places named exactly so and those whose name starts with it: index
 * lookups and range scans of the folded names.
 */
function candidateQuery(address: ParsedAddress, country: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const countryFilter = country ? ` AND country = ${bind(country)}` : '';
  const selects: string[] = [];
  for (const index of address.searched) {
    const text = address.parts[index]?.text ?? '';
    const part = bind(index);
    for (const form of [text, ...nameVariants(text)]) {
      const name = bind(form);
      selects.push(`(SELECT ${PLACE_COLUMNS}, ${part}::int AS part FROM places WHERE folded = ${name}${countryFilter} ORDER BY importance DESC LIMIT ${CANDIDATES_PER_PART})`);
      if (form.length < PREFIX_MIN_LENGTH) continue;
      selects.push(`(SELECT ${PLACE_COLUMNS}, ${part}::int AS part FROM places WHERE folded > ${name} AND folded < ${bind(prefixUpperBound(form))}${countryFilter} ORDER BY importance DESC LIMIT ${CANDIDATES_PER_PART})`);
    }
  }
  return { sql: selects.join(' UNION ALL '), params };
}

/** Fewest characters of a part searched by similarity: shorter ones share too few trigrams to mean anything. */
const SIMILAR_MIN_LENGTH = 4;
/** Places read per part by similarity. */
const SIMILAR_PER_PART = 20;
/** Points per unit of trigram similarity (0–1) when names are matched by similarity. */
const SIMILARITY_WEIGHT = 8;

/**
 * The places whose folded name is most similar to each searched part (pg_trgm's `%`: at least
 * 0.3 of their trigrams shared), for a misspelt name ("Chicgo", "Barcelna"). Their importance
 * carries the similarity, so a close name beats a slightly larger place.
 */
function similarQuery(address: ParsedAddress, country: string | undefined): { sql: string; params: unknown[] } | undefined {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const countryFilter = country ? ` AND country = ${bind(country)}` : '';
  const selects = address.searched.flatMap((index) => {
    const text = address.parts[index]?.text ?? '';
    if (text.length < SIMILAR_MIN_LENGTH) return [];
    const name = bind(text);
    return [`(SELECT name, folded, country, admin1, region, lat, lng, population,
      importance + ${SIMILARITY_WEIGHT} * similarity(folded, ${name}) - ${SIMILARITY_WEIGHT} AS importance, ${bind(index)}::int AS part
      FROM places WHERE folded % ${name}${countryFilter} ORDER BY similarity(folded, ${name}) DESC, importance DESC LIMIT ${SIMILAR_PER_PART})`];
  });
  return selects.length > 0 ? { sql: selects.join(' UNION ALL '), params } : undefined;
}

function toResult(place: PlaceCandidate, language: string | undefined): GeocodingResult {
  const country = countryDisplayName(place.country, language);
  const components: AddressComponent[] = [{ long_name: place.name, short_name: place.name, types: ['locality', 'political'] }];
  if (place.region) {
    const short = /^[A-Z]{2,3}$/.test(place.admin1) ? place.admin1 : place.region;
    components.push({ long_name: place.region, short_name: short, types: ['administrative_area_level_1', 'political'] });
  }
  components.push({ long_name: country, short_name: place.country, types: ['country', 'political'] });
  return {
    formatted_address: [place.name, place.region, country].filter(Boolean).join(', '),
    address_components: components,
    geometry: { location: { lat: place.lat, lng: place.lng } },
    types: ['locality', 'political'],
  };
}

/** One-degree cells around a point, as the index's `cell` column numbers them. */
function cellsAround(point: { lat: number; lng: number }): number[] {
  const cells: number[] = [];
  for (let dLat = -1; dLat <= 1; dLat += 1) {
    for (let dLng = -1; dLng <= 1; dLng += 1) {
      const lng = ((Math.floor(point.lng) + dLng + 540) % 360) - 180;
      cells.push((Math.floor(point.lat) + dLat) * 360 + lng);
    }
  }
  return cells;
}

/**
 * The geocoder that needs no network or key: the world's places of about 500 inhabitants and
 * more, searched in the database's place index (see {@link PlaceIndex}), so every server process
 * shares one copy and none loads the list. Names match whole or by their start, without accents
 * or case ("munster" finds Münster, "Chica" Chicago); places of one name are told apart by the
 * parts after it ("Münster, Germany", "Denver, CO"), the country of the map's view and the
 * site's language (a German site prefers places in Germany, Austria and Switzerland), then size
 * and role (capitals first). A name that matches nowhere is looked up by similarity where the
 * database has `pg_trgm` ("Chicgo" finds Chicago). It cannot find streets or postal codes.
 */
export class DatabaseGeocoder implements GeocodingProvider {
  readonly name = 'offline';
  readonly index: PlaceIndex;
  private similarity: Promise<boolean> | undefined;

  constructor(private readonly db: Database, index?: PlaceIndex) {
    this.index = index ?? new PlaceIndex(db);
  }

  async geocode(request: GeocodingRequest): Promise<GeocodingResponse> {
    if (ZIP_PREFIX.test(request.address)) {
      return {
        status: 'ZERO_RESULTS',
        results: [],
        error_message: 'Postal code search needs an online geocoding service: the built-in place list has no postal codes.',
      };
    }
    const address = parseAddress(request.address);
    if (address.searched.length === 0) return { status: 'ZERO_RESULTS', results: [] };
    await this.index.ready();
    const country = request.country?.trim().toUpperCase() || undefined;
    const { sql, params } = candidateQuery(address, country);
    let rows = (await this.db.query<PlaceCandidate>(sql, params)).rows;
    if (rows.length === 0) rows = await this.similarPlaces(address, country);
    const ranked = rankCandidates(rows.map(candidateOf), address, { preferredCountries: await this.preferredCountries(request) }, MAX_RESULTS);
    // No error message when nothing matches, as with Google's answer: the client says "No place found" itself.
    if (ranked.length === 0) return { status: 'ZERO_RESULTS', results: [] };
    return { status: 'OK', results: ranked.map((place) => toResult(place, request.language)) };
  }

  /** Places named like the address's parts, when no name matched whole or by its start. */
  private async similarPlaces(address: ParsedAddress, country: string | undefined): Promise<PlaceCandidate[]> {
    this.similarity ??= hasSimilaritySearch(this.db);
    const query = similarQuery(address, country);
    if (!query || !(await this.similarity)) return [];
    return (await this.db.query<PlaceCandidate>(query.sql, query.params)).rows;
  }

  /** The countries of the map's view (the country of the place nearest its centre) and of the site's language. */
  private async preferredCountries(request: GeocodingRequest): Promise<string[]> {
    const countries = countriesOfLanguage(request.language);
    if (!request.near) return countries;
    const nearest = await this.nearest(request.near);
    return nearest ? [nearest.country, ...countries] : countries;
  }

  private async nearest(point: { lat: number; lng: number }): Promise<PlaceCandidate | undefined> {
    const cos = Math.cos((point.lat * Math.PI) / 180);
    const rows = await this.db.query<PlaceCandidate>(
      `SELECT ${PLACE_COLUMNS}, 0 AS part FROM places WHERE cell = ANY($1::int[])
       ORDER BY (lat - $2) * (lat - $2) + ((lng - $3) * $4) * ((lng - $3) * $4) LIMIT 1`,
      [cellsAround(point), point.lat, point.lng, cos],
    );
    const row = rows.rows[0];
    return row ? candidateOf(row) : undefined;
  }

  async reverse(point: { lat: number; lng: number }, language?: string): Promise<GeocodingResponse> {
    await this.index.ready();
    const nearest = await this.nearest(point);
    if (!nearest) return { status: 'ZERO_RESULTS', results: [], error_message: 'No place found near this point.' };
    return { status: 'OK', results: [toResult(nearest, language)] };
  }
}
